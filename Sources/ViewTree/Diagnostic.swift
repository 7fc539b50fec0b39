/// A problem found in a script or a VML document before or instead of a run: a syntax
/// error, an unknown name, an unmatched template.
///
/// This is the form diagnostics take once they leave the component that found them: the
/// daemon publishes them, the store keeps them, the REPL and the preview show them.
public struct Diagnostic: Hashable, Sendable {
    /// How serious the problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be used.
        case error
        /// The file is used; something in it is probably not what was meant.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// How serious.
    public var severity: Severity
    /// What is wrong and, where it helps, what was expected: `expected ')' to close '(' opened at 4:17`.
    public var message: String
    /// The file.
    public var file: String
    /// The line, from 1; `nil` when the problem concerns the whole file.
    public var line: Int?
    /// The column, from 1, counted in characters.
    public var column: Int?
    /// The text of that line, so the diagnostic can be shown without the file at hand.
    public var sourceLine: String?
    /// Further explanations or suggestions, one per entry (`did you mean 'count'?`).
    public var notes: [String]

    /// Creates a diagnostic.
    public init(
        severity: Severity, message: String, file: String, line: Int? = nil, column: Int? = nil,
        sourceLine: String? = nil, notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// `file:line:column`, as much of it as is known.
    public var locationText: String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}

/// A script function's frame in a runtime error's stack trace.
public struct StackFrame: Hashable, Sendable, CustomStringConvertible {
    /// The function's name; `top level` for a file's top-level code, `closure` for an
    /// anonymous function.
    public var function: String
    /// The file.
    public var file: String
    /// The line being executed in that frame.
    public var line: Int
    /// The column.
    public var column: Int

    /// Creates a frame.
    public init(function: String, file: String, line: Int, column: Int) {
        self.function = function
        self.file = file
        self.line = line
        self.column = column
    }

    /// `name at file:line:col`.
    public var description: String { "\(function) at \(file):\(line):\(column)" }
}

/// A run that failed: a nil unwrap, an index out of range, a limit exceeded, a failing
/// action. Carries the script's stack, innermost frame first.
public struct RuntimeFailure: Hashable, Sendable {
    /// A stable name of the kind of failure, for tools: `nilUnwrap`, `indexOutOfRange`,
    /// `overflow`, `divisionByZero`, `instructionLimit`, `callDepthLimit`, `memoryLimit`,
    /// `typeMismatch`, `unknownMember`, ... (see docs/language.md).
    public var kind: String
    /// What happened, in words.
    public var message: String
    /// The script frames, innermost first. Never a frame of the host's own code.
    public var frames: [StackFrame]
    /// The source line of the innermost frame.
    public var sourceLine: String?

    /// Creates a failure.
    public init(kind: String, message: String, frames: [StackFrame], sourceLine: String? = nil) {
        self.kind = kind
        self.message = message
        self.frames = frames
        self.sourceLine = sourceLine
    }
}
