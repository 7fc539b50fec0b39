import SwiftSyntax

// `#if DEBUG ... #elseif os(macOS) ... #else ... #endif`: the clause swiftc would compile
// is lowered, the others are parsed and dropped (docs/language.md, "Compiler directives").
// Scripts are compiled as a debug build of an iOS app running in the simulator: files
// written for Xcode's iOS template take the branch their author tested.

extension SyntaxLowering {
    /// The facts `#if` conditions test.
    enum BuildConfiguration {
        /// `os(iOS)`.
        static let operatingSystem = "iOS"
        /// `arch(arm64)`.
        static let architecture = "arm64"
        /// `targetEnvironment(simulator)`.
        static let targetEnvironment = "simulator"
        /// `swift(>=6.0)`, `compiler(>=6.0)`.
        static let swiftVersion = [6, 3]
        /// `#if DEBUG`: compilation conditions set (`-D DEBUG`, as Xcode's Debug does).
        static let conditions: Set<String> = ["DEBUG"]
    }

    /// The clause of `#if` whose condition holds, or nil when none does (and there is no
    /// `#else`).
    mutating func activeClause(of directive: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in directive.clauses {
            guard let condition = clause.condition else { return clause }  // #else
            if evaluateCondition(condition) { return clause }
        }
        return nil
    }

    /// The statements of the active clause of a `#if` among statements.
    mutating func lowerDirectiveStatements(_ directive: IfConfigDeclSyntax) -> [Stmt] {
        guard let clause = activeClause(of: directive), let elements = clause.elements else { return [] }
        switch elements {
        case .statements(let items):
            return lowerBlock(items)
        default:
            error("this '#if' clause holds no statements", at: location(clause))
            return []
        }
    }

    /// `Text("a") #if os(iOS) .padding() #endif`: the base with the active clause's
    /// modifiers (nil when no clause is active: the base alone).
    mutating func lowerPostfixDirective(_ node: PostfixIfConfigExprSyntax) -> Expr {
        let base = node.base.map { lowerExpr($0) }
        guard let clause = activeClause(of: node.config), let elements = clause.elements else {
            return base ?? makeExpr(.error, at: location(node))
        }
        guard case .postfixExpression(let postfix) = elements else {
            error("this '#if' clause holds no member expression", at: location(clause))
            return makeExpr(.error, at: location(clause))
        }
        let lowered = lowerExpr(postfix)
        guard let base else { return lowered }
        return SyntaxLowering.attach(base, to: lowered)
    }

    /// `.padding().bold()` lowered with `base` where its leftmost implicit member is.
    private static func attach(_ base: Expr, to expression: Expr) -> Expr {
        let kind: ExprKind
        switch expression.kind {
        case .implicitMember(let name): kind = .member(base, name)
        case .member(let inner, let name): kind = .member(attach(base, to: inner), name)
        case .call(let callee, let arguments): kind = .call(attach(base, to: callee), arguments)
        case .subscripted(let inner, let arguments): kind = .subscripted(attach(base, to: inner), arguments)
        case .tupleIndex(let inner, let index): kind = .tupleIndex(attach(base, to: inner), index)
        case .bindOptional(let inner): kind = .bindOptional(attach(base, to: inner))
        case .optionalChain(let inner): kind = .optionalChain(attach(base, to: inner))
        case .forceUnwrap(let inner): kind = .forceUnwrap(attach(base, to: inner))
        default: return expression
        }
        return Expr(kind: kind, location: expression.location, id: expression.id)
    }

    // MARK: - Conditions

    /// Whether a `#if` condition holds, as swiftc decides it for the configuration above.
    /// Names that are not set are false; an unknown test is an error.
    private mutating func evaluateCondition(_ condition: ExprSyntax) -> Bool {
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a || b && c`: `&&` binds tighter; both short-circuit, but every operand is
            // still checked for errors.
            var disjuncts: [[ExprSyntax]] = [[]]
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    switch op.operator.text {
                    case "||": disjuncts.append([])
                    case "&&": continue
                    default:
                        error("'\(op.operator.text)' is not allowed in a '#if' condition; use &&, || and !", at: location(op))
                        return false
                    }
                } else {
                    disjuncts[disjuncts.count - 1].append(element)
                }
            }
            return disjuncts.map { $0.map { evaluateCondition($0) }.allSatisfy { $0 } }.contains(true)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !evaluateCondition(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluateCondition(only.expression)
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let name = condition.as(DeclReferenceExprSyntax.self) {
            return BuildConfiguration.conditions.contains(name.baseName.text)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
            call.arguments.count == 1, let argument = call.arguments.first?.expression
        {
            let value = argument.trimmedDescription
            switch function.baseName.text {
            case "os": return value == BuildConfiguration.operatingSystem
            case "arch": return value == BuildConfiguration.architecture
            case "targetEnvironment": return value == BuildConfiguration.targetEnvironment
            case "canImport": return SyntaxLowering.importableModules.contains(value)
            case "swift", "compiler": return versionTest(value, at: argument)
            case "_endian": return value == "little"
            case "_pointerBitWidth": return value == "_64"
            case "_runtime": return value == "_Native"
            case "hasFeature", "hasAttribute", "_hasAtomicBitWidth", "_compiler_version": return false
            default: break
            }
        }
        error(
            "unknown '#if' condition '\(condition.trimmedDescription)'; scripts know names such as DEBUG, os(...), arch(...), canImport(...), targetEnvironment(...), swift(>=...), compiler(>=...)",
            at: location(condition))
        return false
    }

    /// `>=5.9`, `<6`: the Swift version compared with `BuildConfiguration.swiftVersion`.
    private mutating func versionTest(_ text: String, at node: ExprSyntax) -> Bool {
        let isAtLeast = text.hasPrefix(">=")
        guard isAtLeast || text.hasPrefix("<") else {
            error("a version test is written '>=' or '<' and a version, as in swift(>=5.9)", at: location(node))
            return false
        }
        let parts = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }.split(separator: ".").map { Int($0.trimmingWhitespace) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else {
            error("'\(text)' is not a version such as >=5.9", at: location(node))
            return false
        }
        // Compared component by component, the shorter padded with zeros (6 is 6.0).
        let count = max(parts.count, BuildConfiguration.swiftVersion.count)
        let version = parts.map { $0! } + Array(repeating: 0, count: count - parts.count)
        let current = BuildConfiguration.swiftVersion + Array(repeating: 0, count: count - BuildConfiguration.swiftVersion.count)
        let isLess = current.lexicographicallyPrecedes(version)
        return isAtLeast ? !isLess : isLess
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: Substring {
        var text = self
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
