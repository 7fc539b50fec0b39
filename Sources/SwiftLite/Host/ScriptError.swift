/// A runtime error: what went wrong and the script's stack when it did.
///
/// Natives (the standard library and the host's functions) throw it without frames; the
/// interpreter adds the script frames as the error leaves each of its run loops, so the
/// trace holds only script functions, innermost first, never a frame of host code.
public struct ScriptError: Error, Sendable {
    /// What kind of failure it is, with a stable name for tools.
    public enum Kind: String, Sendable, CaseIterable {
        case nilUnwrap, indexOutOfRange, keyNotFound, overflow, divisionByZero
        case unknownMember, wrongArguments, notCallable, typeMismatch, castFailed
        case uninitializedVariable, invalidArgument, fatalError
        case instructionLimit, callDepthLimit, memoryLimit
        case replayDiverged
        /// An error raised by the host (for example a malformed state path).
        case host
    }

    /// The kind.
    public var kind: Kind
    /// What happened, in words.
    public var message: String
    /// The script frames, innermost first.
    public internal(set) var frames: [StackFrame] = []
    /// The text of the innermost frame's line.
    public internal(set) var sourceLine: String?

    /// Creates an error to throw from a native function.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// One script function in a stack trace.
public struct StackFrame: Hashable, Sendable, CustomStringConvertible {
    /// The function's name: a function's name, `closure`, or `top level`.
    public var function: String
    /// The file's name.
    public var file: String
    /// The position being executed in that frame.
    public var location: SourceLocation

    /// `name at file:line:col`.
    public var description: String { "\(function) at \(file):\(location.line):\(location.column)" }
}
