/// The secret a page and its WebSocket present on every request: 256 random bits, written
/// in URL-safe base64 so it travels in a query string unescaped.
///
/// The preview listens on loopback, but any local process and any web page the user opens
/// can reach loopback; the token is what keeps them from reading the app or driving it.
public struct AccessToken: Sendable, Hashable, CustomStringConvertible {
    /// The token's text.
    public let text: String

    /// A new random token from the system's secure generator.
    public static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for _ in 0..<4 {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
        }
        return AccessToken(text: base64URL(bytes))
    }

    /// A token with a given text (tests; a daemon that keeps its token across restarts).
    public init(text: String) {
        self.text = text
    }

    /// Whether `candidate` is this token, in time that depends only on the candidate's
    /// length, so that timing does not tell an attacker how much of a guess was right.
    public func matches(_ candidate: some StringProtocol) -> Bool {
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        guard !expected.isEmpty else { return false }
        // The length is no secret (every token has the same); the bytes are compared all.
        var difference: UInt8 = 0
        for index in 0..<given.count {
            difference |= given[index] ^ expected[index % expected.count]
        }
        return given.count == expected.count && difference == 0
    }

    /// Never the secret itself: descriptions end up in logs.
    public var description: String { "AccessToken(\(text.count) characters)" }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { value |= UInt32(byte) << (16 - 8 * offset) }
            let characters = chunk.count + 1
            for position in 0..<characters {
                output.append(alphabet[Int((value >> (18 - 6 * position)) & 63)])
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
