/// Receives the events of a view-builder closure as it runs, so the host can collect
/// the views it yields and attribute state reads to the right view.
///
/// SwiftLite knows nothing of views: it only compiles closures passed to view-builder
/// parameters so that each statement is bracketed and each expression statement's value
/// is yielded. The host decides what a view is.
public protocol ViewBuilderDelegate: AnyObject {
    /// A builder closure starts.
    func builderWillBegin()
    /// A statement of the builder closure starts. `depth` is how deeply it nests in the
    /// builder's blocks (1 for the closure's own statements): a `break` may skip the end
    /// of a statement, so the host trims its bookkeeping to the depth it is told.
    func builderStatementWillBegin(depth: Int)
    /// The statement at `depth` ended. `isConditional`: it is an `if` or a `switch`, which
    /// holds one place among the views whether or not it yielded one.
    func builderStatementDidEnd(depth: Int, isConditional: Bool)
    /// An expression statement produced `value` (a view, or something the host ignores).
    func builderYield(_ value: Value, interpreter: Interpreter) throws(ScriptError)
    /// The builder closure ended; the result is what the closure returns.
    func builderDidEnd() -> Value
}
