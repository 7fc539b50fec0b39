/// The address of a stored blob: the first 128 bits of SHA-256 over the blob's kind and
/// bytes (docs/store.md explains the choice).
///
/// Two blobs with the same kind and bytes have the same hash, so each is stored once; the
/// kind is part of what is hashed so that a state and a source file that happen to have
/// the same text never share an address with different meanings.
public struct ContentHash: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The length of a hash in bytes, as stored in the database.
    public static let byteCount = 16

    // Two words rather than an array: hashes are dictionary keys on the hot path.
    let high: UInt64
    let low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of arbitrary bytes, outside every blob kind: for comparing data across
    /// processes (`Snapshot.fingerprint`).
    public init(hashing bytes: [UInt8]) {
        self = ContentHash(digestPrefix: SHA256.hash(bytes))!
    }

    /// The hash of a blob of the given kind.
    static func of(kind: BlobKind, bytes: [UInt8]) -> ContentHash {
        of(domain: kind.hashPrefix, bytes: bytes)
    }

    /// The hash of `bytes` in a domain (a kind's name and a zero byte), so that equal bytes
    /// of different meanings get different hashes.
    static func of(domain: [UInt8], bytes: [UInt8]) -> ContentHash {
        var hasher = SHA256()
        hasher.update(domain)
        hasher.update(bytes)
        let words = hasher.finalizeWords()
        return ContentHash(
            high: UInt64(words.0) << 32 | UInt64(words.1), low: UInt64(words.2) << 32 | UInt64(words.3))
    }

    /// Reads the first 16 bytes of a digest.
    init?<Bytes: Collection>(digestPrefix bytes: Bytes) where Bytes.Element == UInt8 {
        guard bytes.count >= Self.byteCount else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for (index, byte) in bytes.prefix(Self.byteCount).enumerated() {
            if index < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
        }
        self.init(high: high, low: low)
    }

    /// The hash stored in a database column: exactly 16 bytes.
    public init?<Bytes: Collection>(bytes: Bytes) where Bytes.Element == UInt8 {
        guard bytes.count == Self.byteCount else { return nil }
        self.init(digestPrefix: bytes)
    }

    /// Parses 32 hexadecimal digits, either case.
    public init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.count == Self.byteCount * 2 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.byteCount)
        for index in stride(from: 0, to: utf8.count, by: 2) {
            guard let high = Self.nibble(utf8[index]), let low = Self.nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.init(bytes: bytes)
    }

    /// The 16 bytes, as stored in the database.
    public var bytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(Self.byteCount)
        appendBytes(to: &result)
        return result
    }

    /// Appends the 16 bytes.
    func appendBytes(to output: inout [UInt8]) {
        for shift in stride(from: 56, through: 0, by: -8) { output.append(UInt8(truncatingIfNeeded: high >> UInt64(shift))) }
        for shift in stride(from: 56, through: 0, by: -8) { output.append(UInt8(truncatingIfNeeded: low >> UInt64(shift))) }
    }

    /// 32 lowercase hexadecimal digits: how hashes appear in blobs, in the CLI and in
    /// `lower(hex(hash))` from the sqlite3 shell.
    public var hex: String {
        var text: [UInt8] = []
        text.reserveCapacity(Self.byteCount * 2)
        appendHex(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    public var description: String { hex }

    /// Appends the hash as a JSON string: how a stored node refers to a child.
    func appendQuotedHex(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        appendHex(to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// The length `appendQuotedHex` adds.
    static let quotedHexLength = byteCount * 2 + 2

    private func appendHex(to output: inout [UInt8]) {
        // Word by word without an array of the two: this runs for every child of every
        // stored node.
        Self.appendHex(of: high, to: &output)
        Self.appendHex(of: low, to: &output)
    }

    private static func appendHex(of word: UInt64, to output: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let nibble = UInt8(truncatingIfNeeded: word >> UInt64(shift)) & 0xF
            output.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
        }
    }

    public static func < (lhs: ContentHash, rhs: ContentHash) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
