import SwiftSyntax

// Statements: blocks, control flow, conditions, and declarations in statement position.

extension SyntaxLowering {
    /// A file's top-level code.
    mutating func lowerTopLevel(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        lowerBlock(items)
    }

    /// The statements of a block, in order; a declaration of several variables gives one
    /// statement per binding.
    mutating func lowerBlock(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        var statements: [Stmt] = []
        for item in items {
            if nestingExceeded { break }
            switch item.item {
            case .decl(let declaration):
                statements.append(contentsOf: lowerDeclarationStatement(declaration))
            case .stmt(let statement):
                if let lowered = lowerStatement(statement) { statements.append(lowered) }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    statements.append(contentsOf: lowerPreview(macro))
                    continue
                }
                statements.append(lowerExpressionStatement(expression))
            }
        }
        return statements
    }

    mutating func lowerCodeBlock(_ block: CodeBlockSyntax) -> [Stmt] {
        nested(block, fallback: []) { lowering in lowering.lowerBlock(block.statements) }
    }

    /// An expression used as a statement: `if` and `switch` are statements here.
    private mutating func lowerExpressionStatement(_ expression: ExprSyntax) -> Stmt {
        let at = location(expression)
        if let ifExpr = expression.as(IfExprSyntax.self) { return lowerIf(ifExpr) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return lowerSwitch(switchExpr, label: nil, at: at) }
        // At the top of a file, `#Preview { ... }` reads as an expression statement.
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
            return lowerPreview(macro).last ?? Stmt(kind: .error, location: at)
        }
        return Stmt(kind: .expression(lowerExpr(expression)), location: at)
    }

    mutating func lowerStatement(_ statement: StmtSyntax) -> Stmt? {
        nested(statement, fallback: nil) { lowering in lowering.lowerStatementKind(statement) }
    }

    private mutating func lowerStatementKind(_ statement: StmtSyntax) -> Stmt? {
        let at = location(statement)
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let expression):
            return lowerExpressionStatement(expression.expression)
        case .returnStmt(let returnStmt):
            return Stmt(kind: .returnStatement(returnStmt.expression.map { lowerExpr($0) }), location: at)
        case .breakStmt(let breakStmt):
            return Stmt(kind: .breakStatement(label: breakStmt.label.map(SyntaxLowering.name(of:))), location: at)
        case .continueStmt(let continueStmt):
            return Stmt(kind: .continueStatement(label: continueStmt.label.map(SyntaxLowering.name(of:))), location: at)
        case .fallThroughStmt:
            return Stmt(kind: .fallthroughStatement, location: at)
        case .guardStmt(let guardStmt):
            let conditions = lowerConditions(guardStmt.conditions)
            return Stmt(kind: .guardStatement(conditions: conditions, otherwise: lowerCodeBlock(guardStmt.body)), location: at)
        case .whileStmt(let whileStmt):
            return lowerLoop(StmtSyntax(whileStmt), label: nil, at: at)
        case .repeatStmt(let repeatStmt):
            return lowerLoop(StmtSyntax(repeatStmt), label: nil, at: at)
        case .forStmt(let forStmt):
            return lowerLoop(StmtSyntax(forStmt), label: nil, at: at)
        case .labeledStmt(let labeled):
            let label = SyntaxLowering.name(of: labeled.label)
            if let switchStmt = labeled.statement.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) {
                return lowerSwitch(switchStmt, label: label, at: at)
            }
            if let ifStmt = labeled.statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
                // A labeled `if` can be left with `break label`; read as a labeled one-pass loop would
                // change `continue`, so the label is reported.
                unsupported("labels on 'if' statements are", at: labeled.label)
                return lowerIf(ifStmt)
            }
            if let doStmt = labeled.statement.as(DoStmtSyntax.self) {
                unsupported("labels on 'do' statements are", at: labeled.label)
                return lowerStatement(StmtSyntax(doStmt))
            }
            return lowerLoop(labeled.statement, label: label, at: at)
        case .deferStmt(let deferStmt):
            return Stmt(kind: .deferStatement(lowerCodeBlock(deferStmt.body)), location: at)
        case .doStmt(let doStmt):
            if !doStmt.catchClauses.isEmpty, let first = doStmt.catchClauses.first {
                error("'do'/'catch' is not supported in scripts (scripts have no errors to catch)", at: location(first))
            }
            if let throwsClause = doStmt.throwsClause { unsupported("typed 'do' blocks are", at: throwsClause) }
            return Stmt(kind: .block(lowerCodeBlock(doStmt.body)), location: at)
        case .throwStmt:
            unsupported("'throw' is", at: statement)
            return Stmt(kind: .error, location: at)
        case .missingStmt:
            return nil
        default:
            unsupported("'\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements are", at: statement)
            return Stmt(kind: .error, location: at)
        }
    }

    private mutating func lowerLoop(_ statement: StmtSyntax, label: String?, at: SourceLocation) -> Stmt? {
        if let whileStmt = statement.as(WhileStmtSyntax.self) {
            let conditions = lowerConditions(whileStmt.conditions)
            return Stmt(kind: .whileLoop(label: label, conditions: conditions, body: lowerCodeBlock(whileStmt.body)), location: at)
        }
        if let repeatStmt = statement.as(RepeatStmtSyntax.self) {
            let body = lowerCodeBlock(repeatStmt.body)
            return Stmt(kind: .repeatWhile(label: label, body: body, condition: lowerExpr(repeatStmt.condition)), location: at)
        }
        if let forStmt = statement.as(ForStmtSyntax.self) {
            return lowerFor(forStmt, label: label, at: at)
        }
        error("expected a loop or 'switch' after the label '\(label ?? "")'", at: at)
        return lowerStatement(statement)
    }

    private mutating func lowerFor(_ forStmt: ForStmtSyntax, label: String?, at: SourceLocation) -> Stmt {
        if let awaitKeyword = forStmt.awaitKeyword { error("'for await' is not supported in scripts", at: location(awaitKeyword)) }
        if let tryKeyword = forStmt.tryKeyword { unsupported("'for try' is", at: tryKeyword) }
        var pattern: Pattern
        if forStmt.caseKeyword != nil {
            // `for case let .some(x) in items`: only the elements that match.
            pattern = lowerPattern(forStmt.pattern, bindingSpecifier: nil)
        } else {
            pattern = lowerBindingPattern(forStmt.pattern, isVariable: false)
        }
        var sequence = lowerExpr(forStmt.sequence)
        if let annotation = forStmt.typeAnnotation {
            let elementType = lowerType(annotation.type)
            pattern = .typeCheck(pattern, elementType, location(annotation))
            // `for p: Player in [.one, .two]`: the annotation is the literal's element type,
            // as Swift reads it (`.one` is `Player.one`), not a filter on the elements.
            if case .array = sequence.kind {
                sequence = makeExpr(.cast(sequence, .array(elementType), .plain), at: sequence.location)
            }
        }
        let filter = forStmt.whereClause.map { lowerExpr($0.condition) }
        let body = lowerCodeBlock(forStmt.body)
        return Stmt(kind: .forIn(label: label, pattern: pattern, sequence: sequence, filter: filter, body: body), location: at)
    }

    // MARK: - if and switch

    mutating func lowerIf(_ ifExpr: IfExprSyntax) -> Stmt {
        let at = location(ifExpr)
        let conditions = lowerConditions(ifExpr.conditions)
        let then = lowerCodeBlock(ifExpr.body)
        var otherwise: [Stmt]?
        switch ifExpr.elseBody {
        case .ifExpr(let elseIf):
            otherwise = [nested(elseIf, fallback: Stmt(kind: .error, location: location(elseIf))) { $0.lowerIf(elseIf) }]
        case .codeBlock(let block):
            otherwise = lowerCodeBlock(block)
        case nil:
            otherwise = nil
        }
        return Stmt(kind: .ifStatement(conditions: conditions, then: then, otherwise: otherwise), location: at)
    }

    mutating func lowerSwitch(_ switchExpr: SwitchExprSyntax, label: String?, at: SourceLocation) -> Stmt {
        let subject = lowerExpr(switchExpr.subject)
        return Stmt(kind: .switchStatement(label: label, subject: subject, cases: lowerSwitchCases(switchExpr.cases)), location: at)
    }

    /// A switch's cases; a `#if` among them gives its active clause's cases.
    private mutating func lowerSwitchCases(_ list: SwitchCaseListSyntax) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for element in list {
            switch element {
            case .switchCase(let switchCase):
                let caseLocation = location(switchCase)
                var patterns: [Pattern] = []
                var guardExpression: Expr?
                switch switchCase.label {
                case .default:
                    break
                case .case(let caseLabel):
                    for item in caseLabel.caseItems {
                        patterns.append(lowerPattern(item.pattern, bindingSpecifier: nil))
                        if let whereClause = item.whereClause {
                            if guardExpression != nil || item.trailingComma != nil {
                                // Swift's `where` belongs to one pattern; one guard for the whole case is all
                                // scripts keep, so only a `where` on the last pattern is read.
                                if item.trailingComma != nil {
                                    unsupported("a 'where' clause on a pattern other than a case's last one is", at: whereClause)
                                }
                            }
                            guardExpression = lowerExpr(whereClause.condition)
                        }
                    }
                }
                let body = lowerBlock(switchCase.statements)
                if body.isEmpty && !switchCase.hasError {
                    error(
                        "'\(patterns.isEmpty ? "default" : "case")' label in a 'switch' must have at least one executable statement",
                        at: caseLocation)
                }
                cases.append(SwitchCase(patterns: patterns, guardExpression: guardExpression, body: body, location: caseLocation))
            case .ifConfigDecl(let directive):
                guard let clause = activeClause(of: directive), let elements = clause.elements else { continue }
                guard case .switchCases(let active) = elements else {
                    error("this '#if' clause holds no cases", at: location(clause))
                    continue
                }
                cases += lowerSwitchCases(active)
            }
        }
        return cases
    }

    // MARK: - Conditions

    mutating func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
        var conditions: [Condition] = []
        for element in list {
            switch element.condition {
            case .expression(let expression):
                conditions.append(.expression(lowerExpr(expression)))
            case .optionalBinding(let binding):
                let isVariable = binding.bindingSpecifier.tokenKind == .keyword(.var)
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    let name = SyntaxLowering.name(of: identifier.identifier)
                    let nameLocation = location(identifier)
                    // `if let x` means `if let x = x`.
                    var value = binding.initializer.map { lowerExpr($0.value) } ?? makeExpr(.identifier(name), at: nameLocation)
                    if let annotation = binding.typeAnnotation {
                        value = makeExpr(.cast(value, .optional(lowerType(annotation.type)), .plain), at: location(annotation))
                    }
                    conditions.append(.optionalBinding(name: name, isVariable: isVariable, value: value, location: nameLocation, id: ids.make()))
                } else {
                    // `if let (a, b) = optionalPair`.
                    let pattern = lowerBindingPattern(binding.pattern, isVariable: isVariable)
                    let value = binding.initializer.map { lowerExpr($0.value) } ?? makeExpr(.error, at: location(binding))
                    conditions.append(.patternMatch(.optional(pattern), value))
                }
            case .matchingPattern(let matching):
                let pattern = lowerPattern(matching.pattern, bindingSpecifier: nil)
                conditions.append(.patternMatch(pattern, lowerExpr(matching.initializer.value)))
            case .availability(let availability):
                // `#available(...)` is always true where scripts run.
                _ = availability
                conditions.append(.expression(makeExpr(.boolean(true), at: location(element))))
            }
        }
        return conditions
    }
}
