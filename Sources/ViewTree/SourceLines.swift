extension StringProtocol {
    /// The text's lines as Swift reads a source file: split at every LF, CR LF and lone CR,
    /// without a leading byte order mark, so that line N here is the line N of a
    /// diagnostic. (Splitting at the character "\n" would not split at all in a file saved
    /// with Windows line endings: CR LF is a single Character.)
    public var sourceLines: [Substring] {
        var text = Substring(self)
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
