/// A struct, class or enum the script declares, as the interpreter needs it at run time:
/// its stored properties' slots and types, its methods by selector, its enum cases, the
/// protocols it conforms to.
///
/// The compiler makes one per declared type and fills it in; it does not change once the
/// program runs. Instances point at it (`Instance.type`).
public final class TypeInfo {
    /// What kind of type.
    public enum Kind {
        case `struct`, `class`, `enum`
    }

    /// One stored property.
    struct Field {
        let name: String
        /// The declared type, checked (and converted: an Int literal to a Double) on every store.
        var type: TypeDescriptor
        let isVariable: Bool
        /// `willSet` and `didSet`, as function indexes.
        var willSet: Int?
        var didSet: Int?
        /// A subclass's `override var value: Int { didSet { ... } }` adds observers to an
        /// inherited property: its superclasses' `willSet`s run after `willSet`, their
        /// `didSet`s before `didSet` (the subclass's observers wrap the superclass's setter).
        var inheritedWillSets: [Int] = []
        var inheritedDidSets: [Int] = []
    }

    /// One enum case.
    struct Case {
        let name: String
        /// The associated values' labels; nil when the case has none.
        let labels: [String?]?
        /// The raw value (`case north = "N"`, or the implicit one).
        var rawValue: Value?
        /// The associated values' declared types (for printing `Optional(...)` among them).
        var payloadTypes: [TypeDescriptor] = []
    }

    /// The name Swift prints for values of the type: the last component of a nested
    /// type's name.
    public let name: String
    /// `Outer.Inner`.
    public let qualifiedName: String
    public let kind: Kind
    /// Its index in the program's type table.
    let index: Int
    /// The module name class instances print with (`main.Counter`).
    let moduleName: String
    var superclass: TypeInfo?
    /// Stored properties in slot order: a subclass's come after its superclass's.
    var fields: [Field] = [] {
        didSet {
            fieldIsPlain = fields.map { $0.willSet == nil && $0.didSet == nil }
            fieldChecks = fields.map { FieldCheck($0.type) }
        }
    }
    var fieldIndex: [String: Int] = [:]
    /// Per field: whether nothing observes it (a store needs no observer call).
    private(set) var fieldIsPlain: [Bool] = []
    /// Per field: the check a store makes, in the form the dispatch loop tests quickly.
    private(set) var fieldChecks: [FieldCheck] = []
    /// Instance methods (and a class's inherited ones), by selector: `name(label:_:)`.
    var methods: [String: Int] = [:]
    /// Computed properties' getters and setters, by name.
    var getters: [String: Int] = [:]
    var setters: [String: Int] = [:]
    /// Protocols it conforms to, declared or inherited, with those Swift synthesizes.
    var conformances: Set<String> = []
    var cases: [Case] = []
    var caseIndex: [String: Int] = [:]
    /// The values of the cases without associated values, made once.
    var caseValues: [Value?] = []
    /// A user-declared `static func ==`, `<` and `hash(into:)`, as function indexes.
    var equalsFunction: Int?
    var lessFunction: Int?
    /// The type's `static func` binary operators (`+`, `*`...) by name: what `+` runs on its
    /// values where the compiler could not see their type (`reduce(zero, +)`).
    var binaryOperators: [String: Int] = [:]
    /// The getter of `description` when the type conforms to `CustomStringConvertible`.
    var descriptionGetter: Int?
    /// A generic struct's or class's parameters (`Stack<Element>`), by name.
    var genericParameterNames: [String] = []
    /// Where each stored property holds values of the generic parameters (nil where it
    /// holds none): what the printed name's arguments are read from (see `printedName`).
    var fieldGenericShapes: [GenericShape?] = []

    /// Where values of a generic parameter are in a property of a type written with it:
    /// `T`, `[T]`, `T?`, `[K: V]`.
    indirect enum GenericShape {
        case parameter(Int)
        case array(GenericShape)
        case optional(GenericShape)
        case dictionary(key: GenericShape?, value: GenericShape?)
    }

