/// What the interpreter's loop reads of a function on every call and return, as plain
/// data behind a fixed pointer (`FunctionPrototype.executable`).
///
/// Reading a class's properties through an unowned reference costs a retain and a
/// release; reading this costs a load. fib(30) makes 1.3 million calls, each of which
/// used to pay two such pairs.
struct FunctionCode {
    /// The prototype, for what is not needed on every call (names, locations, traces).
    unowned(unsafe) let prototype: FunctionPrototype
    /// The instructions (nil until the prototype is sealed).
    var instructions: UnsafeMutablePointer<Instruction>?
    /// The constants (nil until the prototype is sealed).
    var constants: UnsafeMutablePointer<Value>?
    /// How many registers a frame needs.
    var registerCount = 0
    /// The number of parameters.
    var parameterCount = 0
    /// What a call of it charges to the instruction budget: its length, an upper bound of
    /// the instructions one pass through it executes (its loops charge on their own).
    var callCost = 1
    /// Whether it is a named `func` (whose views are annotated with its name).
    var isNamedFunction = false
    /// Where a call whose arguments need no checks enters (`FunctionPrototype.parameterCheckLength`).
    var parameterCheckLength = 0
    /// Whether its frames hold nothing to release when left (`ScalarFrames`).
    var holdsOnlyScalars = false
    /// Whether it takes one parameter checked to be an Int and nothing else: a call
    /// passing an Int can enter after the check (`callLocal`).
    var takesOneCheckedInt = false
    /// The registers (bit per register, up to 64) left in place when it returns: its
    /// `inout` parameters and a mutating method's `self`, which the caller reads back.
    var writtenBackParameters: UInt64 = 0
}
