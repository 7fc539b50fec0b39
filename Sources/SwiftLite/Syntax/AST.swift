// The syntax tree the parser builds and the resolver and compiler read.
//
// Every node carries its position; nodes that name or declare something carry an `id`
// unique within the program, which the resolver uses to key what it decides (which
// variable a name refers to, whether a variable is captured by a closure).

/// An expression with its position.
struct Expr {
    var kind: ExprKind
    /// Where the expression is reported: its operator, its callee's name, its literal.
    var location: SourceLocation
    /// Unique within the program: keys the resolver's decisions about this node.
    var id: Int
}

/// An argument in a call or subscript: `label: value`, possibly a trailing closure.
struct CallArgument {
    var label: String?
    var value: Expr
    /// Where the label (or the value, when unlabeled) starts.
    var location: SourceLocation
    /// Whether it was written as a trailing closure after the parentheses.
    var isTrailingClosure: Bool
}

/// A part of an interpolated string.
enum InterpolationPart {
    case text(String)
    case expression(Expr)
}

/// A closure literal: `{ x in x * 2 }`, `{ $0 + 1 }`, a trailing closure.
final class ClosureExpr {
    /// The parameters written with `in`, or `$0`-style parameters found in the body.
    var parameters: [Parameter]
    /// Whether the parameters are the implicit `$0`, `$1`.
    var usesDollarParameters: Bool
    /// The result type written after `->`, checked (and converted to) when it returns.
    var resultType: TypeExpr?
    var body: [Stmt]
    /// Set by the resolver when the closure is passed where a view builder is expected.
    var isViewBuilder = false
    /// `[x, y = expression, weak self]`: constants made when the closure is made.
    var captureList: [CaptureListEntry] = []
    let location: SourceLocation

    init(parameters: [Parameter], usesDollarParameters: Bool, resultType: TypeExpr? = nil, body: [Stmt], location: SourceLocation) {
        self.parameters = parameters
        self.usesDollarParameters = usesDollarParameters
        self.resultType = resultType
        self.body = body
        self.location = location
    }
}

/// One entry of a closure's capture list: a constant of the closure, with the value
/// `value` had when the closure was made (`[x]` stands for `[x = x]`).
struct CaptureListEntry {
    let name: String
    let value: Expr
    /// `weak` or `unowned`: a `weak` capture is an optional.
    let isWeak: Bool
    let location: SourceLocation
    /// The constant's declaration id.
    let id: Int
}

