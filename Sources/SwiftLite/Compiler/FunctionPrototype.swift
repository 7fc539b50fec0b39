/// A compiled function, closure or file's top-level code.
final class FunctionPrototype {
    /// The name in stack traces: the function's name, `closure`, or `top level`.
    let name: String
    /// Whether it is a named `func` (whose views are annotated with its name).
    let isNamedFunction: Bool
    /// The file it came from (index into the program's files).
    let fileIndex: Int
    /// Where it starts.
    let location: SourceLocation
    /// The number of parameters (they arrive in registers 0 ..< parameterCount).
    var parameterCount: Int
    /// The instructions.
    var code: [Instruction] = []
    /// The source position of each instruction, for errors and traces.
    var locations: [SourceLocation] = []
    /// Constants.
    var constants: [Value] = []
    /// How many registers a frame needs.
    var registerCount = 0
    /// How many instructions at its start check the parameters' types: a call whose
    /// arguments are known to pass them enters after them (`callFunctionUnchecked`).
    var parameterCheckLength = 0
    /// Closures created inside it.
    var children: [FunctionPrototype] = []
    /// What it captures when created (for closures).
    var captureSources: [CaptureSource] = []
    /// Whether its body is a view builder.
    var isViewBuilder = false
    /// Whether it is a function declared to return an Int, a Double or a Bool (which it
    /// checks on return).
    var resultIsScalar = false
    /// The capture slots of constants known to hold an Int, a Double or a Bool.
    var scalarCaptures: Set<Int32> = []
    /// Whether its frames only ever hold Ints, Doubles, Bools and nil (`ScalarFrames`).
    var holdsOnlyScalars = false
    /// The parameters written back to the caller (see `FunctionCode.writtenBackParameters`).
    var writtenBackParameters: UInt64 = 0
    /// Closure bodies compiled in place (see `Compiler.compileInlined`): an error inside
    /// one is traced as from the closure, called where it was written.
    var inlinedClosures: [InlinedClosure] = []
    /// What an error during an in-place mutation must put back, innermost first.
    var restorations: [Restoration] = []
    /// What the interpreter's loop reads on calls and returns, filled in by `seal()`.
    /// Closures and frames keep the pointer, which stays put for the prototype's life.
    let executable: UnsafeMutablePointer<FunctionCode>

    init(name: String, isNamedFunction: Bool, fileIndex: Int, location: SourceLocation, parameterCount: Int) {
        self.name = name
        self.isNamedFunction = isNamedFunction
        self.fileIndex = fileIndex
        self.location = location
        self.parameterCount = parameterCount
        executable = .allocate(capacity: 1)
        executable.initialize(to: FunctionCode(prototype: self))
    }

    /// Copies the code and constants to fixed memory, for this prototype and every
    /// closure inside it. Called once compilation is complete.
    func seal() {
        let instructions = UnsafeMutablePointer<Instruction>.allocate(capacity: max(1, code.count))
        instructions.initialize(from: code, count: code.count)
        let constantValues = UnsafeMutablePointer<Value>.allocate(capacity: max(1, constants.count))
        constantValues.initialize(from: constants, count: constants.count)
        executable.pointee = FunctionCode(
            prototype: self, instructions: instructions, constants: constantValues, registerCount: registerCount, parameterCount: parameterCount,
            callCost: max(1, code.count), isNamedFunction: isNamedFunction, parameterCheckLength: parameterCheckLength,
            holdsOnlyScalars: holdsOnlyScalars && writtenBackParameters == 0,
            takesOneCheckedInt: parameterCount == 1 && parameterCheckLength == 1 && code.first?.opcode == .checkInt && code.first?.a == 0,
            writtenBackParameters: writtenBackParameters)
        for child in children { child.seal() }
    }

    deinit {
        let sealed = executable.pointee
        sealed.instructions?.deallocate()
        if let constantValues = sealed.constants {
            constantValues.deinitialize(count: constants.count)
            constantValues.deallocate()
        }
        executable.deallocate()
    }
}

/// A closure's body compiled into the function that calls it.
struct InlinedClosure {
    /// Its instructions in the function.
    var instructions: Range<Int>
    /// Where the closure is called: the call of `map` or `filter`.
    var callSite: SourceLocation
}
