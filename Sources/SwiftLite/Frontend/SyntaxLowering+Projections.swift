import SwiftSyntax

// Property-wrapper projections written where no type declares them: `@Bindable var model =
// model` in a function's body, and closure parameters written `$item` (`ForEach($items) {
// $item in ... }`), which name both the binding (`$item`) and its value (`item`).

extension SyntaxLowering {
    /// `@Bindable var library = library` in a view's `body` (SwiftUI's way to bind into an
    /// object from the environment): the variable, and `$library`, made by the host's
    /// `@Bindable` as a property's projection is (see `Resolver+PropertyWrappers.swift`).
    mutating func localBindable(_ variable: VariableDeclSyntax, attributes: [AttributeUse]) -> [Stmt]? {
        guard attributes.count == 1, attributes[0].name == "Bindable", variable.bindings.count == 1,
            let binding = variable.bindings.first, let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
            let initializer = binding.initializer, binding.accessorBlock == nil
        else { return nil }
        let at = location(variable)
        let name = SyntaxLowering.name(of: identifier.identifier)
        let type = binding.typeAnnotation.map { lowerType($0.type) }
        let value = Stmt(
            kind: .variable(isVariable: true, pattern: .binding(name: name, isVariable: true, location: at, id: ids.make()), type: type, value: lowerExpr(initializer.value)),
            location: at)
        let projection = makeExpr(.call(makeExpr(.identifier("@Bindable"), at: at), [CallArgument(label: nil, value: makeExpr(.identifier(name), at: at), location: at, isTrailingClosure: false)]), at: at)
        let projected = Stmt(
            kind: .variable(isVariable: false, pattern: .binding(name: "$" + name, isVariable: false, location: at, id: ids.make()), type: nil, value: projection),
            location: at)
        return [value, projected]
    }

    /// `let item = $item.wrappedValue` for each closure parameter written `$item`, to put
    /// before the closure's statements.
    mutating func projectedParameterValues(_ parameters: [Parameter], at location: SourceLocation) -> [Stmt] {
        parameters.compactMap { parameter -> Stmt? in
            guard parameter.name.hasPrefix("$"), parameter.name.count > 1, !parameter.name.dropFirst().allSatisfy(\.isNumber) else { return nil }
            let name = String(parameter.name.dropFirst())
            let value = makeExpr(.member(makeExpr(.identifier(parameter.name), at: location), "wrappedValue"), at: location)
            return Stmt(
                kind: .variable(isVariable: false, pattern: .binding(name: name, isVariable: false, location: location, id: ids.make()), type: nil, value: value),
                location: location)
        }
    }
}
