/// What a name in the program refers to, decided before the program runs.
enum Binding {
    /// A local variable, parameter or local function of this or an enclosing function.
    case local(declaration: Int)
    /// A top-level variable.
    case global(slot: Int)
    /// A top-level function (all overloads with that base name).
    case function([FunctionDecl])
    /// A native function: the standard library's or the host's.
    case native(NativeFunction)
    /// A value the host defined (`state`, `actions`).
    case hostGlobal(String)
    /// A built-in type used as a value (`Int("4")`, `Int.max`).
    case builtinType(String)
    /// A name whose members stay symbolic (`Color.red`).
    case symbolicRoot(String)
}

/// How a statically known call's arguments map to the callee's parameters.
struct CallPlan {
    enum Target {
        case function(FunctionDecl)
        case native(NativeFunction, signature: Int)
    }

    let target: Target
    /// For each parameter, the index of the argument that fills it, or nil when the
    /// parameter's default (or absence, for a native's optional parameter) applies.
    let argumentForParameter: [Int?]
}

/// The resolver's decisions, read by the compiler.
struct Resolution {
    /// What each identifier expression (by id) refers to.
    var bindings: [Int: Binding] = [:]
    /// Declarations captured by a closure that can change after the capture (variables,
    /// local functions, `let`s assigned later): they live in boxes shared by the function
    /// and its closures. Constants are captured by value.
    var boxedDeclarations: Set<Int> = []
    /// Local declarations that never change once made: parameters, loop variables and
    /// `let`s with a value.
    var constantDeclarations: Set<Int> = []
    /// Top-level variables: declaration id → global slot.
    var globalSlots: [Int: Int] = [:]
    /// Global slot → name, for errors.
    var globalNames: [String] = []
    /// Top-level functions, in declaration order; their index is their function number.
    var functions: [FunctionDecl] = []
    /// Statically resolved calls, by the call expression's id.
    var callPlans: [Int: CallPlan] = [:]
}
