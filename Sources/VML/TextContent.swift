/// The whitespace rule for text content: the text of an element is its text runs joined
/// (child elements and comments contribute nothing), trimmed, with every run of spaces,
/// tabs and line breaks collapsed to one space. `<Text>\n  Hello,\n  world\n</Text>` is
/// `"Hello, world"`. A non-breaking space (`&#160;`) is not whitespace and stays.
enum TextContent {
    static func collapse(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if Scanning.isWhitespace(byte) {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(0x20) }
                pendingSpace = false
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The joined text runs of an element's content, before collapsing.
    static func rawText(of content: [VMLNode]) -> String {
        var text = ""
        for case .text(let run) in content { text += run.text }
        return text
    }
}
