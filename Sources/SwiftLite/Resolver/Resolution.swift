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
    /// A declared type used as a value: `Point(x: 1, y: 2)`, `Shape.circle`, `Self`.
    case type(DeclaredType)
    /// A member of `self` written without `self.`: a property or method of the type whose
    /// method (or initializer, or accessor) is running.
    case selfMember(selfDeclaration: Int, name: String)
    /// A static member of the enclosing type written without the type's name (in a static
    /// method, or a static property's initial value).
    case staticMember(DeclaredType, name: String)
    /// `Self` in an instance member of a protocol's extension: the type of the value
    /// `self` is, which only the running program knows (`Self.kind`).
    case selfType(selfDeclaration: Int)
}

/// How a statically known call's arguments map to the callee's parameters.
struct CallPlan {
    enum Target {
        case function(FunctionDecl)
        case native(NativeFunction, signature: Int)
        /// `Point(x: 1, y: 2)`: a new instance of the type, made by the initializer.
        case initializer(FunctionDecl, DeclaredType)
        /// `Shape.circle(radius: 2)`: an enum case with its associated values.
        case enumCase(DeclaredType, caseIndex: Int)
    }

    let target: Target
    /// For each parameter, the index of the argument that fills it, or nil when the
    /// parameter's default (or absence, for a native's optional parameter) applies.
    let argumentForParameter: [Int?]
    /// A variadic parameter's arguments after its first, by parameter.
    var variadicExtras: [Int: [Int]] = [:]
    /// `self.init(...)` or `super.init(...)`: the initializer runs on the `self` being made.
    var isDelegation = false
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
    /// The program's structs, classes, enums and extended standard types; their index is
    /// their number in the type table.
    var types: [DeclaredType] = []
    var typesByName: [String: DeclaredType] = [:]
    var protocols: [String: DeclaredProtocol] = [:]
    /// The declaration of `self` in each method, initializer and accessor, by the
    /// function's declaration id.
    var selfDeclarations: [Int: Int] = [:]
    /// The type each member function belongs to, by the function's declaration id.
    var functionOwners: [Int: DeclaredType] = [:]
    /// Default implementations from protocol extensions (their `self` is any conforming value).
    var protocolMemberFunctions: Set<Int> = []
    /// Static stored properties: each has a global slot, by the property's id.
    var staticPropertySlots: [Int: Int] = [:]
    /// The `#Preview` blocks, in order.
    var previews: [PreviewDecl] = []
    /// Calls that several overloads match by their labels, told apart by the arguments'
    /// types; by the call's id.
    var overloads: [Int: [CallPlan]] = [:]
    /// Generic parameters used as values (`U.allCases`), by expression: the compiler finds
    /// the type a call gave them where the program runs.
    var genericParameterValues: [Int: String] = [:]
    /// Changes through a member of a constant (`p.x = 1` with `let p`): an error unless a
    /// class's property is changed along the way, which the compiler decides. By the
    /// changed expression's id: the message and its notes.
    var deferredMutabilityChecks: [Int: (message: String, notes: [String], location: SourceLocation)] = [:]
}
