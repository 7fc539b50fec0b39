import CSHA256

/// SHA-256 (FIPS 180-4), the store's content hash. Written here because the store depends
/// on ViewTree and GRDB only; the tests hold it to the standard's test vectors. Blocks are
/// compressed with the processor's SHA instructions where it has them (CSHA256), else by
/// the rounds below.
struct SHA256 {
    /// Whether this processor compresses blocks with its SHA instructions.
    static let hardwareAvailable = workbench_sha256_hardware_available() != 0

    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    private var state: State = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes not yet compressed: always fewer than 64.
    private var pending: [UInt8] = []
    private var totalLength: UInt64 = 0
    private let usesHardware: Bool

    /// A hasher; `usesHardware: false` runs the portable rounds even where the processor
    /// has SHA instructions (the tests compare the two).
    init(usesHardware: Bool = SHA256.hardwareAvailable) {
        self.usesHardware = usesHardware && SHA256.hardwareAvailable
    }

    /// The digest of `bytes`.
    static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }

    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        totalLength &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            offset = take
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBufferPointer { compress($0.baseAddress!, blocks: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let blocks = (bytes.count - offset) / 64
        if blocks > 0 {
            compress(bytes.baseAddress! + offset, blocks: blocks)
            offset += blocks * 64
        }
        if offset < bytes.count { pending.append(contentsOf: bytes[offset...]) }
    }

    mutating func finalize() -> [UInt8] {
        let words = finalizeWords()
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7] {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    /// The digest as eight big-endian words, without building an array: what content
    /// hashes are made of, one per stored node.
    mutating func finalizeWords() -> (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) {
        let bitLength = totalLength &* 8
        let pendingCount = pending.count
        // The padding: 0x80, zeros, and the length in bits, filling one or two blocks.
        let tailLength = pendingCount < 56 ? 64 : 128
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
            let base = tail.baseAddress!
            base.initialize(repeating: 0, count: 128)
            pending.withUnsafeBufferPointer { bytes in
                if let start = bytes.baseAddress { base.update(from: start, count: pendingCount) }
            }
            base[pendingCount] = 0x80
            for index in 0..<8 {
                base[tailLength - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(index * 8))
            }
            compress(UnsafePointer(base), blocks: tailLength / 64)
        }
        return state
    }

    /// The round constants, shared with the SHA-instruction path (CSHA256): read-only
    /// memory in the executable.
    private static var roundConstants: UnsafePointer<UInt32> { workbench_sha256_round_constants()! }

    @inline(__always)
    private static func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    /// Processes `blocks` consecutive 64-byte blocks at `start`.
    private mutating func compress(_ start: UnsafePointer<UInt8>, blocks: Int) {
        if usesHardware {
            withUnsafeMutableBytes(of: &state) { words in
                workbench_sha256_compress(words.baseAddress!.assumingMemoryBound(to: UInt32.self), start, blocks)
            }
            return
        }
        // The schedule lives on the stack and the constants are reached through one
        // pointer: set up once for all the blocks, the rounds run without a call or a check.
        var current = state
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            let w = schedule.baseAddress!
            let k = Self.roundConstants
            for blockIndex in 0..<blocks {
                Self.compressBlock(&current, start + blockIndex * 64, w, k)
            }
        }
        state = current
    }

    @inline(__always)
    private static func compressBlock(
        _ state: inout State, _ block: UnsafePointer<UInt8>, _ w: UnsafeMutablePointer<UInt32>,
        _ k: UnsafePointer<UInt32>
    ) {
        for index in 0..<16 {
            let base = block + index * 4
            w[index] = UInt32(base[0]) << 24 | UInt32(base[1]) << 16 | UInt32(base[2]) << 8 | UInt32(base[3])
        }
        for index in 16..<64 {
            let w15 = w[index - 15]
            let w2 = w[index - 2]
            let s0 = rotateRight(w15, 7) ^ rotateRight(w15, 18) ^ (w15 >> 3)
            let s1 = rotateRight(w2, 17) ^ rotateRight(w2, 19) ^ (w2 >> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for index in 0..<64 {
            let s1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ k[index] &+ w[index]
            let s0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }
}
