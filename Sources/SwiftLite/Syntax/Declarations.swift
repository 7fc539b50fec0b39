// The declarations of types: structs, classes, enums, protocols and extensions, with
// their members. The parser builds them; the resolver turns them into the program's
// type table (`TypeInfo`).

/// The modifiers a declaration was written with.
struct DeclarationModifiers: OptionSet {
    let rawValue: UInt16

    static let `static` = DeclarationModifiers(rawValue: 1 << 0)
    /// `class func`, `class var`: a type member subclasses may override.
    static let `class` = DeclarationModifiers(rawValue: 1 << 1)
    static let mutating = DeclarationModifiers(rawValue: 1 << 2)
    static let override = DeclarationModifiers(rawValue: 1 << 3)
    static let final = DeclarationModifiers(rawValue: 1 << 4)
    static let `private` = DeclarationModifiers(rawValue: 1 << 5)
    static let lazy = DeclarationModifiers(rawValue: 1 << 6)
    static let convenience = DeclarationModifiers(rawValue: 1 << 7)
    static let required = DeclarationModifiers(rawValue: 1 << 8)
    static let weak = DeclarationModifiers(rawValue: 1 << 9)
    static let indirect = DeclarationModifiers(rawValue: 1 << 10)
    static let nonmutating = DeclarationModifiers(rawValue: 1 << 11)
}

/// `T: Comparable` in `<T: Comparable>`.
struct GenericParameter {
    let name: String
    /// The protocols (or class) it must conform to.
    var constraints: [TypeExpr]
    let location: SourceLocation
}

/// `where T: Equatable` or `where T.Element == Int`.
struct GenericRequirement {
    enum Kind {
        /// `T: P`.
        case conformance
        /// `T == U`.
        case sameType
    }

    /// The constrained type, as written (`T`, `Element`, `T.Element`).
    let subject: TypeExpr
    let kind: Kind
    let constraint: TypeExpr
    let location: SourceLocation
}

/// A `struct`, `class`, `enum`, `protocol` or `extension`.
final class TypeDecl {
    enum Kind: String {
        case `struct`, `class`, `enum`, `protocol`, `extension`
    }

    let kind: Kind
    /// The type's name; for an extension, the extended type as written (`Int`, `Array`,
    /// `Shape.Kind`).
    let name: String
    var genericParameters: [GenericParameter] = []
    /// The superclass, the protocols, an enum's raw type: `: Int, CaseIterable`.
    var inheritedTypes: [TypeExpr] = []
    var requirements: [GenericRequirement] = []
    var attributes: [String] = []
    var modifiers: DeclarationModifiers = []
    var members: [MemberDecl] = []
    let location: SourceLocation
    /// Unique within the program.
    let id: Int
    /// The file it is in.
    let file: Int
    /// The type it is nested in.
    weak var parent: TypeDecl?

    init(kind: Kind, name: String, location: SourceLocation, id: Int, file: Int) {
        self.kind = kind
        self.name = name
        self.location = location
        self.id = id
        self.file = file
    }

    /// `Outer.Inner` for a nested type, the name otherwise.
    var qualifiedName: String {
        guard let parent else { return name }
        return parent.qualifiedName + "." + name
    }
}

/// One member of a type.
enum MemberDecl {
    case property(PropertyDecl)
    /// A method, an initializer or a `static func`.
    case function(FunctionDecl)
    case enumCase(EnumCaseDecl)
    case type(TypeDecl)
    case typeAlias(name: String, type: TypeExpr, location: SourceLocation)
    /// A protocol's `associatedtype`.
    case associatedType(name: String, location: SourceLocation)
    case `subscript`(SubscriptDecl)
}

/// A property: stored (with an initial value or not), computed, or observed; or a
/// protocol's property requirement.
final class PropertyDecl {
    let name: String
    let isVariable: Bool
    var type: TypeExpr?
    var initialValue: Expr?
    var modifiers: DeclarationModifiers = []
    /// `@State`, `@Binding`, `@Environment(...)`... by name, with the arguments of each.
    var attributes: [AttributeUse] = []
    /// A computed property's getter (`var x: Int { ... }` is one).
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    var willSet: FunctionDecl?
    var didSet: FunctionDecl?
    /// A protocol requirement's `{ get set }`.
    var requiresSetter = false
    /// For the storage of a property wrapper (`_count` of `@State var count = 0`): the
    /// wrapper and the property it stores (see `Resolver+PropertyWrappers.swift`).
    var wrapperStorage: WrapperStorage?
    /// For the storage of a `lazy var` (`Resolver+LazyProperties.swift`): the lazy property's
    /// name, which the memberwise initializer's parameter for it takes.
    var lazyPropertyName: String?
    /// For the computed property a property wrapper's storage stands behind (`count` of
    /// `@State var count = 0`): the wrapper as written (`State`), so that tools show the
    /// declaration as the user wrote it.
    var writtenWrapper: String?
    let location: SourceLocation
    let id: Int
    let file: Int

    init(name: String, isVariable: Bool, type: TypeExpr?, initialValue: Expr?, location: SourceLocation, id: Int, file: Int) {
        self.name = name
        self.isVariable = isVariable
        self.type = type
        self.initialValue = initialValue
        self.location = location
        self.id = id
        self.file = file
    }

    /// Whether it has storage of its own (not computed).
    var isStored: Bool { getter == nil }
    var isStatic: Bool { modifiers.contains(.static) || modifiers.contains(.class) }
}

/// An attribute written on a declaration, with its arguments (`@Environment(Model.self)`).
struct AttributeUse {
    let name: String
    let arguments: [CallArgument]
    let location: SourceLocation
}

/// `case circle(radius: Double)`, `case north = "N"`.
struct EnumCaseDecl {
    struct AssociatedValue {
        let label: String?
        let type: TypeExpr
        let defaultValue: Expr?
    }

    let name: String
    /// The associated values; nil when the case has none (`case north`).
    let associatedValues: [AssociatedValue]?
    let rawValue: Expr?
    let isIndirect: Bool
    let location: SourceLocation
    let id: Int
}

/// `subscript(index: Int) -> Element { get set }`.
final class SubscriptDecl {
    /// The name a subscript's getter is called by, as a method of its type.
    static let getterName = "subscript"
    /// The name of its setter, whose last parameter is the new value.
    static let setterName = "subscript.set"

    var parameters: [Parameter]
    let result: TypeExpr
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    var modifiers: DeclarationModifiers = []
    let location: SourceLocation
    let id: Int

    init(parameters: [Parameter], result: TypeExpr, location: SourceLocation, id: Int) {
        self.parameters = parameters
        self.result = result
        self.location = location
        self.id = id
    }
}

/// `#Preview { ... }` or `#Preview("Name") { ... }`.
struct PreviewDecl {
    /// The title, when one was written.
    let title: String?
    /// The view builder that makes the preview's content.
    let body: ClosureExpr
    let location: SourceLocation
}
