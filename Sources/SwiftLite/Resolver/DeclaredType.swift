/// A struct, class or enum of the program as the resolver and compiler see it: its
/// declaration and extensions gathered, its members by name, its superclass and
/// protocols. The interpreter's `TypeInfo` is made from it.
///
/// The standard types a script extends (`extension Int`, `extension Array`) are
/// declared types too, of kind `.builtin`: they hold the members the extensions add.
final class DeclaredType {
    enum Kind: Equatable {
        case `struct`, `class`, `enum`
        /// A standard type (`Int`, `String`, `Array`...) that extensions add members to.
        case builtin
    }

    let name: String
    let qualifiedName: String
    let kind: Kind
    /// The `struct`/`class`/`enum` declaration; nil for a builtin.
    let declaration: TypeDecl?
    var extensions: [TypeDecl] = []
    weak var parent: DeclaredType?
    /// Types declared inside it, by name.
    var nestedTypes: [String: DeclaredType] = [:]
    var typeAliases: [String: TypeExpr] = [:]
    /// Generic parameters of the declaration (`Element` of `Stack<Element>`).
    var genericParameters: [GenericParameter] = []
    var superclass: DeclaredType?
    /// The protocols it declares conformance to (directly or in extensions), by name.
    var protocols: [String] = []
    /// An enum's raw type (`String`, `Int`).
    var rawType: TypeExpr?

    /// Stored instance properties declared in it (not its superclass's), in order.
    var storedProperties: [PropertyDecl] = []
    /// Instance properties by name, stored and computed, declared in it or its extensions.
    var properties: [String: PropertyDecl] = [:]
    var staticProperties: [String: PropertyDecl] = [:]
    /// Instance methods declared in it, its extensions, or taken from its protocols'
    /// extensions (default implementations).
    var methods: [FunctionDecl] = []
    var staticMethods: [FunctionDecl] = []
    /// Its initializers, with the memberwise or default one Swift synthesizes.
    var initializers: [FunctionDecl] = []
    /// The `init()` Swift also synthesizes for a struct whose memberwise initializer's
    /// parameters all have defaults: a protocol's `init()` requirement is met by it, and
    /// `Self()` reaches it. Kept apart from `initializers`, where the memberwise one
    /// already takes a call written `Tag()`.
    var defaultInitializer: FunctionDecl?
    var subscripts: [SubscriptDecl] = []
    var cases: [EnumCaseDecl] = []
    /// The run-time description, filled in by the compiler.
    var info: TypeInfo!
    /// Its index in the program's type table.
    let index: Int

    init(name: String, qualifiedName: String, kind: Kind, declaration: TypeDecl?, index: Int) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.declaration = declaration
        self.index = index
    }

    var isClass: Bool { kind == .class }
    var isEnum: Bool { kind == .enum }
    /// Whether values are copied on assignment (structs, enums and the standard value types).
    var hasValueSemantics: Bool { kind != .class }

    /// Every declaration that adds to it: the type's own, then its extensions.
    var allDeclarations: [TypeDecl] { (declaration.map { [$0] } ?? []) + extensions }

    /// An instance property, looked up the superclass chain.
    func property(_ name: String) -> PropertyDecl? {
        var current: DeclaredType? = self
        while let type = current {
            if let property = type.properties[name] { return property }
            current = type.superclass
        }
        return nil
    }

    /// The instance methods with a base name, nearest first (a subclass's before its superclass's).
    func methods(named name: String) -> [FunctionDecl] {
        var found: [FunctionDecl] = []
        var current: DeclaredType? = self
        while let type = current {
            // A subclass's method overrides its superclass's of the same signature; one type's
            // own overloads may share labels (`subscript(key: String)`, `subscript(index: Int)`).
            let overridden = Set(found.map(\.signature))
            for method in type.methods where method.name == name && !overridden.contains(method.signature) { found.append(method) }
            current = type.superclass
        }
        return found
    }

    func staticMethods(named name: String) -> [FunctionDecl] {
        var found: [FunctionDecl] = []
        var current: DeclaredType? = self
        while let type = current {
            for method in type.staticMethods where method.name == name {
                if !found.contains(where: { $0.signature == method.signature }) { found.append(method) }
            }
            current = type.superclass
        }
        return found
    }

    func staticProperty(_ name: String) -> PropertyDecl? {
        var current: DeclaredType? = self
        while let type = current {
            if let property = type.staticProperties[name] { return property }
            current = type.superclass
        }
        return nil
    }

    /// Whether `name` is an instance member (property or method) of the type.
    func hasInstanceMember(_ name: String) -> Bool {
        property(name) != nil || !methods(named: name).isEmpty
    }

    func hasStaticMember(_ name: String) -> Bool {
        staticProperty(name) != nil || !staticMethods(named: name).isEmpty || cases.contains { $0.name == name }
            || nestedTypes[name] != nil
    }

    /// Every stored property an instance holds, its superclass's first: the slot order.
    var allStoredProperties: [PropertyDecl] {
        (superclass?.allStoredProperties ?? []) + storedProperties
    }

    /// The case named `name`.
    func enumCase(_ name: String) -> EnumCaseDecl? {
        cases.first { $0.name == name }
    }

    /// Whether it is `other` or a subclass of it.
    func isSubtype(of other: DeclaredType) -> Bool {
        var current: DeclaredType? = self
        while let type = current {
            if type === other { return true }
            current = type.superclass
        }
        return false
    }

    /// Every protocol it conforms to, through its superclasses too.
    var allProtocols: [String] {
        (superclass?.allProtocols ?? []) + protocols
    }
}

/// A protocol of the program: its requirements and the default implementations its
/// extensions give.
final class DeclaredProtocol {
    let name: String
    let declaration: TypeDecl
    /// The protocols it inherits from.
    var inherited: [String] = []
    var propertyRequirements: [PropertyDecl] = []
    var methodRequirements: [FunctionDecl] = []
    var initializerRequirements: [FunctionDecl] = []
    /// What its extensions add: methods and computed properties every conforming type gets.
    var extensionMethods: [FunctionDecl] = []
    var extensionProperties: [PropertyDecl] = []
    var extensionStaticMethods: [FunctionDecl] = []
    /// The initializers its extensions give every conforming struct or class
    /// (`init() { self.init(rawValue: 0) }`), beside the type's own.
    var extensionInitializers: [FunctionDecl] = []
    var associatedTypes: [String] = []

    init(name: String, declaration: TypeDecl) {
        self.name = name
        self.declaration = declaration
    }
}
