// Flow analysis: whether statements always leave their block (for `guard` and missing
// returns), and whether a switch covers every value.

extension Resolver {
    /// Whether control can never reach the end of these statements.
    static func definitelyExits(_ statements: [Stmt], enumCases: (String) -> [String]? = { _ in nil }) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .returnStatement, .breakStatement, .continueStatement: return true
        case .expression(let expression):
            if case .call(let callee, _) = expression.kind, case .identifier(let name) = callee.kind, name == "fatalError" {
                return true
            }
            return false
        case .ifStatement(_, let then, let otherwise):
            guard let otherwise else { return false }
            return definitelyExits(then, enumCases: enumCases) && definitelyExits(otherwise, enumCases: enumCases)
        case .switchStatement(_, _, let cases):
            // A switch that misses values is an error of its own (the compiler's), so here it
            // counts as covering them: one report, not two.
            return cases.allSatisfy { switchCase in
                if case .fallthroughStatement = switchCase.body.last?.kind { return true }
                return definitelyExits(switchCase.body, enumCases: enumCases)
            }
        case .whileLoop(_, let conditions, let body):
            if conditions.count == 1, case .expression(let expression) = conditions[0], case .boolean(true) = expression.kind {
                return !containsBreak(body)
            }
            return false
        case .repeatWhile(_, let body, let condition):
            if case .boolean(true) = condition.kind { return !containsBreak(body) }
            return definitelyExits(body, enumCases: enumCases)
        case .block(let body):
            return definitelyExits(body, enumCases: enumCases)
        case .guardStatement:
            return false
        case .error:
            // A statement already reported (such as an unsupported `throw`) is taken to
            // exit, so that its one error is not followed by a "falls through" cascade.
            return true
        default:
            return false
        }
    }

    static func containsBreak(_ statements: [Stmt]) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .breakStatement(let label) where label == nil: return true
            case .ifStatement(_, let then, let otherwise):
                if containsBreak(then) || containsBreak(otherwise ?? []) { return true }
            case .block(let body):
                if containsBreak(body) { return true }
            case .guardStatement(_, let otherwise):
                if containsBreak(otherwise) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether a switch covers every value, as far as its patterns tell (for flow
    /// analysis: the compiler checks exhaustiveness against the subject's type). An enum's
    /// cases are found from their names.
    static func isExhaustive(_ cases: [SwitchCase], enumCases: (String) -> [String]?) -> Bool {
        if case .exhaustive = Exhaustiveness.check(cases, space: nil, enumCases: enumCases) { return true }
        return false
    }

    /// All case names of the one enum of the program that has a case named `name`.
    static func enumCaseNames(_ name: String, in types: [DeclaredType]) -> [String]? {
        let enums = types.filter { $0.isEnum && $0.enumCase(name) != nil }
        guard enums.count == 1 else { return nil }
        return enums[0].cases.map(\.name)
    }

    static func matchesEverything(_ pattern: Pattern) -> Bool {
        Exhaustiveness.matchesEverything(pattern)
    }
}