    /// The type's name as Swift prints it for this instance (`Stack<Int>`;
    /// `main.Stack<Swift.Int>` qualified). Generic parameters are erased at run time: each
    /// argument is the type of a value the instance holds of it, and without one for each
    /// parameter (an empty stack) the name is printed without arguments.
    func printedName(of instance: Instance, qualified: Bool) -> String {
        let base = qualified ? moduleName + "." + qualifiedName : name
        guard !genericParameterNames.isEmpty else { return base }
        let found = genericArgumentValues(of: instance)
        let arguments = found.compactMap { $0 }
        guard arguments.count == found.count else { return base }
        return base + "<" + arguments.map { Value.typeNameForPrinting($0, qualified: qualified) }.joined(separator: ", ") + ">"
    }

    /// For each generic parameter, a value the instance holds of it (nil where it holds
    /// none): what the parameters stand for in this instance, erased otherwise.
    func genericArgumentValues(of instance: Instance) -> [Value?] {
        var found = [Value?](repeating: nil, count: genericParameterNames.count)
        func visit(_ value: Value, _ shape: GenericShape) {
            switch (shape, value) {
            case (_, .null): return
            case (.parameter(let index), _): if found[index] == nil { found[index] = value }
            case (.optional(let wrapped), _): visit(value, wrapped)
            case (.array(let element), .array(let elements)): if let first = elements.first { visit(first, element) }
            case (.dictionary(let key, let element), .dictionary(let storage)):
                if let key, let first = storage.keys.first { visit(first, key) }
                if let element, let first = storage.values.first { visit(first, element) }
            default: return
            }
        }
        for (index, shape) in fieldGenericShapes.enumerated() where index < instance.count {
            if let shape { visit(instance[index], shape) }
        }
        return found
    }
    /// The getter a value of the type prints with nested in another value (`[value]`,
    /// `Optional(value)`): `debugDescription`, else `description`, as Swift's `debugPrint`.
    var debugDescriptionGetter: Int?
    /// What each property holds (stored and computed), as its declaration or initial value
    /// says: how the host reads a value of it back from JSON (see `StateCoding`).
    var propertyShapes: [String: ValueShape] = [:]
    /// The file and position of the type's declaration.
    public internal(set) var declaration: (file: String, location: SourceLocation)?

    /// How a store into a field (or a `checkType`) is checked, for the cases the dispatch
    /// loop decides itself.
    enum FieldCheck {
        case any, int, double, string, bool
        /// A declared type's instances, the type as an opaque `TypeInfo` pointer: a value of
        /// exactly that type passes (a subclass's instance goes to the slow path, which
        /// admits it too).
        case instance(UnsafeRawPointer)
        /// Another type: the slow path checks it.
        case other

        init(_ type: TypeDescriptor) {
            switch type {
            case .any: self = .any
            case .int: self = .int
            case .double: self = .double
            case .string: self = .string
            case .bool: self = .bool
            case .instance(let info): self = .instance(UnsafeRawPointer(Unmanaged.passUnretained(info).toOpaque()))
            default: self = .other
            }
        }

        /// The value as stored in such a field, or nil when the slow path must decide.
        @inline(__always)
        func admit(_ value: Value) -> Value? {
            switch (self, value) {
            case (.any, _), (.int, .int), (.double, .double), (.string, .string), (.bool, .bool): return value
            case (.double, .int(let number)): return .double(Double(number))
            case (.instance(let type), .instance(let instance)):
                return instance.typePointer == type ? value : nil
            default: return nil
            }
        }

        /// Whether the value passes as it is (nothing to convert); false when the slow path
        /// must decide.
        @inline(__always)
        func admitsUnchanged(_ value: UnsafeMutablePointer<Value>) -> Bool {
            switch self {
            case .any: return true
            case .int: if case .int = value.pointee { return true }
            case .double: if case .double = value.pointee { return true }
            case .string: if case .string = value.pointee { return true }
            case .bool: if case .bool = value.pointee { return true }
            case .instance(let type):
                if case .instance(let instance) = value.pointee {
                    return instance.typePointer == type
                }
            case .other: return false
            }
            return false
        }
    }

