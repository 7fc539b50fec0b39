/// Everything a script can name besides its own declarations: the standard library and
/// what the host registers (functions such as `Text` and `VStack`, objects such as
/// `state`, symbolic type names such as `Color`, host types such as `Node`).
///
/// The compiler reads it to resolve names and check argument labels before the script
/// runs; the interpreter reads it to call natives.
public final class HostEnvironment {
    private(set) var functions: [String: NativeFunction] = [:]
    private(set) var globals: [String: Value] = [:]
    private(set) var symbolicRoots: Set<String> = []
    private(set) var hostTypes: [String: (Value) -> Bool] = [:]
    private(set) var viewBuilderMethods: Set<String> = []
    /// Static members of built-in types: constants (`Int.max`) and computed ones (`Date.now`).
    private(set) var staticMembers: [String: StaticMember] = [:]
    /// Protocols whose conforming script types hand the methods they lack to the host
    /// (see `defineForwarding`).
    private(set) var forwardings: [String: Forwarding] = [:]
    /// Symbolic roots whose values are views (see `defineSymbolicView`).
    var symbolicViews: [String: SymbolicView] = [:]

    /// A static member of a built-in type.
    enum StaticMember {
        case constant(Value)
        case function(NativeFunction)
        /// A property computed on each access (`Date.now`).
        case computed(NativeFunction)
    }

    /// The module the program's types belong to: a class instance prints as `main.Counter`,
    /// and a struct or enum nested in another value as `main.Point(x: 1, y: 2)`, as for a
    /// Swift program compiled from one file (docs/language.md). The conformance suite names
    /// it `Conformance`, as it compiles with `swiftc -module-name Conformance`.
    public var moduleName = "main"

    /// An environment with the standard library and nothing else.
    public init() {
        StandardLibrary.install(in: self)
    }

    /// Makes `function` callable by its name.
    public func define(_ function: NativeFunction) {
        functions[function.name] = function
    }

    /// The function defined under `name`, if any (to extend one with more signatures).
    public func function(named name: String) -> NativeFunction? {
        functions[name]
    }

    /// Makes a value (usually a host object) available under `name`.
    public func define(global name: String, _ value: Value) {
        globals[name] = value
    }

    /// Names whose members and calls stay symbolic values (`Color.red`, `Font.title`,
    /// `Gradient.Stop(color: .red)`).
    public func defineSymbolicRoots<Names: Sequence>(_ names: Names) where Names.Element == String {
        symbolicRoots.formUnion(names)
    }

    /// A host type usable in annotations and casts (`Node`, `as? Node`).
    public func defineType(_ name: String, matching predicate: @escaping (Value) -> Bool) {
        hostTypes[name] = predicate
    }

    /// Method names whose closure arguments are view builders (`background`, `overlay`,
    /// `toolbar`): `Text("x").background { Circle() }`.
    public func defineViewBuilderMethods<Names: Sequence>(_ names: Names) where Names.Element == String {
        viewBuilderMethods.formUnion(names)
    }

    /// Makes values of the script's types that conform to `protocolName` answer the methods
    /// they do not declare through the host: `convert` turns such a value into a host value
    /// (a view node), which the call then goes to. `TodoRow(todo: t).padding(8)` is a
    /// `padding` the script's `TodoRow` does not have, as SwiftUI's `View` gives it.
    public func defineForwarding(protocol protocolName: String, _ convert: @escaping Forwarding) {
        forwardings[protocolName] = convert
    }

    func defineStatic(_ qualifiedName: String, _ member: StaticMember) {
        staticMembers[qualifiedName] = member
    }

    /// A constant of a host type, read as `Type.name` or, where the type is expected, as
    /// `.name` (`CGPoint.zero`, `var origin: CGPoint = .zero`). The type is a function the
    /// host defines (its initializer) or a type it defines.
    public func defineConstant(_ qualifiedName: String, _ value: Value) {
        staticMembers[qualifiedName] = .constant(value)
    }

    /// The built-in type names a script can use as values (`Int("4")`, `Int.max`).
    static let builtinTypeNames: Set<String> = [
        "Int", "Double", "String", "Bool", "Character", "Array", "Dictionary", "Date", "UUID", "Float", "CGFloat", "Set", "Optional", "URL", "Locale",
    ]

    /// Every name visible at the top of a program, for "did you mean" suggestions.
    var allNames: [String] {
        Array(functions.keys) + Array(globals.keys) + Array(symbolicRoots) + Array(hostTypes.keys) + Array(HostEnvironment.builtinTypeNames)
    }
}
