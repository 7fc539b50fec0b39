import SwiftSyntax

// Patterns: in `case`, `if case`, `for case`, and the names of `let`/`var` and `for`.
//
// swift-syntax reads most of a `case` pattern as an expression (`.circle(let r)` is a call
// whose argument is a pattern), so the expression forms are turned back into patterns here.

extension SyntaxLowering {
    /// A `case` pattern. `binding` is set inside `let`/`var`, where a bare name binds a new
    /// variable (and says which); outside, a bare name is a value to compare with.
    mutating func lowerPattern(_ pattern: PatternSyntax, bindingSpecifier binding: Bool?) -> Pattern {
        nested(pattern, fallback: .wildcard(location(pattern))) { lowering in
            lowering.lowerPatternKind(pattern, binding: binding)
        }
    }

    private mutating func lowerPatternKind(_ pattern: PatternSyntax, binding: Bool?) -> Pattern {
        let at = location(pattern)
        switch pattern.as(PatternSyntaxEnum.self) {
        case .wildcardPattern:
            return .wildcard(at)
        case .identifierPattern(let identifier):
            let name = SyntaxLowering.name(of: identifier.identifier)
            if let binding { return .binding(name: name, isVariable: binding, location: at, id: ids.make()) }
            return .expression(makeExpr(.identifier(name), at: at))
        case .valueBindingPattern(let valueBinding):
            let isVariable = valueBinding.bindingSpecifier.tokenKind == .keyword(.var)
            return lowerPattern(valueBinding.pattern, bindingSpecifier: isVariable)
        case .tuplePattern(let tuple):
            let elements = tuple.elements.map { element in
                (label: element.label.map(SyntaxLowering.name(of:)), pattern: lowerPattern(element.pattern, bindingSpecifier: binding))
            }
            if elements.count == 1 && elements[0].label == nil { return elements[0].pattern }
            return .tuple(elements, at)
        case .expressionPattern(let expression):
            return lowerExpressionPattern(expression.expression, binding: binding)
        case .isTypePattern(let isType):
            return .typeCheck(nil, lowerType(isType.type), at)
        case .missingPattern:
            return .wildcard(at)
        }
    }

    /// A pattern swift-syntax read as an expression.
    mutating func lowerExpressionPattern(_ expression: ExprSyntax, binding: Bool?) -> Pattern {
        nested(expression, fallback: .wildcard(location(expression))) { lowering in
            lowering.lowerExpressionPatternKind(expression, binding: binding)
        }
    }

    private mutating func lowerExpressionPatternKind(_ expression: ExprSyntax, binding: Bool?) -> Pattern {
        let at = location(expression)
        switch expression.as(ExprSyntaxEnum.self) {
        case .patternExpr(let inner):
            return lowerPattern(inner.pattern, bindingSpecifier: binding)
        case .discardAssignmentExpr:
            return .wildcard(at)
        case .declReferenceExpr(let reference) where binding != nil && reference.argumentNames == nil:
            if case .identifier = reference.baseName.tokenKind {
                return .binding(name: SyntaxLowering.name(of: reference.baseName), isVariable: binding!, location: at, id: ids.make())
            }
            return .expression(lowerExpr(expression))
        case .tupleExpr(let tuple):
            let elements = tuple.elements.map { element in
                (label: element.label.map(SyntaxLowering.name(of:)), pattern: lowerExpressionPattern(element.expression, binding: binding))
            }
            if elements.count == 1 && elements[0].label == nil { return elements[0].pattern }
            return .tuple(elements, location(tuple))
        case .optionalChainingExpr(let optional):
            // `x?`: matches a value that is not nil.
            return .optional(lowerExpressionPattern(optional.expression, binding: binding))
        case .memberAccessExpr(let access):
            if let type = enumCaseType(access) {
                return .enumCase(type: type.base, name: SyntaxLowering.name(of: access.declName.baseName), arguments: nil, location: location(access.period))
            }
            return .expression(lowerExpr(expression))
        case .functionCallExpr(let call):
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let type = enumCaseType(access) else {
                return .expression(lowerExpr(expression))
            }
            let arguments = call.arguments.map { argument in
                (label: argument.label.map(SyntaxLowering.name(of:)), pattern: lowerExpressionPattern(argument.expression, binding: binding))
            }
            return .enumCase(type: type.base, name: SyntaxLowering.name(of: access.declName.baseName), arguments: arguments, location: location(access.period))
        case .sequenceExpr(let sequence):
            // `let x as Int`: a cast pattern; anything else (`1...5`, `a + 1`) is a value.
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil {
                let inner = lowerExpressionPattern(elements[0], binding: binding)
                return .typeCheck(inner, typeOfPatternCast(elements[2]), location(cast))
            }
            return .expression(lowerExpr(expression))
        case .asExpr(let cast) where cast.questionOrExclamationMark == nil:
            return .typeCheck(lowerExpressionPattern(cast.expression, binding: binding), lowerType(cast.type), location(cast.asKeyword))
        default:
            return .expression(lowerExpr(expression))
        }
    }

    private mutating func typeOfPatternCast(_ element: ExprSyntax) -> TypeExpr {
        if let typeExpr = element.as(TypeExprSyntax.self) { return lowerType(typeExpr.type) }
        return typeWrittenAsExpression(element) ?? .named("Any")
    }

    /// For `.north` or `Direction.north` in a pattern: the type written before the case
    /// (nil for a leading dot). Nil (no enum case) when the base is not a type name.
    private func enumCaseType(_ access: MemberAccessExprSyntax) -> (base: TypeExpr?, Void)? {
        guard let base = access.base else { return (nil, ()) }
        guard let type = typeWrittenAsExpression(base) else { return nil }
        return (type, ())
    }

    /// The names a `let`/`var` declaration or a `for` loop binds: a name, `_`, or a tuple of them.
    mutating func lowerBindingPattern(_ pattern: PatternSyntax, isVariable: Bool) -> Pattern {
        nested(pattern, fallback: .wildcard(location(pattern))) { lowering in
            let at = lowering.location(pattern)
            switch pattern.as(PatternSyntaxEnum.self) {
            case .identifierPattern(let identifier):
                return .binding(name: SyntaxLowering.name(of: identifier.identifier), isVariable: isVariable, location: at, id: lowering.ids.make())
            case .wildcardPattern:
                return .wildcard(at)
            case .tuplePattern(let tuple):
                let elements = tuple.elements.map { element in
                    (label: element.label.map(SyntaxLowering.name(of:)), pattern: lowering.lowerBindingPattern(element.pattern, isVariable: isVariable))
                }
                return .tuple(elements, at)
            case .valueBindingPattern(let valueBinding):
                return lowering.lowerBindingPattern(valueBinding.pattern, isVariable: valueBinding.bindingSpecifier.tokenKind == .keyword(.var))
            case .expressionPattern(let expression):
                // `if let (a, b) = pair`: a tuple of names read as an expression.
                return lowering.lowerExpressionPattern(expression.expression, binding: isVariable)
            case .isTypePattern:
                lowering.error("expected a name or a tuple of names", at: at)
                return .wildcard(at)
            case .missingPattern:
                return .wildcard(at)
            }
        }
    }
}