    init(name: String, qualifiedName: String, kind: Kind, index: Int, moduleName: String) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.index = index
        self.moduleName = moduleName
    }

    var isClass: Bool { kind == .class }
    var isEnum: Bool { kind == .enum }

    /// Whether it is `other` or a subclass of it.
    func isSubtype(of other: TypeInfo) -> Bool {
        var current: TypeInfo? = self
        while let type = current {
            if type === other { return true }
            current = type.superclass
        }
        return false
    }

    /// Whether it conforms to the protocol (or is, or inherits from, the class) named `name`.
    func conforms(to name: String) -> Bool {
        if conformances.contains(name) { return true }
        var current: TypeInfo? = self
        while let type = current {
            if type.qualifiedName == name || type.name == name { return true }
            current = type.superclass
        }
        return false
    }

    /// The value of a case without associated values.
    func caseValue(_ index: Int) -> Value {
        if let value = caseValues[index] { return value }
        let value = Value.instance(Instance.make(self, tag: index, count: 0))
        caseValues[index] = value
        return value
    }

    /// The method a selector names, looked up the superclass chain.
    func method(_ selector: String) -> Int? {
        var current: TypeInfo? = self
        while let type = current {
            if let index = type.methods[selector] { return index }
            current = type.superclass
        }
        return nil
    }

    /// A computed property's getter, looked up the superclass chain.
    func getter(_ name: String) -> Int? {
        var current: TypeInfo? = self
        while let type = current {
            if let index = type.getters[name] { return index }
            current = type.superclass
        }
        return nil
    }

    func setter(_ name: String) -> Int? {
        var current: TypeInfo? = self
        while let type = current {
            if let index = type.setters[name] { return index }
            current = type.superclass
        }
        return nil
    }
}

extension TypeInfo {
    /// The enum value a symbolic `.name` or `.name(values)` stands for, when the type has
    /// such a case (with as many associated values).
    func enumValue(from symbol: SymbolicValue) -> Value? {
        guard isEnum, symbol.isImplicit, symbol.segments.count == 1, let index = caseIndex[symbol.segments[0].name] else { return nil }
        let arguments = symbol.segments[0].arguments
        switch (cases[index].labels, arguments) {
        case (nil, nil):
            return caseValue(index)
        case (let labels?, let arguments?) where labels.count == arguments.count:
            return .instance(Instance.make(self, tag: index, fields: arguments.map(\.value)))
        default:
            return nil
        }
    }
}

extension Value {
    /// The standard protocols each standard type conforms to.
    static let standardConformances: [String: Set<String>] = [
        "Int": ["Equatable", "Hashable", "Comparable", "Numeric", "AdditiveArithmetic", "Strideable", "CustomStringConvertible", "Codable",
                "Encodable", "Decodable", "Sendable", "BinaryInteger", "SignedNumeric", "SignedInteger", "FixedWidthInteger"],
        "Double": ["Equatable", "Hashable", "Comparable", "Numeric", "AdditiveArithmetic", "Strideable", "CustomStringConvertible", "Codable",
                   "Encodable", "Decodable", "Sendable", "FloatingPoint", "BinaryFloatingPoint", "SignedNumeric"],
        "String": ["Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Codable", "Encodable", "Decodable", "Sendable",
                   "StringProtocol", "Sequence", "Collection", "TextOutputStream"],
        "Bool": ["Equatable", "Hashable", "CustomStringConvertible", "Codable", "Encodable", "Decodable", "Sendable"],
        "Array": ["Equatable", "Hashable", "Sequence", "Collection", "RandomAccessCollection", "BidirectionalCollection", "Codable",
                  "Encodable", "Decodable", "Sendable", "CustomStringConvertible", "MutableCollection", "RangeReplaceableCollection"],
        "Dictionary": ["Equatable", "Hashable", "Sequence", "Collection", "Codable", "Encodable", "Decodable", "Sendable", "CustomStringConvertible"],
        "Range": ["Equatable", "Hashable", "Sequence", "Collection", "RandomAccessCollection", "BidirectionalCollection", "Sendable"],
        "Tuple": [],
    ]

    /// The name under which a standard value's conformances are looked up.
    var standardTypeName: String? {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .range: return "Range"
        case .set: return "Set"
        default: return nil
        }
    }

    /// Whether the value's type conforms to the protocol `name` (Swift's, or the program's).
    func conforms(to name: String, extendedStandardTypes: Set<String> = []) -> Bool {
        switch self {
        case .instance(let instance):
            return instance.type.conforms(to: name)
        case .capture(let box):
            return box.value.conforms(to: name, extendedStandardTypes: extendedStandardTypes)
        case .host:
            return name == "View" || name == "AnyObject"
        case .closure, .native, .null:
            return false
        default:
            guard let typeName = standardTypeName else { return false }
            return Value.standardConformances[typeName]?.contains(name) == true || extendedStandardTypes.contains(typeName)
        }
    }
}
