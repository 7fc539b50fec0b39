import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the REPL writes: answers on standard output, errors on standard error; text
/// styled for a terminal, or one canonical JSON line per answer (`:json on`).
final class ReplOutput {
    /// Styling of results (colors only when standard output is a terminal without NO_COLOR).
    let style: TerminalStyle
    /// Styling of errors, decided for standard error.
    let errorStyle: TerminalStyle
    /// Whether every answer is one JSON line.
    var json = false
    private let resultDescriptor: Int32
    private let errorDescriptor: Int32

    /// An output on two descriptors (standard output and error by default).
    init(resultDescriptor: Int32 = 1, errorDescriptor: Int32 = 2) {
        self.resultDescriptor = resultDescriptor
        self.errorDescriptor = errorDescriptor
        style = ReplOutput.style(forDescriptor: resultDescriptor)
        errorStyle = ReplOutput.style(forDescriptor: errorDescriptor)
    }

    /// A command's answer: its JSON in JSON mode, its text otherwise (nothing when empty).
    func show(_ result: CommandResult) {
        if json {
            emit(result.json.canonicalText + "\n", to: resultDescriptor)
        } else if !result.text.isEmpty {
            emit(result.text.hasSuffix("\n") ? result.text : result.text + "\n", to: resultDescriptor)
        }
    }

    /// A command's failure: `error: MESSAGE`, or `{"error": {"code", "message"}}` in JSON mode.
    func show(_ error: ReplError) {
        if json {
            let line: JSONValue = ["error": ["code": .string(error.code), "message": .string(error.message)]]
            emit(line.canonicalText + "\n", to: errorDescriptor)
        } else {
            emit(errorStyle.error("error:") + " " + error.message + "\n", to: errorDescriptor)
        }
    }

    /// Text that is not an answer (a banner, a notice), on standard error when the answers
    /// may be read by a program, so that they stay clean.
    func notice(_ text: String, onResults: Bool, newline: Bool = true) {
        emit(newline ? text + "\n" : text, to: onResults ? resultDescriptor : errorDescriptor)
    }

    private func emit(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Colors only on a terminal, and never when NO_COLOR is set (to anything but "").
    static func style(forDescriptor descriptor: Int32) -> TerminalStyle {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        return TerminalStyle(colors: isatty(descriptor) == 1 && !noColor)
    }
}
