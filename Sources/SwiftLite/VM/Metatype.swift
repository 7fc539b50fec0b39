/// A type used as a value: `Int.self`, `type(of: shape)`, a generic parameter `U` in its
/// function. It prints as the type's name, is equal to another of the same type (so
/// `type(of: x) == Int.self` tests a dynamic type), and reaches the static members the
/// program's types have at run time (`U.allCases`).
final class Metatype: HostObject {
    /// The type's name as `print` shows it: `Int`, `Circle`, `Array<Int>`.
    let name: String
    /// The program's type, nil for a standard one.
    let type: TypeInfo?

    init(name: String, type: TypeInfo?) {
        self.name = name
        self.type = type
    }

    /// The metatype of a value's dynamic type (`type(of:)`).
    convenience init(of value: Value) {
        var type: TypeInfo?
        if case .instance(let instance) = value { type = instance.type }
        self.init(name: Value.typeNameForPrinting(value), type: type)
    }

    override var typeName: String { name + ".Type" }

    override var scriptDescription: String { name }

    override var hashKey: String? { name }

    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? Metatype else { return false }
        if let type, let otherType = other.type { return type === otherType }
        return other.type == nil && type == nil && other.name == name
    }

    /// `T.allCases` of an enum without associated values, a standard type's constants
    /// (`T.max` of `Int`), and a static property of the program's type (`Self.kind` in a
    /// protocol's extension), stored or computed.
    override func member(_ member: String, interpreter: Interpreter) throws(ScriptError) -> Value {
        if member == "allCases", let type, type.isEnum, type.cases.allSatisfy({ $0.labels == nil }) {
            return .array(type.cases.indices.map(type.caseValue))
        }
        if type == nil, case .constant(let value)? = interpreter.program.environment.staticMembers["\(name).\(member)"] { return value }
        if let type {
            let qualified = type.qualifiedName + "." + member
            if let site = interpreter.program.staticPropertySiteByName[qualified] {
                return try interpreter.staticProperty(site)
            }
            if let getter = staticFunction(named: qualified + ".getter", parameterCount: 0, in: interpreter) {
                return try interpreter.invoke(prototype: getter, closure: nil, arguments: [])
            }
            if let getter = protocolStaticFunction(named: qualified + ".getter", parameterCount: 0, in: interpreter) {
                return try interpreter.invoke(prototype: getter, closure: nil, arguments: [.host(self)])
            }
        }
        return try super.member(member, interpreter: interpreter)
    }

    /// A static method of the program's type (`Self.make()` in a protocol's extension).
    override func callMethod(_ name: String, labels: [String?], arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
        if name == "init", let type { return try makeInstance(of: type, labels: labels, arguments: arguments, interpreter: interpreter) }
        if let type, let method = staticFunction(named: type.qualifiedName + "." + name, parameterCount: arguments.count, in: interpreter) {
            return try interpreter.invoke(prototype: method, closure: nil, arguments: arguments)
        }
        if let type, let method = protocolStaticFunction(named: type.qualifiedName + "." + name, parameterCount: arguments.count, in: interpreter) {
            return try interpreter.invoke(prototype: method, closure: nil, arguments: [.host(self)] + arguments)
        }
        return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
    }

    /// `Self(name: "a")`, `t.init()`: the type's initializer with exactly these labels,
    /// run on a new instance of the type (nil for an enum's, which assigns `self`).
    private func makeInstance(of type: TypeInfo, labels: [String?], arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
        let initializers = interpreter.program.metatypeInitializers[type.qualifiedName] ?? []
        guard let initializer = initializers.first(where: { $0.labels == labels }) else {
            if type.isEnum, labels == ["rawValue"], let raw = arguments.first {
                // `Self(rawValue: s)` of an enum with raw values: its case with that one, or nil.
                let index = type.cases.firstIndex { $0.rawValue.map { Operations.equal($0, raw) } == true }
                return index.map(type.caseValue) ?? .null
            }
            let written = labels.map { ($0 ?? "_") + ":" }.joined()
            throw ScriptError(.unknownMember, "type '\(name)' has no initializer 'init(\(written))'")
        }
        let instance: Value = initializer.makesInstance ? .instance(Instance.make(type, count: type.fields.count)) : .null
        return try interpreter.invoke(prototype: initializer.prototype, closure: nil, arguments: [instance] + arguments)
    }

    /// A static member the type takes from a protocol's extension (`Dog.describe`), which
    /// takes the type as its `self` before the `parameterCount` others.
    private func protocolStaticFunction(named qualified: String, parameterCount: Int, in interpreter: Interpreter) -> FunctionPrototype? {
        interpreter.program.protocolStaticFunctions[qualified]?.first { $0.parameterCount == parameterCount + 1 }
    }

    /// The compiled function of that name and parameter count (a static one takes no `self`).
    private func staticFunction(named qualified: String, parameterCount: Int, in interpreter: Interpreter) -> FunctionPrototype? {
        interpreter.program.functionPrototypesByName[qualified]?.first { $0.parameterCount == parameterCount }
    }
}

extension Value {
    /// The type's name when this is a type used as a value (`Book.self`, `type(of: x)`):
    /// how the host reads a type argument (`.navigationDestination(for: Book.self)`).
    public var metatypeName: String? {
        if case .host(let type as Metatype) = self { return type.name }
        return nil
    }
}
