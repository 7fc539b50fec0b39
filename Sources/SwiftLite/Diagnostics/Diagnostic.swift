/// A problem found in a script before it runs: a syntax error, an unknown name, an
/// assignment to a `let`, a construct scripts may not use.
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious the problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The program cannot run.
        case error
        /// The program runs; something is probably not what was meant.
        case warning
    }

    /// How serious.
    public var severity: Severity
    /// What is wrong and what was expected.
    public var message: String
    /// The file's name.
    public var file: String
    /// Where in the file.
    public var location: SourceLocation
    /// The text of that line.
    public var sourceLine: String
    /// Suggestions and related positions (`did you mean 'count'?`).
    public var notes: [String]

    /// Creates a diagnostic.
    public init(severity: Severity, message: String, file: String, location: SourceLocation, sourceLine: String, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// `file:line:column: error: message`. The source line and caret are drawn by whoever
    /// shows the diagnostic (the workbench converts it to its IR's diagnostic form).
    public var summary: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// Collects the diagnostics of one file.
struct DiagnosticSink {
    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.append(
            Diagnostic(
                severity: .error, message: message, file: file.name, location: location,
                sourceLine: file.line(Int(location.line)), notes: notes))
    }

    mutating func warning(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.append(
            Diagnostic(
                severity: .warning, message: message, file: file.name, location: location,
                sourceLine: file.line(Int(location.line)), notes: notes))
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
