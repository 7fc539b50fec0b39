@_spi(Compiler) import SwiftParser
import SwiftSyntax

// Expressions: literals, names, members, calls, closures, key paths, and the operator
// sequences swift-syntax leaves unfolded (folded here with Swift's precedence groups).

extension SyntaxLowering {
    mutating func lowerExpr(_ node: ExprSyntax) -> Expr {
        nested(node, fallback: makeExpr(.error, at: location(node))) { lowering in
            lowering.lowerExprKind(node)
        }
    }

    private mutating func lowerExprKind(_ node: ExprSyntax) -> Expr {
        let at = location(node)
        if SyntaxLowering.bindsOptional(node) { return lowerPostfixChain(node) }
        switch node.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard let value = literal.representedLiteralValue else {
                if !literal.hasError { error("integer literal '\(literal.literal.text)' overflows when stored into 'Int'", at: at) }
                return makeExpr(.error, at: at)
            }
            return makeExpr(.integer(value), at: at)
        case .floatLiteralExpr(let literal):
            guard let value = literal.representedLiteralValue else { return makeExpr(.error, at: at) }
            return makeExpr(.float(value), at: at)
        case .booleanLiteralExpr(let literal):
            return makeExpr(.boolean(literal.literal.tokenKind == .keyword(.true)), at: at)
        case .nilLiteralExpr:
            return makeExpr(.nilLiteral, at: at)
        case .stringLiteralExpr(let literal):
            return lowerString(literal)
        case .simpleStringLiteralExpr(let literal):
            var text = ""
            for segment in literal.segments where !segment.hasError {
                segment.appendUnescapedLiteralValue(stringLiteralKind: .singleLine, delimiterLength: 0, to: &text)
            }
            return makeExpr(.string(text), at: at)
        case .arrayExpr(let array):
            return lowerArray(array)
        case .dictionaryExpr(let dictionary):
            return lowerDictionary(dictionary)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return lowerExpr(only.expression)
            }
            let elements = tuple.elements.map { element in
                (label: element.label.map(SyntaxLowering.name(of:)), value: lowerExpr(element.expression))
            }
            return makeExpr(.tuple(elements), at: at)
        case .declReferenceExpr(let reference):
            return lowerReference(reference)
        case .memberAccessExpr(let access):
            return lowerMemberAccess(access)
        case .superExpr(let superExpr):
            error("'super' must be followed by a member: 'super.name'", at: location(superExpr))
            return makeExpr(.error, at: at)
        case .functionCallExpr(let call):
            return lowerCall(call)
        case .subscriptCallExpr(let call):
            var arguments = lowerArguments(call.arguments)
            if let trailing = call.trailingClosure {
                arguments.append(CallArgument(label: nil, value: lowerClosure(trailing), location: location(trailing), isTrailingClosure: true))
            }
            let base = lowerExpr(call.calledExpression)
            return makeExpr(.subscripted(base, arguments), at: location(call.leftSquare))
        case .forceUnwrapExpr(let force):
            return makeExpr(.forceUnwrap(lowerExpr(force.expression)), at: location(force.exclamationMark))
        case .optionalChainingExpr:
            return lowerPostfixChain(node)
        case .prefixOperatorExpr(let prefix):
            return lowerPrefix(prefix)
        case .postfixOperatorExpr(let postfix):
            let op = postfix.operator.text
            if op == "..." {
                // `i...`: a one-sided range, from `i` on.
                return makeExpr(.call(makeExpr(.identifier("$from"), at: location(postfix.operator)), [
                    CallArgument(label: nil, value: lowerExpr(postfix.expression), location: at, isTrailingClosure: false)
                ]), at: location(postfix.operator))
            }
            unsupported("the postfix operator '\(op)' is", at: postfix.operator)
            return makeExpr(.error, at: at)
        case .sequenceExpr(let sequence):
            return lowerSequence(Array(sequence.elements))
        case .infixOperatorExpr(let infix):
            // Only met in trees folded elsewhere; kept for completeness.
            return lowerSequence([infix.leftOperand, infix.operator, infix.rightOperand])
        case .ternaryExpr(let ternary):
            let condition = lowerExpr(ternary.condition)
            let whenTrue = lowerExpr(ternary.thenExpression)
            let whenFalse = lowerExpr(ternary.elseExpression)
            return makeExpr(.ternary(condition, whenTrue, whenFalse), at: location(ternary.questionMark))
        case .asExpr(let cast):
            let value = lowerExpr(cast.expression)
            return makeExpr(.cast(value, lowerType(cast.type), castKind(cast.questionOrExclamationMark)), at: location(cast.asKeyword))
        case .isExpr(let check):
            return makeExpr(.typeCheck(lowerExpr(check.expression), lowerType(check.type)), at: location(check.isKeyword))
        case .closureExpr(let closure):
            return lowerClosure(closure)
        case .keyPathExpr(let keyPath):
            return lowerKeyPath(keyPath)
        case .inOutExpr(let argument):
            return makeExpr(.inoutArgument(lowerExpr(argument.expression)), at: location(argument.ampersand))
        case .ifExpr(let ifExpr):
            return makeExpr(.statementExpression(lowerIf(ifExpr)), at: at)
        case .switchExpr(let switchExpr):
            return makeExpr(.statementExpression(lowerSwitch(switchExpr, label: nil, at: at)), at: at)
        case .discardAssignmentExpr:
            return makeExpr(.discard, at: at)
        case .typeExpr(let typeExpr):
            return lowerTypeAsValue(lowerType(typeExpr.type), at: at)
        case .genericSpecializationExpr(let specialization):
            return lowerSpecialization(specialization)
        case .patternExpr(let pattern):
            // `let x` inside a pattern written as an expression; the pattern lowering reads it.
            error("a pattern ('\(pattern.pattern.trimmedDescription)') is only allowed in a 'case' or a binding", at: at)
            return makeExpr(.error, at: at)
        case .tryExpr(let tryExpr):
            error("'try' is not supported in scripts (scripts have no errors to handle)", at: location(tryExpr.tryKeyword))
            return lowerExpr(tryExpr.expression)
        case .awaitExpr(let awaitExpr):
            error("'await' is not supported in scripts (scripts have no async functions)", at: location(awaitExpr.awaitKeyword))
            return lowerExpr(awaitExpr.expression)
        case .macroExpansionExpr(let macro):
            unsupported("the macro '#\(macro.macroName.text)' is", at: macro)
            return makeExpr(.error, at: at)
        case .regexLiteralExpr:
            unsupported("regular expression literals are", at: node)
            return makeExpr(.error, at: at)
        case .editorPlaceholderExpr(let placeholder):
            error("editor placeholder in source file: fill in '\(placeholder.placeholder.text)'", at: at)
            return makeExpr(.error, at: at)
        case .missingExpr:
            return makeExpr(.error, at: at)
        case .unresolvedAsExpr, .unresolvedIsExpr, .unresolvedTernaryExpr, .binaryOperatorExpr, .assignmentExpr, .arrowExpr:
            // Pieces of a sequence, lowered by `lowerSequence`; alone they are already errors.
            return makeExpr(.error, at: at)
        case .postfixIfConfigExpr(let directive):
            return lowerPostfixDirective(directive)
        default:
            unsupported("'\(node.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' expressions are", at: node)
            return makeExpr(.error, at: at)
        }
    }

    func castKind(_ mark: TokenSyntax?) -> CastKind {
        switch mark?.text {
        case "?": return .conditional
        case "!": return .forced
        default: return .plain
        }
    }

    // MARK: - Literals

    /// A string literal: its text with escapes resolved, or its parts when it interpolates.
    mutating func lowerString(_ literal: StringLiteralExprSyntax) -> Expr {
        let at = location(literal)
        if literal.hasError { return makeExpr(.error, at: at) }
        let kind: StringLiteralKind = literal.openingQuote.tokenKind == .multilineStringQuote ? .multiLine : .singleLine
        let delimiterLength = literal.openingPounds?.text.count ?? 0
        var parts: [InterpolationPart] = []
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                piece.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delimiterLength, to: &text)
            case .expressionSegment(let interpolation):
                if !text.isEmpty {
                    parts.append(.text(text))
                    text = ""
                }
                let expressions = interpolation.expressions
                guard let first = expressions.first else {
                    error("expected an expression inside '\\(...)'", at: location(interpolation))
                    continue
                }
                let values = Array(expressions)
                if values.count == 2, first.label == nil, values[1].label?.text == "specifier" {
                    // SwiftUI's `Text("\(total, specifier: "%.2f")")`: the value as
                    // `String(format: "%.2f", total)` writes it.
                    let at = location(interpolation)
                    let formatted = makeExpr(
                        .call(
                            makeExpr(.identifier("String"), at: at),
                            [
                                CallArgument(label: "format", value: lowerExpr(values[1].expression), location: location(values[1]), isTrailingClosure: false),
                                CallArgument(label: nil, value: lowerExpr(first.expression), location: location(first), isTrailingClosure: false),
                            ]),
                        at: at)
                    parts.append(.expression(formatted))
                    continue
                }
                if values.count == 2, first.label == nil, values[1].label?.text == "format" {
                    // SwiftUI's `Text("Total: \(total, format: .currency(code: "USD"))")`:
                    // the value as `total.formatted(.currency(code: "USD"))` writes it.
                    let at = location(interpolation)
                    let method = makeExpr(.member(lowerExpr(first.expression), "formatted"), at: at)
                    let style = CallArgument(label: nil, value: lowerExpr(values[1].expression), location: location(values[1]), isTrailingClosure: false)
                    parts.append(.expression(makeExpr(.call(method, [style]), at: at)))
                    continue
                }
                if expressions.count > 1 || first.label != nil {
                    unsupported("interpolations with several or labeled values are", at: interpolation)
                }
                parts.append(.expression(lowerExpr(first.expression)))
            }
        }
        if parts.isEmpty { return makeExpr(.string(text), at: at) }
        if !text.isEmpty { parts.append(.text(text)) }
        return makeExpr(.interpolated(parts), at: at)
    }

    private mutating func lowerArray(_ array: ArrayExprSyntax) -> Expr {
        let at = location(array)
        // `[Int]()`-style types written as a literal reach here as `[Int]`; a call of it is
        // handled by `lowerCall`.
        return makeExpr(.array(array.elements.map { lowerExpr($0.expression) }), at: at)
    }

    private mutating func lowerDictionary(_ dictionary: DictionaryExprSyntax) -> Expr {
        let at = location(dictionary)
        switch dictionary.content {
        case .colon:
            return makeExpr(.dictionary([]), at: at)
        case .elements(let elements):
            return makeExpr(.dictionary(elements.map { (key: lowerExpr($0.key), value: lowerExpr($0.value)) }), at: at)
        }
    }

    // MARK: - Names and members

    private mutating func lowerReference(_ reference: DeclReferenceExprSyntax) -> Expr {
        let at = location(reference)
        let token = reference.baseName
        if reference.argumentNames != nil {
            // `f(x:y:)`: a function named with its labels.
            return makeExpr(.identifier(SyntaxLowering.name(of: token)), at: at)
        }
        switch token.tokenKind {
        case .dollarIdentifier(let text):
            let index = Int(text.dropFirst()) ?? 0
            if dollarParameterCounts.isEmpty {
                error("anonymous closure argument '\(text)' is used outside a closure", at: at)
            } else {
                dollarParameterCounts[dollarParameterCounts.count - 1] = max(dollarParameterCounts[dollarParameterCounts.count - 1], index + 1)
            }
            return makeExpr(.dollar(index), at: at)
        case .keyword(.self):
            return makeExpr(.identifier("self"), at: at)
        case .keyword(.Self):
            return makeExpr(.identifier("Self"), at: at)
        case .keyword(.`init`):
            return makeExpr(.identifier("init"), at: at)
        case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
            // `reduce(0, +)`, `sorted(by: >)`: an operator used as a function.
            return operatorFunction(op, at: at)
        default:
            return makeExpr(.identifier(SyntaxLowering.name(of: token)), at: at)
        }
    }

    /// The closure `{ $0 op $1 }` an operator passed as a function stands for.
    mutating func operatorFunction(_ op: String, at location: SourceLocation) -> Expr {
        let parameters = (0..<2).map {
            Parameter(label: nil, name: "$\($0)", type: nil, defaultValue: nil, location: location, id: ids.make())
        }
        let first = makeExpr(.dollar(0), at: location)
        let second = makeExpr(.dollar(1), at: location)
        let body: Expr
        if Precedence.binaryOperators[op] != nil {
            body = makeExpr(.binary(op, first, second), at: location)
        } else {
            body = makeExpr(.error, at: location)
            sink.error("cannot find operator '\(op)' in scope", at: location)
        }
        let closure = ClosureExpr(
            parameters: parameters, usesDollarParameters: true, body: [Stmt(kind: .expression(body), location: location)], location: location)
        return makeExpr(.closure(closure), at: location)
    }

    private mutating func lowerMemberAccess(_ access: MemberAccessExprSyntax) -> Expr {
        let at = location(access.period)
        let nameToken = access.declName.baseName
        let name = SyntaxLowering.name(of: nameToken)
        guard let baseSyntax = access.base else {
            return makeExpr(.implicitMember(name), at: at)
        }
        if let superExpr = baseSyntax.as(SuperExprSyntax.self) {
            _ = superExpr
            return makeExpr(.superMember(name), at: at)
        }
        if case .integerLiteral(let text) = nameToken.tokenKind {
            return makeExpr(.tupleIndex(lowerExpr(baseSyntax), Int(text) ?? 0), at: at)
        }
        if case .floatLiteral(let text) = nameToken.tokenKind {
            // `t.0.1` lexes its indices as the number `0.1`.
            var expression = lowerExpr(baseSyntax)
            for part in text.split(separator: ".") {
                expression = makeExpr(.tupleIndex(expression, Int(part) ?? 0), at: at)
            }
            return expression
        }
        if name == "self", case .keyword(.self) = nameToken.tokenKind {
            // `Int.self`, `x.self`: the type (or the value) itself.
            if let type = typeWrittenAsExpression(baseSyntax) { return makeExpr(.metatype(type), at: location(baseSyntax)) }
            return lowerExpr(baseSyntax)
        }
        if let module = baseSyntax.as(DeclReferenceExprSyntax.self), module.baseName.text == "Swift" {
            // `Swift.min(a, b)`: the standard library's name, qualified by its module, which
            // a member of `self` with that name does not hide (see `Resolver.lookup`).
            return makeExpr(.identifier(Resolver.moduleQualifier + name), at: location(access.declName))
        }
        if SyntaxLowering.isOptionalCase(access) {
            // `Category?.none`, `Optional<Int>.some(3)`: an optional's cases, reached
            // through its type (`.tag(Category?.none)` in a Picker).
            return makeExpr(name == "none" ? .nilLiteral : .identifier("Optional"), at: at)
        }
        let base = lowerExpr(baseSyntax)
        return makeExpr(.member(base, name), at: at)
    }

    /// Whether a member access is one of an optional's cases reached through its type
    /// (`Int?.none`, `Optional<Int>.some`), not a member reached through an optional chain.
    static func isOptionalCase(_ access: MemberAccessExprSyntax) -> Bool {
        let name = access.declName.baseName.text
        guard name == "none" || name == "some", let base = access.base else { return false }
        return isOptionalType(base)
    }

    /// Whether an expression is an optional type written in value position: `Int?`,
    /// `Expense.Category?`, `[String]?`, `Optional<Int>`.
    private static func isOptionalType(_ expression: ExprSyntax) -> Bool {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isTypeName(optional.expression) }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self),
            let reference = specialization.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text == "Optional"
        }
        return false
    }

    /// Whether an expression can only be a type's name: a capitalized name, a member of
    /// one (`Expense.Category`), a specialization, or an array or dictionary of types.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            return reference.baseName.text.first?.isUppercase == true
        case .memberAccessExpr(let access):
            guard let base = access.base else { return false }
            return isTypeName(base) && access.declName.baseName.text.first?.isUppercase == true
        case .genericSpecializationExpr(let specialization):
            return isTypeName(specialization.expression)
        case .arrayExpr(let array):
            return array.elements.count == 1 && isTypeName(array.elements.first!.expression)
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content, elements.count == 1, let entry = elements.first else { return false }
            return isTypeName(entry.key) && isTypeName(entry.value)
        case .typeExpr:
            return true
        default:
            return false
        }
    }

    /// `Stack<Int>`, `Set<String>`: a generic type used as a value (to call its
    /// initializer or reach a static member).
    private mutating func lowerSpecialization(_ specialization: GenericSpecializationExprSyntax) -> Expr {
        let at = location(specialization)
        let base = lowerExpr(specialization.expression)
        guard case .identifier(let name) = base.kind else { return base }
        // The element types of the standard collections say nothing a dynamic language needs.
        if ["Array", "Dictionary", "Optional"].contains(name) { return base }
        let arguments: [TypeExpr] = specialization.genericArgumentClause.arguments.map { argument in
            switch argument.argument {
            case .type(let type): return lowerType(type)
            case .expr: return .named("Any")
            }
        }
        return makeExpr(.typeReference(.generic(name, arguments)), at: at)
    }

    /// A type in value position, as a value: `[Int]` is an array type, `Int` stays a name.
    func lowerTypeAsValue(_ type: TypeExpr, at: SourceLocation) -> Expr {
        switch type {
        case .named(let name): return makeExpr(.identifier(name), at: at)
        default: return makeExpr(.typeReference(type), at: at)
        }
    }

    // MARK: - Calls

    mutating func lowerArguments(_ list: LabeledExprListSyntax) -> [CallArgument] {
        list.map { argument in
            let label = argument.label.flatMap { $0.text == "_" ? nil : SyntaxLowering.name(of: $0) }
            return CallArgument(
                label: label, value: lowerArgument(argument.expression), location: location(argument), isTrailingClosure: false)
        }
    }

    /// An argument; `...` alone (`tokens[...]`, the unbounded range) is the range from the
    /// first index, `0...`.
    private mutating func lowerArgument(_ expression: ExprSyntax) -> Expr {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "...", reference.argumentNames == nil
        else { return lowerExpr(expression) }
        let at = location(reference)
        let start = makeExpr(.integer(0), at: at)
        return makeExpr(.call(makeExpr(.identifier("$from"), at: at), [CallArgument(label: nil, value: start, location: at, isTrailingClosure: false)]), at: at)
    }

    mutating func lowerTrailingClosures(_ trailing: ClosureExprSyntax?, _ additional: MultipleTrailingClosureElementListSyntax) -> [CallArgument] {
        var arguments: [CallArgument] = []
        if let trailing {
            arguments.append(CallArgument(label: nil, value: lowerClosure(trailing), location: location(trailing), isTrailingClosure: true))
        }
        for element in additional {
            arguments.append(
                CallArgument(
                    label: SyntaxLowering.name(of: element.label), value: lowerClosure(element.closure), location: location(element.label),
                    isTrailingClosure: true))
        }
        return arguments
    }

    private mutating func lowerCall(_ call: FunctionCallExprSyntax) -> Expr {
        let callee: Expr
        // `[Int]()`, `[String: Int]()`, `Array<Int>()`: an empty collection of the type written
        // (`[] as [Int]`, so that `var items = [Item]()` is known to hold items, as
        // `var items: [Item] = []` is); with arguments, the collection's initializer
        // (`[Int](repeating: 0, count: 3)`).
        if call.arguments.isEmpty && call.trailingClosure == nil, let empty = emptyCollection(call.calledExpression) {
            return empty
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "some", let base = access.base,
            SyntaxLowering.isOptionalCase(access), call.arguments.count == 1, call.arguments.first!.label == nil, call.trailingClosure == nil,
            let type = typeWrittenAsExpression(base)
        {
            // `Category?.some(.travel)`: the value as the optional type, which types `.travel`.
            let optional: TypeExpr
            switch type {
            case .generic("Optional", let arguments) where arguments.count == 1: optional = .optional(arguments[0])
            case .optional: optional = type
            default: optional = .optional(type)
            }
            return makeExpr(.cast(lowerExpr(call.arguments.first!.expression), optional, .plain), at: location(access.period))
        }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
            let element = array.elements.first, typeWrittenAsExpression(element.expression) != nil
        {
            callee = makeExpr(.identifier("Array"), at: location(array))
        } else if let dictionary = call.calledExpression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
            elements.count == 1, let entry = elements.first, typeWrittenAsExpression(entry.key) != nil, typeWrittenAsExpression(entry.value) != nil
        {
            callee = makeExpr(.identifier("Dictionary"), at: location(dictionary))
        } else {
            callee = lowerExpr(call.calledExpression)
        }
        let arguments = lowerArguments(call.arguments) + lowerTrailingClosures(call.trailingClosure, call.additionalTrailingClosures)
        return makeExpr(.call(callee, arguments), at: callee.location)
    }

    /// `[] as [Item]` for `[Item]()` and `Array<Item>()`, `[:] as [K: V]` for `[K: V]()` and
    /// `Dictionary<K, V>()`; nil when `callee` names no collection type.
    private func emptyCollection(_ callee: ExprSyntax) -> Expr? {
        guard callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self),
            let type = typeWrittenAsExpression(callee)
        else { return nil }
        let at = location(callee)
        let literal: Expr
        let collection: TypeExpr
        switch type {
        case .array:
            (literal, collection) = (makeExpr(.array([]), at: at), type)
        case .generic("Array", let arguments) where arguments.count == 1:
            (literal, collection) = (makeExpr(.array([]), at: at), .array(arguments[0]))
        case .dictionary:
            (literal, collection) = (makeExpr(.dictionary([]), at: at), type)
        case .generic("Dictionary", let arguments) where arguments.count == 2:
            (literal, collection) = (makeExpr(.dictionary([]), at: at), .dictionary(arguments[0], arguments[1]))
        default:
            return nil
        }
        return makeExpr(.cast(literal, collection, .plain), at: at)
    }

    /// The type an expression spells when it is written as one (`Int`, `[String]`,
    /// `Item?`, `Stack<Int>`), for the collection initializers `[T]()` and `[K: V]()`.
    func typeWrittenAsExpression(_ expression: ExprSyntax) -> TypeExpr? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            guard case .identifier(let name) = reference.baseName.tokenKind, name.first?.isUppercase == true else { return nil }
            return .named(name)
        case .memberAccessExpr(let access):
            guard let base = access.base, case .named(let baseName)? = typeWrittenAsExpression(base) else { return nil }
            return .named(baseName + "." + access.declName.baseName.text)
        case .arrayExpr(let array):
            guard array.elements.count == 1, let element = array.elements.first, let type = typeWrittenAsExpression(element.expression) else { return nil }
            return .array(type)
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content, elements.count == 1, let entry = elements.first,
                let key = typeWrittenAsExpression(entry.key), let value = typeWrittenAsExpression(entry.value)
            else { return nil }
            return .dictionary(key, value)
        case .optionalChainingExpr(let optional):
            return typeWrittenAsExpression(optional.expression).map { .optional($0) }
        case .tupleExpr(let tuple):
            // `[(priority: Int, item: String)]()`: a tuple of types, labels included.
            var elements: [TypeExpr] = []
            for element in tuple.elements {
                guard let type = typeWrittenAsExpression(element.expression) else { return nil }
                elements.append(type)
            }
            let labels = tuple.elements.map { $0.label.map { SyntaxLowering.name(of: $0) } }
            if elements.count == 1 && labels[0] == nil { return elements[0] }
            return elements.isEmpty ? nil : .tuple(elements, labels: labels)
        case .typeExpr(let type):
            var copy = self
            return copy.lowerType(type.type)
        case .genericSpecializationExpr(let specialization):
            guard case .named(let name)? = typeWrittenAsExpression(specialization.expression) else { return nil }
            var copy = self
            let arguments: [TypeExpr] = specialization.genericArgumentClause.arguments.map { argument in
                if case .type(let type) = argument.argument { return copy.lowerType(type) }
                return .named("Any")
            }
            return .generic(name, arguments)
        default:
            return nil
        }
    }

    // MARK: - Postfix chains

    /// `a?.b.c!`: the `?` and `!` links of a postfix chain, with the whole chain wrapped in
    /// one `optionalChain` where a `?` appears (nil short-circuits to its end).
    private mutating func lowerPostfixChain(_ node: ExprSyntax) -> Expr {
        var hasOptionalBinding = false
        let chain = lowerChainOperandKind(node, hasOptionalBinding: &hasOptionalBinding)
        return hasOptionalBinding ? makeExpr(.optionalChain(chain), at: chain.location) : chain
    }

    /// Whether a `?` binds an optional somewhere down this postfix chain (`a?.b.c`,
    /// `x?[0].count`), which makes the whole chain one optional chain.
    static func bindsOptional(_ node: ExprSyntax) -> Bool {
        var current = node
        while true {
            switch current.as(ExprSyntaxEnum.self) {
            case .optionalChainingExpr: return true
            case .forceUnwrapExpr(let force): current = force.expression
            case .memberAccessExpr(let access):
                guard let base = access.base, !isOptionalCase(access) else { return false }
                current = base
            case .functionCallExpr(let call): current = call.calledExpression
            case .subscriptCallExpr(let call): current = call.calledExpression
            default: return false
            }
        }
    }

    /// One link; records whether a `?` was met so that the outermost link wraps the chain.
    private mutating func lowerChainLink(_ node: ExprSyntax, hasOptionalBinding: inout Bool) -> Expr {
        if let optional = node.as(OptionalChainingExprSyntax.self) {
            hasOptionalBinding = true
            let inner = lowerChainOperand(optional.expression, hasOptionalBinding: &hasOptionalBinding)
            return makeExpr(.bindOptional(inner), at: location(optional.questionMark))
        }
        if let force = node.as(ForceUnwrapExprSyntax.self) {
            let inner = lowerChainOperand(force.expression, hasOptionalBinding: &hasOptionalBinding)
            return makeExpr(.forceUnwrap(inner), at: location(force.exclamationMark))
        }
        return lowerExpr(node)
    }

    /// The operand of a `?` or `!`: a member, call or subscript whose own base may hold
    /// more links of the same chain.
    private mutating func lowerChainOperand(_ node: ExprSyntax, hasOptionalBinding: inout Bool) -> Expr {
        nested(node, fallback: makeExpr(.error, at: location(node))) { lowering in
            lowering.lowerChainOperandKind(node, hasOptionalBinding: &hasOptionalBinding)
        }
    }

    private mutating func lowerChainOperandKind(_ node: ExprSyntax, hasOptionalBinding: inout Bool) -> Expr {
        switch node.as(ExprSyntaxEnum.self) {
        case .optionalChainingExpr, .forceUnwrapExpr:
            return lowerChainLink(node, hasOptionalBinding: &hasOptionalBinding)
        case .memberAccessExpr(let access) where access.base != nil && chainContinues(access.base!):
            let base = lowerChainOperand(access.base!, hasOptionalBinding: &hasOptionalBinding)
            let nameToken = access.declName.baseName
            if case .integerLiteral(let text) = nameToken.tokenKind {
                return makeExpr(.tupleIndex(base, Int(text) ?? 0), at: location(access.period))
            }
            return makeExpr(.member(base, SyntaxLowering.name(of: nameToken)), at: location(access.period))
        case .functionCallExpr(let call) where chainContinues(call.calledExpression):
            let callee = lowerChainOperand(call.calledExpression, hasOptionalBinding: &hasOptionalBinding)
            let arguments = lowerArguments(call.arguments) + lowerTrailingClosures(call.trailingClosure, call.additionalTrailingClosures)
            return makeExpr(.call(callee, arguments), at: callee.location)
        case .subscriptCallExpr(let call) where chainContinues(call.calledExpression):
            let base = lowerChainOperand(call.calledExpression, hasOptionalBinding: &hasOptionalBinding)
            var arguments = lowerArguments(call.arguments)
            if let trailing = call.trailingClosure {
                arguments.append(CallArgument(label: nil, value: lowerClosure(trailing), location: location(trailing), isTrailingClosure: true))
            }
            return makeExpr(.subscripted(base, arguments), at: location(call.leftSquare))
        default:
            // The chain's root: lowered on its own (its `?`s, if any, belong to it).
            return lowerExpr(node)
        }
    }

    /// Whether a `?` or `!` appears down a chain's bases (so the chain must be read link
    /// by link to scope its optional binding).
    private func chainContinues(_ node: ExprSyntax) -> Bool {
        var current = node
        while true {
            switch current.as(ExprSyntaxEnum.self) {
            case .optionalChainingExpr, .forceUnwrapExpr: return true
            case .memberAccessExpr(let access):
                guard let base = access.base, !SyntaxLowering.isOptionalCase(access) else { return false }
                current = base
            case .functionCallExpr(let call): current = call.calledExpression
            case .subscriptCallExpr(let call): current = call.calledExpression
            default: return false
            }
        }
    }

    // MARK: - Operators

    private mutating func lowerPrefix(_ prefix: PrefixOperatorExprSyntax) -> Expr {
        let op = prefix.operator.text
        let at = location(prefix.operator)
        switch op {
        case "-", "+", "!", "~":
            return makeExpr(.prefix(op, lowerExpr(prefix.expression)), at: at)
        case "..<", "...":
            // `..<n`: a one-sided range, up to (or through) the bound.
            return makeExpr(.call(makeExpr(.identifier(op == "..<" ? "$upTo" : "$through"), at: at), [
                CallArgument(label: nil, value: lowerExpr(prefix.expression), location: at, isTrailingClosure: false)
            ]), at: at)
        default:
            unsupported("the prefix operator '\(op)' is", at: prefix.operator)
            return makeExpr(.error, at: at)
        }
    }

    /// The precedence groups of Swift's standard operators, lowest first.
    enum Precedence: Int, Comparable {
        case assignment = 1, ternary, disjunction, conjunction, comparison, nilCoalescing, casting, rangeFormation
        case addition, multiplication, bitwiseShift

        static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }

        var isRightAssociative: Bool { self == .assignment || self == .ternary || self == .nilCoalescing }

        static let binaryOperators: [String: Precedence] = [
            "||": .disjunction, "&&": .conjunction,
            "==": .comparison, "!=": .comparison, "<": .comparison, "<=": .comparison, ">": .comparison, ">=": .comparison,
            "===": .comparison, "!==": .comparison, "~=": .comparison,
            "??": .nilCoalescing, "..<": .rangeFormation, "...": .rangeFormation,
            "+": .addition, "-": .addition, "|": .addition, "^": .addition, "&+": .addition, "&-": .addition,
            "*": .multiplication, "/": .multiplication, "%": .multiplication, "&": .multiplication, "&*": .multiplication,
            "<<": .bitwiseShift, ">>": .bitwiseShift, "&<<": .bitwiseShift, "&>>": .bitwiseShift,
        ]

        static let compoundAssignments: Set<String> = [
            "+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
        ]
    }

    /// The group of one operator element of a sequence; nil for an operand.
    private mutating func precedence(of element: ExprSyntax) -> Precedence? {
        switch element.as(ExprSyntaxEnum.self) {
        case .assignmentExpr: return .assignment
        case .unresolvedTernaryExpr: return .ternary
        case .unresolvedAsExpr, .unresolvedIsExpr: return .casting
        case .arrowExpr: return .assignment
        case .binaryOperatorExpr(let op):
            let text = op.operator.text
            if Precedence.compoundAssignments.contains(text) { return .assignment }
            return Precedence.binaryOperators[text] ?? .comparison
        default: return nil
        }
    }

    /// Folds `a + b * c = d` (operands and operators alternating, as swift-syntax leaves
    /// them) into a tree with Swift's precedence and associativity. Left-associative chains
    /// are folded in a loop; each link counts as one more level of nesting, so that a chain
    /// of thousands of `+` is an error rather than a tree the later passes cannot walk.
    mutating func lowerSequence(_ elements: [ExprSyntax]) -> Expr {
        var index = 0
        var levels = 0
        defer { depth -= levels }
        return foldSequence(elements, &index, minimum: .assignment, levels: &levels)
    }

    private mutating func foldSequence(_ elements: [ExprSyntax], _ index: inout Int, minimum: Precedence, levels: inout Int) -> Expr {
        guard index < elements.count else { return makeExpr(.error, at: elements.last.map { location($0) } ?? SourceLocation(line: 1, column: 1)) }
        var left = lowerExpr(elements[index])
        index += 1
        while index < elements.count {
            let element = elements[index]
            guard let precedence = precedence(of: element), precedence >= minimum else { break }
            if !enterNesting(at: element) {
                levels += 1
                index = elements.count
                return makeExpr(.error, at: left.location)
            }
            levels += 1
            index += 1
            let at = location(element)
            let nextMinimum = precedence.isRightAssociative ? precedence : Precedence(rawValue: precedence.rawValue + 1) ?? .bitwiseShift
            switch element.as(ExprSyntaxEnum.self) {
            case .unresolvedAsExpr(let cast):
                let type = index < elements.count ? typeOfSequenceElement(elements[index]) : .named("Any")
                index += 1
                left = makeExpr(.cast(left, type, castKind(cast.questionOrExclamationMark)), at: at)
            case .unresolvedIsExpr:
                let type = index < elements.count ? typeOfSequenceElement(elements[index]) : .named("Any")
                index += 1
                left = makeExpr(.typeCheck(left, type), at: at)
            case .unresolvedTernaryExpr(let ternary):
                let whenTrue = lowerExpr(ternary.thenExpression)
                let whenFalse = foldSequence(elements, &index, minimum: nextMinimum, levels: &levels)
                left = makeExpr(.ternary(left, whenTrue, whenFalse), at: at)
            case .assignmentExpr:
                let right = foldSequence(elements, &index, minimum: nextMinimum, levels: &levels)
                left = makeExpr(.assign(left, right), at: at)
            case .arrowExpr:
                unsupported("function types as values are", at: element)
                _ = foldSequence(elements, &index, minimum: nextMinimum, levels: &levels)
                left = makeExpr(.error, at: at)
            case .binaryOperatorExpr(let op):
                let text = op.operator.text
                let right = foldSequence(elements, &index, minimum: nextMinimum, levels: &levels)
                if Precedence.compoundAssignments.contains(text) {
                    left = makeExpr(.compoundAssign(String(text.dropLast()), left, right), at: at)
                } else if Precedence.binaryOperators[text] != nil {
                    left = makeExpr(.binary(text, left, right), at: at)
                } else {
                    error("cannot find operator '\(text)' in scope", at: at)
                    left = makeExpr(.error, at: at)
                }
            default:
                left = makeExpr(.error, at: at)
            }
        }
        return left
    }

    private mutating func typeOfSequenceElement(_ element: ExprSyntax) -> TypeExpr {
        if let typeExpr = element.as(TypeExprSyntax.self) { return lowerType(typeExpr.type) }
        return typeWrittenAsExpression(element) ?? .named("Any")
    }

    // MARK: - Closures

    mutating func lowerClosure(_ closure: ClosureExprSyntax) -> Expr {
        let at = location(closure)
        var parameters: [Parameter] = []
        var resultType: TypeExpr?
        var captureList: [CaptureListEntry] = []
        if let signature = closure.signature {
            if let capture = signature.capture {
                for item in capture.items {
                    let name = SyntaxLowering.name(of: item.name)
                    let specifier = item.specifier?.specifier.text
                    let value = item.initializer.map { lowerExpr($0.value) } ?? makeExpr(.identifier(name), at: location(item.name))
                    captureList.append(
                        CaptureListEntry(name: name, value: value, isWeak: specifier == "weak", location: location(item.name), id: ids.make()))
                }
            }
            switch signature.parameterClause {
            case .simpleInput(let names):
                for name in names {
                    parameters.append(
                        Parameter(label: nil, name: SyntaxLowering.name(of: name.name), type: nil, defaultValue: nil, location: location(name), id: ids.make()))
                }
            case .parameterClause(let clause):
                for parameter in clause.parameters {
                    let name = SyntaxLowering.name(of: parameter.secondName ?? parameter.firstName)
                    var type = parameter.type.map { lowerType($0) }
                    var isInout = false
                    if let attributed = parameter.type?.as(AttributedTypeSyntax.self),
                        attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
                    {
                        isInout = true
                        type = lowerType(attributed.baseType)
                    }
                    var lowered = Parameter(label: nil, name: name, type: type, defaultValue: nil, location: location(parameter), id: ids.make())
                    lowered.isInout = isInout
                    parameters.append(lowered)
                }
            case nil:
                break
            }
            if let effects = signature.effectSpecifiers {
                if let asyncSpecifier = effects.asyncSpecifier { unsupported("'async' closures are", at: asyncSpecifier) }
                if let throwsClause = effects.throwsClause { unsupported("throwing closures are", at: throwsClause) }
            }
            resultType = signature.returnClause.map { lowerType($0.type) }
        }
        dollarParameterCounts.append(0)
        let body = lowerBlock(closure.statements)
        let dollarCount = dollarParameterCounts.removeLast()
        var usesDollars = false
        if dollarCount > 0 {
            if closure.signature?.parameterClause == nil {
                usesDollars = true
                parameters = (0..<dollarCount).map {
                    Parameter(label: nil, name: "$\($0)", type: nil, defaultValue: nil, location: at, id: ids.make())
                }
            } else {
                error("anonymous closure arguments cannot be used inside a closure that has explicit arguments", at: at)
            }
        }
        let lowered = ClosureExpr(
            parameters: parameters, usesDollarParameters: usesDollars, resultType: resultType,
            body: projectedParameterValues(parameters, at: at) + body, location: at)
        lowered.captureList = captureList
        return makeExpr(.closure(lowered), at: at)
    }

    // MARK: - Key paths

    private mutating func lowerKeyPath(_ keyPath: KeyPathExprSyntax) -> Expr {
        let at = location(keyPath)
        let root = keyPath.root.map { lowerType($0) }
        var components: [KeyPathComponent] = []
        for component in keyPath.components {
            switch component.component {
            case .property(let property):
                let token = property.declName.baseName
                if case .keyword(.self) = token.tokenKind {
                    components.append(.identity)
                } else {
                    components.append(.property(SyntaxLowering.name(of: token)))
                }
            case .optional(let optional):
                components.append(optional.questionOrExclamationMark.text == "!" ? .forceUnwrap : .optionalChain)
            case .subscript(let subscriptComponent):
                components.append(.subscripted(lowerArguments(subscriptComponent.arguments)))
            default:
                unsupported("method references in key paths are", at: component)
            }
        }
        return makeExpr(.keyPath(root: root, components: components), at: at)
    }
}
