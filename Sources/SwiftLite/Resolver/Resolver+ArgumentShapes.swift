// Overloads told apart by the shape of a closure or key path argument, as Swift's type
// checker tells them apart: `sorted { $0 < $1 }` is not a call of a `sorted(by:)` that
// takes a key path or a one-parameter function, and inside `extension Sequence { func
// sorted<T>(by keyPath: KeyPath<Element, T>) ... }` it is the standard `sorted(by:)`.

extension Resolver {
    /// Whether each closure literal and key path literal among `arguments` could be a value
    /// of the type of the parameter it fills (by `assignment`, a parameter's argument
    /// index): a closure takes as many parameters as the function type it fills, and a key
    /// path literal fills a key path or a one-parameter function. Other arguments, and
    /// parameters whose type is not written or is generic, always fit.
    static func literalArgumentsFit(_ arguments: [CallArgument], _ assignment: [Int?], of function: FunctionDecl) -> Bool {
        for (parameterIndex, argumentIndex) in assignment.enumerated() {
            guard let argumentIndex, parameterIndex < function.parameters.count, let written = function.parameters[parameterIndex].type else { continue }
            if !Resolver.literal(arguments[argumentIndex].value, fits: written) { return false }
        }
        return true
    }

    private static func literal(_ argument: Expr, fits type: TypeExpr) -> Bool {
        switch (argument.kind, type) {
        case (.closure(let closure), .function(let parameters, _)):
            if closure.parameters.count == parameters.count { return true }
            // A closure of several parameters may take a single tuple apart.
            if parameters.count == 1, case .tuple(let elements, _) = parameters[0] { return elements.count == closure.parameters.count }
            return false
        case (.closure, .generic(let name, _)), (.closure, .named(let name)):
            return !keyPathTypeNames.contains(name)
        case (.keyPath, .function(let parameters, _)):
            return parameters.count == 1
        default:
            return true
        }
    }

    private static let keyPathTypeNames: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath"]
}
