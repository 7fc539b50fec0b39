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

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

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
            Self.roundConstants.withUnsafeBufferPointer { constants in
                let k = constants.baseAddress!
                for blockIndex in 0..<blocks {
                    Self.compressBlock(&current, start + blockIndex * 64, w, k)
                }
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