indirect enum ExprKind {
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case nilLiteral
    case string(String)
    case interpolated([InterpolationPart])
    case array([Expr])
    case dictionary([(key: Expr, value: Expr)])
    /// `(x: 1, y: 2)`; a parenthesized single unlabeled expression is not a tuple.
    case tuple([(label: String?, value: Expr)])
    case identifier(String)
    /// `$0`.
    case dollar(Int)
    /// `.red`: an implicit member, kept symbolically.
    case implicitMember(String)
    case member(Expr, String)
    /// `t.0`.
    case tupleIndex(Expr, Int)
    case call(Expr, [CallArgument])
    case subscripted(Expr, [CallArgument])
    /// `a?` inside an optional chain: nil short-circuits to the enclosing `optionalChain`.
    case bindOptional(Expr)
    /// The whole `a?.b.c` chain.
    case optionalChain(Expr)
    case forceUnwrap(Expr)
    case prefix(String, Expr)
    case binary(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case assign(Expr, Expr)
    /// `a += b` and friends; the operator without `=`.
    case compoundAssign(String, Expr, Expr)
    /// `x as? T`, `x as! T`, `x as T`.
    case cast(Expr, TypeExpr, CastKind)
    /// `x is T`.
    case typeCheck(Expr, TypeExpr)
    case closure(ClosureExpr)
    /// `\.name.count`, `\Person.age`, `\.self`: a key path, usable as a function.
    case keyPath(root: TypeExpr?, components: [KeyPathComponent])
    /// `&x`: an `inout` argument, written back when the call returns.
    case inoutArgument(Expr)
    /// `super.name`: a member of the superclass, called on `self`.
    case superMember(String)
    /// `if` or `switch` used as an expression: each branch ends in the value it gives.
    case statementExpression(Stmt)
    /// A type written where a value is expected: `[Int]` in `[Int](repeating: 0, count: 3)`,
    /// `Set<String>` in `Set<String>()`, `Int.self`.
    case typeReference(TypeExpr)
    /// `Int.self`, `Circle.self`, `T.self`: a type as a value (its metatype), which prints as
    /// its name, compares with `type(of:)` and reaches the type's static members.
    case metatype(TypeExpr)
    /// A value the compiler already holds in a register of the function being compiled
    /// (made by the compiler, never written): the new value a subscript's setter is passed.
    case register(Int32)
    /// `_` on the left of `=`: the value is computed and dropped.
    case discard
    /// Something the parser could not read; already reported.
    case error
}

/// One link of a key path: a property or a tuple element, possibly optional-chained.
enum KeyPathComponent {
    case property(String)
    /// `?` after a component: the rest applies to the unwrapped value.
    case optionalChain
    /// `!` after a component.
    case forceUnwrap
    /// `.self`.
    case identity
    /// `[index]`.
    case subscripted([CallArgument])
}

enum CastKind {
    case conditional, forced, plain
}

/// A written type: `Int`, `[String: Any]`, `Node?`, `(Int) -> Int`.
indirect enum TypeExpr: CustomStringConvertible {
    case named(String)
    case array(TypeExpr)
    case dictionary(TypeExpr, TypeExpr)
    case optional(TypeExpr)
    /// `(Int, Int)`, `(x: Int, y: Int)`: one label per element, nil where there is none.
    case tuple([TypeExpr], labels: [String?])
    case function([TypeExpr], TypeExpr)
    /// `Set<Int>`, `Stack<Element>`, `Result<Int, Never>`: a generic type with its arguments.
    case generic(String, [TypeExpr])
    /// `T.Type`: the type of a type used as a value (`as _: U.Type`).
    case metatype(TypeExpr)

    var description: String {
        switch self {
        case .named(let name): return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .tuple(let elements, let labels):
            return "(" + zip(labels, elements).map { ($0.0.map { "\($0): " } ?? "") + $0.1.description }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
        case .generic(let name, let arguments):
            return name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .metatype(let instance):
            return instance.description + ".Type"
        }
    }

    /// The name a named or generic type is written with (`Set` for `Set<Int>`).
    var baseName: String? {
        switch self {
        case .named(let name), .generic(let name, _): return name
        default: return nil
        }
    }
}

extension TypeExpr {
    /// The type with each named type that `replacements` maps replaced by its type (a
    /// generic type's parameters by its arguments: `Element` by `(value: Int, list: Int)`).
    func substituting(_ replacements: [String: TypeExpr]) -> TypeExpr {
        guard !replacements.isEmpty else { return self }
        switch self {
        case .named(let name): return replacements[name] ?? self
        case .array(let element): return .array(element.substituting(replacements))
        case .dictionary(let key, let value): return .dictionary(key.substituting(replacements), value.substituting(replacements))
        case .optional(let wrapped): return .optional(wrapped.substituting(replacements))
        case .tuple(let elements, let labels): return .tuple(elements.map { $0.substituting(replacements) }, labels: labels)
        case .function(let parameters, let result):
            return .function(parameters.map { $0.substituting(replacements) }, result.substituting(replacements))
        case .generic(let name, let arguments):
            if let replacement = replacements[name] { return replacement }
            return .generic(name, arguments.map { $0.substituting(replacements) })
        case .metatype(let instance): return .metatype(instance.substituting(replacements))
        }
    }

    /// Whether the type names one of `names` anywhere in it (`[T]`, `(T) -> Bool`).
    func mentions(anyOf names: Set<String>) -> Bool {
        switch self {
        case .named(let name): return names.contains(name)
        case .array(let element), .optional(let element): return element.mentions(anyOf: names)
        case .dictionary(let key, let value): return key.mentions(anyOf: names) || value.mentions(anyOf: names)
        case .tuple(let elements, _): return elements.contains { $0.mentions(anyOf: names) }
        case .function(let parameters, let result): return result.mentions(anyOf: names) || parameters.contains { $0.mentions(anyOf: names) }
        case .generic(let name, let arguments): return names.contains(name) || arguments.contains { $0.mentions(anyOf: names) }
        case .metatype(let instance): return instance.mentions(anyOf: names)
        }
    }
}

/// A function or closure parameter.
struct Parameter {
    /// The argument label callers write; `nil` for `_`.
    var label: String?
    /// The name inside the body.
    var name: String
    var type: TypeExpr?
    var defaultValue: Expr?
    var location: SourceLocation
    /// Unique within the program (a declaration).
    var id: Int
    /// `inout`: the argument is written back when the call returns.
    var isInout = false
    /// `Int...`: the remaining unlabeled arguments, as an array.
    var isVariadic = false
    /// `@ViewBuilder content: () -> Content`: a closure passed to it is a view builder.
    var isViewBuilder = false    /// `change: (inout T) -> Void`: the indexes of the `inout` parameters of the function
    /// it takes, which a closure passed to it may change (and its caller writes back).
    var inoutClosureParameters: [Int] = []
}

/// `func name(params) -> Result { body }`, and the other code a type declares: its
/// initializers, accessors and observers.
final class FunctionDecl {
    /// What kind of code it is.
    enum Kind: Equatable {
        case function
        /// `init` (`init?` when failable).
        case initializer(isFailable: Bool)
        /// A computed property's `get`, a subscript's getter.
        case getter
        /// A computed property's `set` (its parameter is `newValue` unless named).
        case setter
        case willSet
        case didSet
    }

    var name: String
    var parameters: [Parameter]
    let result: TypeExpr?
    var body: [Stmt]
    let location: SourceLocation
    /// The declaration's id (for the name it binds).
    let id: Int
    /// The file it is in (an index into the program's files).
    let file: Int
    var kind: Kind = .function
    var modifiers: DeclarationModifiers = []
    /// `@ViewBuilder`, `@discardableResult`... by name, without the `@`.
    var attributes: [String] = []
    /// `<T: Comparable, U>`.
    var genericParameters: [GenericParameter] = []
    /// `where T: Equatable, T.Element == Int`.
    var requirements: [GenericRequirement] = []
    /// Whether it was declared without a body (a protocol's requirement).
    var hasBody = true
    /// The type whose member it is; nil for a free function.
    weak var owner: TypeDecl?

    init(name: String, parameters: [Parameter], result: TypeExpr?, body: [Stmt], location: SourceLocation, id: Int, file: Int) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.body = body
        self.location = location
        self.id = id
        self.file = file
    }

    var isStatic: Bool { modifiers.contains(.static) || modifiers.contains(.class) }
    var isMutating: Bool { modifiers.contains(.mutating) }

    /// `name(label:other:)`, as Swift writes a function's full name.
    var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A pattern in `for`, `switch`, `let (a, b) =`.
indirect enum Pattern {
    case wildcard(SourceLocation)
    /// A new variable: `x` in `let x`, `case let x`.
    case binding(name: String, isVariable: Bool, location: SourceLocation, id: Int)
    /// An expression matched with `~=`: a literal, a range, an enum member.
    case expression(Expr)
    case tuple([(label: String?, pattern: Pattern)], SourceLocation)
    /// `x?` in a pattern: matches a non-nil value.
    case optional(Pattern)
    /// `let x as Int` / `is Int` in a case.
    case typeCheck(Pattern?, TypeExpr, SourceLocation)
    /// `.circle(let r)`, `Shape.rect(let w, _)`, `.north`: an enum case, with patterns for
    /// its associated values when written.
    case enumCase(type: TypeExpr?, name: String, arguments: [(label: String?, pattern: Pattern)]?, location: SourceLocation)

    var location: SourceLocation {
        switch self {
        case .wildcard(let location), .binding(_, _, let location, _), .tuple(_, let location), .typeCheck(_, _, let location),
            .enumCase(_, _, _, let location):
            return location
        case .expression(let expr): return expr.location
        case .optional(let inner): return inner.location
        }
    }
}

/// A condition of `if`, `guard`, `while`: a boolean, or `let x = optional`.
enum Condition {
    case expression(Expr)
    case optionalBinding(name: String, isVariable: Bool, value: Expr, location: SourceLocation, id: Int)
    /// `case PATTERN = value`.
    case patternMatch(Pattern, Expr)
}

/// One `case` (or `default`) of a switch.
struct SwitchCase {
    /// The patterns (several per case); empty for `default`.
    var patterns: [Pattern]
    var guardExpression: Expr?
    var body: [Stmt]
    var location: SourceLocation
    var isDefault: Bool { patterns.isEmpty }
}

/// A statement with its position.
struct Stmt {
    var kind: StmtKind
    var location: SourceLocation
}

indirect enum StmtKind {
    case expression(Expr)
    /// `let`/`var` with a pattern (a name or a tuple of names), an optional type and value.
    case variable(isVariable: Bool, pattern: Pattern, type: TypeExpr?, value: Expr?)
    case function(FunctionDecl)
    case ifStatement(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
    case guardStatement(conditions: [Condition], otherwise: [Stmt])
    case whileLoop(label: String?, conditions: [Condition], body: [Stmt])
    case repeatWhile(label: String?, body: [Stmt], condition: Expr)
    case forIn(label: String?, pattern: Pattern, sequence: Expr, filter: Expr?, body: [Stmt])
    case switchStatement(label: String?, subject: Expr, cases: [SwitchCase])
    case breakStatement(label: String?)
    case continueStatement(label: String?)
    case fallthroughStatement
    case returnStatement(Expr?)
    /// `do { }` without catch is allowed: a plain block.
    case block([Stmt])
    /// `struct`, `class`, `enum`, `protocol` or `extension`.
    case typeDeclaration(TypeDecl)
    /// `typealias Name = Type`.
    case typeAlias(name: String, type: TypeExpr)
    /// `defer { ... }`: runs when the enclosing scope ends.
    case deferStatement([Stmt])
    /// A variable with accessors at the top level or in a function: a computed variable or
    /// one with observers.
    case computedVariable(PropertyDecl)
    /// `#Preview("Name") { ... }`: a document of its own (docs/swiftui.md).
    case preview(PreviewDecl)
    /// Something that could not be read or is out of scope; already reported.
    case error
}
