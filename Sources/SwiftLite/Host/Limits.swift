/// What one run of a script (its top-level code and `body()`, or one action) may use.
/// Exceeding a limit is a runtime error with a stack trace, never a hang or a crash.
public struct Limits: Hashable, Sendable {
    /// The most instructions one run may execute.
    public var instructions: Int
    /// The deepest stack of script function calls.
    public var callDepth: Int
    /// The most memory script values may hold, in bytes, counted approximately (the
    /// growth of the process's heap during the run, checked periodically and before any
    /// single large allocation).
    public var memoryBytes: Int

    /// Creates limits.
    public init(instructions: Int = 10_000_000, callDepth: Int = 512, memoryBytes: Int = 256 << 20) {
        self.instructions = instructions
        self.callDepth = callDepth
        self.memoryBytes = memoryBytes
    }

    /// The defaults of the specification: 10,000,000 instructions, a depth of 512, 256 MB.
    public static let standard = Limits()
}
