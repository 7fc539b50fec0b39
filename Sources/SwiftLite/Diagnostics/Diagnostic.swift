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
    /// Edits that would fix the problem, as the compiler proposes them.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(
        severity: Severity, message: String, file: String, location: SourceLocation, sourceLine: String, notes: [String] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.sourceLine = sourceLine
        self.notes = notes
        self.fixIts = fixIts
    }

    /// `file:line:column: error: message`. The source line and caret are drawn by whoever
    /// shows the diagnostic (the workbench converts it to its IR's diagnostic form).
    public var summary: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// A change to the source that fixes a diagnostic: "insert ')'", with its edits.
public struct FixIt: Hashable, Sendable {
    /// One replacement: the text between `start` and `end` becomes `replacement` (an
    /// insertion when they are equal).
    public struct Edit: Hashable, Sendable {
        /// Where the replaced text starts.
        public var start: SourceLocation
        /// Where it ends (exclusive).
        public var end: SourceLocation
        /// The new text.
        public var replacement: String

        /// Creates an edit.
        public init(start: SourceLocation, end: SourceLocation, replacement: String) {
            self.start = start
            self.end = end
            self.replacement = replacement
        }
    }

    /// What the fix does, as the compiler says it: "insert ')'".
    public var message: String
    /// The edits, in order.
    public var edits: [Edit]

    /// Creates a fix-it.
    public init(message: String, edits: [Edit]) {
        self.message = message
        self.edits = edits
    }
}

/// Collects the diagnostics of one file.
struct DiagnosticSink {
    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [String] = [], fixIts: [FixIt] = []) {
        diagnostics.append(
            Diagnostic(
                severity: .error, message: message, file: file.name, location: location,
                sourceLine: file.line(Int(location.line)), notes: notes, fixIts: fixIts))
    }

    mutating func warning(_ message: String, at location: SourceLocation, notes: [String] = [], fixIts: [FixIt] = []) {
        diagnostics.append(
            Diagnostic(
                severity: .warning, message: message, file: file.name, location: location,
                sourceLine: file.line(Int(location.line)), notes: notes, fixIts: fixIts))
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
