import SwiftLite
import ViewTree

// SwiftLite reports problems in its own terms (it knows nothing of the IR); everything
// that leaves a session (the CLI, the daemon, the store) uses the IR's forms.

extension ViewTree.Diagnostic {
    /// A compile-time diagnostic of a script, in the IR's form.
    public init(_ diagnostic: SwiftLite.Diagnostic) {
        self.init(
            severity: diagnostic.severity == .error ? .error : .warning, message: diagnostic.message, file: diagnostic.file,
            line: Int(diagnostic.location.line), column: Int(diagnostic.location.column), sourceLine: diagnostic.sourceLine,
            notes: diagnostic.notes)
    }
}

extension RuntimeFailure {
    /// A runtime error of a script, with its trace, in the IR's form.
    public init(_ error: ScriptError) {
        self.init(
            kind: error.kind.rawValue, message: error.message,
            frames: error.frames.map {
                ViewTree.StackFrame(function: $0.function, file: $0.file, line: Int($0.location.line), column: Int($0.location.column))
            },
            sourceLine: error.sourceLine)
    }
}
