import ViewTree

/// Diagnostics and runtime failures as they travel on the socket, rendered as the CLI
/// renders them (source line and caret, stack trace).
enum ProblemText {
    static func render(diagnostics: JSONValue?, failure: JSONValue?, style: TerminalStyle) -> [String] {
        var lines: [String] = []
        for diagnosticJSON in diagnostics?.arrayValue ?? [] {
            if let diagnostic = try? Diagnostic(json: diagnosticJSON) {
                lines.append(diagnostic.rendered(style: style))
            }
        }
        if let failureJSON = failure, failureJSON != .null, let failure = try? RuntimeFailure(json: failureJSON) {
            lines.append(failure.rendered(style: style))
        }
        return lines
    }
}
