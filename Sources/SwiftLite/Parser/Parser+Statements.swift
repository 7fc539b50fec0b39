// Statements and declarations.

extension Parser {
    /// The constructs of Swift that scripts may not use, and how to name them.
    /// The constructs of Swift that scripts may not use, and how the error names them.
    static let unsupportedDeclarations: [Keyword: String] = [
        .import: "'import' is", .struct: "'struct' declarations are", .class: "'class' declarations are",
        .enum: "'enum' declarations are", .protocol: "protocols are", .extension: "extensions are",
        .typealias: "type aliases are", .associatedtype: "protocols are", .subscript: "subscript declarations are",
        .operator: "operator declarations are", .precedencegroup: "operator declarations are", .`init`: "initializers are",
        .deinit: "deinitializers are", .throw: "'throw' is", .do: "'do'/'catch' is", .defer: "'defer' is",
        .static: "'static' declarations are", .private: "access control is", .public: "access control is",
        .fileprivate: "access control is", .internal: "access control is",
    ]

    /// One statement, or nil when nothing usable could be read (already reported).
    mutating func parseStatement() -> Stmt? {
        let location = currentLocation
        guard enterNesting() else {
            synchronize()
            exitNesting()
            return nil
        }
        defer { exitNesting() }

        // `label: for ...`
        if case .identifier(let label) = current.kind, peek().kind == .colon,
            [.keyword(.for), .keyword(.while), .keyword(.repeat), .keyword(.switch)].contains(peek(2).kind)
        {
            advance()
            advance()
            return parseLabeledStatement(label: label, location: location)
        }

        switch current.kind {
        case .keyword(.let), .keyword(.var):
            return parseVariableDeclaration()
        case .keyword(.func):
            return parseFunctionDeclaration().map { Stmt(kind: .function($0), location: location) }
        case .keyword(.if):
            return parseIf()
        case .keyword(.guard):
            return parseGuard()
        case .keyword(.while), .keyword(.repeat), .keyword(.for), .keyword(.switch):
            return parseLabeledStatement(label: nil, location: location)
        case .keyword(.break):
            advance()
            return Stmt(kind: .breakStatement(label: parseStatementLabelReference()), location: location)
        case .keyword(.continue):
            advance()
            return Stmt(kind: .continueStatement(label: parseStatementLabelReference()), location: location)
        case .keyword(.fallthrough):
            advance()
            return Stmt(kind: .fallthroughStatement, location: location)
        case .keyword(.return):
            advance()
            if check(.rightBrace) || check(.semicolon) || check(.endOfFile) || current.newlineBefore {
                return Stmt(kind: .returnStatement(nil), location: location)
            }
            return Stmt(kind: .returnStatement(parseExpression()), location: location)
        case .keyword(.do):
            advance()
            guard check(.leftBrace) else {
                error("expected '{' after 'do'")
                return nil
            }
            let body = parseBlock(after: "'do'")
            if checkKeyword(.catch) {
                error("'do'/'catch' is not supported in scripts (scripts have no errors to catch)")
                while matchKeyword(.catch) {
                    while !check(.leftBrace) && !check(.endOfFile) && !current.newlineBefore { advance() }
                    skipBracedBlock()
                }
            }
            return Stmt(kind: .block(body), location: location)
        case .keyword(let keyword) where Parser.unsupportedDeclarations[keyword] != nil:
            reportUnsupportedDeclaration(Parser.unsupportedDeclarations[keyword]!)
            return Stmt(kind: .error, location: location)
        case .at:
            error("attributes (such as '@State' or '@ViewBuilder') are not supported in scripts")
            advance()
            _ = matchIdentifier()
            if check(.leftParen) { _ = parseArgumentList(opener: "(", closer: .rightParen, closerText: ")") }
            // The declaration the attribute was attached to is read as if it had none.
            if check(.endOfFile) || check(.rightBrace) { return nil }
            return parseStatement()
        case .hash:
            error("compiler directives ('#if', '#Preview', ...) are not supported in scripts")
            synchronize()
            return nil
        case .identifier(let word) where word == "actor" && isDeclarationName(peek()):
            reportUnsupportedDeclaration("'actor' declarations are")
            return Stmt(kind: .error, location: location)
        default:
            guard let expression = parseExpressionStatement() else { return nil }
            return Stmt(kind: .expression(expression), location: location)
        }
    }

    private func isDeclarationName(_ token: Token) -> Bool {
        if case .identifier = token.kind { return true }
        return false
    }

    /// Reports a declaration scripts may not use (`what` is its name with the verb: "'struct'
    /// declarations are") and skips it whole, through its body.
    mutating func reportUnsupportedDeclaration(_ what: String) {
        error("\(what) not supported in scripts")
        advance()
        while !check(.endOfFile) && !check(.leftBrace) && !check(.rightBrace) && !check(.semicolon) {
            let next = peek()
            advance()
            if next.newlineBefore { break }
        }
        if check(.leftBrace) { skipBracedBlock() }
    }

    private mutating func parseStatementLabelReference() -> String? {
        if case .identifier(let label) = current.kind, !current.newlineBefore {
            advance()
            return label
        }
        return nil
    }

    private mutating func parseLabeledStatement(label: String?, location: SourceLocation) -> Stmt? {
        switch current.kind {
        case .keyword(.while):
            advance()
            let conditions = parseConditionList()
            let body = parseBlock(after: "the 'while' condition")
            return Stmt(kind: .whileLoop(label: label, conditions: conditions, body: body), location: location)
        case .keyword(.repeat):
            advance()
            let body = parseBlock(after: "'repeat'")
            guard matchKeyword(.while) else {
                error("expected 'while' after the 'repeat' block")
                return Stmt(kind: .repeatWhile(label: label, body: body, condition: Expr(kind: .error, location: location, id: ids.make())), location: location)
            }
            let condition = withoutTrailingClosures { $0.parseExpression() }
            return Stmt(kind: .repeatWhile(label: label, body: body, condition: condition), location: location)
        case .keyword(.for):
            return parseFor(label: label, location: location)
        case .keyword(.switch):
            return parseSwitch(label: label, location: location)
        default:
            error("expected a loop or 'switch' after the label '\(label ?? "")'")
            return nil
        }
    }

    // MARK: - Declarations

    mutating func parseVariableDeclaration() -> Stmt? {
        let location = currentLocation
        let isVariable = checkKeyword(.var)
        advance()
        let pattern: Pattern
        if check(.leftParen) {
            pattern = parseBindingTuplePattern(isVariable: isVariable)
        } else if let name = matchIdentifier() {
            pattern = .binding(name: name, isVariable: isVariable, location: self.location(of: previous), id: ids.make())
        } else if matchUnderscore() {
            pattern = .wildcard(self.location(of: previous))
        } else {
            error("expected a name after '\(isVariable ? "var" : "let")'\(foundDescription)")
            synchronize()
            return nil
        }
        var type: TypeExpr?
        if match(.colon) { type = parseType() }
        var value: Expr?
        if match(.equal) {
            value = parseExpression()
        } else if check(.leftBrace) {
            error("computed variables and property observers are not supported in scripts")
            skipBracedBlock()
        }
        if check(.comma) {
            error("declare one variable per statement: several names after one '\(isVariable ? "var" : "let")' are not supported in scripts")
            synchronize()
        }
        return Stmt(kind: .variable(isVariable: isVariable, pattern: pattern, type: type, value: value), location: location)
    }

    /// `(a, b)` after `let`/`var`.
    private mutating func parseBindingTuplePattern(isVariable: Bool) -> Pattern {
        let openedAt = currentLocation
        guard enterNesting() else {
            exitNesting()
            return .wildcard(openedAt)
        }
        defer { exitNesting() }
        advance()
        var elements: [(label: String?, pattern: Pattern)] = []
        while !check(.rightParen) && !check(.endOfFile) {
            if check(.leftParen) {
                elements.append((nil, parseBindingTuplePattern(isVariable: isVariable)))
            } else if let name = matchIdentifier() {
                elements.append((nil, .binding(name: name, isVariable: isVariable, location: self.location(of: previous), id: ids.make())))
            } else if matchUnderscore() {
                elements.append((nil, .wildcard(self.location(of: previous))))
            } else {
                error("expected a name in the tuple pattern\(foundDescription)")
                break
            }
            if !match(.comma) { break }
        }
        expectCloser(.rightParen, ")", opener: "(", openedAt: openedAt)
        return .tuple(elements, openedAt)
    }

    mutating func parseFunctionDeclaration() -> FunctionDecl? {
        let location = currentLocation
        advance()  // func
        guard let name = matchIdentifier() else {
            if case .operator = current.kind {
                error("operator functions are not supported in scripts")
            } else {
                error("expected a function name after 'func'\(foundDescription)")
            }
            synchronize()
            if check(.leftBrace) { skipBracedBlock() }
            return nil
        }
        // Generic parameters are reported once; their names then stand for `Any`, so that
        // the rest of the declaration raises no errors of its own.
        var genericNames: Set<String> = []
        if checkOperator("<") {
            error("generic functions are not supported in scripts")
            var nesting = 0
            repeat {
                if checkOperator("<") { nesting += 1 }
                if checkOperator(">") { nesting -= 1 }
                if case .identifier(let name) = current.kind, nesting == 1, previous.kind == .operator("<") || previous.kind == .comma {
                    genericNames.insert(name)
                }
                advance()
            } while nesting > 0 && !check(.endOfFile) && !check(.leftParen)
        }
        var parameters = parseParameterClause()
        for index in parameters.indices {
            parameters[index].type = parameters[index].type.map { $0.replacingNames(genericNames, with: "Any") }
        }
        var result: TypeExpr?
        while case .identifier(let word) = current.kind, ["async", "throws", "rethrows"].contains(word) {
            error("'\(word)' functions are not supported in scripts")
            advance()
        }
        if checkKeyword(.throws) || checkKeyword(.rethrows) {
            error("throwing functions are not supported in scripts")
            advance()
        }
        if match(.arrow) { result = parseType().replacingNames(genericNames, with: "Any") }
        if checkKeyword(.where) {
            error("generic 'where' clauses are not supported in scripts")
            while !check(.leftBrace) && !check(.endOfFile) { advance() }
        }
        guard check(.leftBrace) else {
            error("expected '{' to start the body of '\(name)'\(foundDescription)")
            return nil
        }
        let savedDollars = dollarParameterCounts
        dollarParameterCounts = []
        let body = parseBlock(after: "the declaration of '\(name)'")
        dollarParameterCounts = savedDollars
        return FunctionDecl(name: name, parameters: parameters, result: result, body: body, location: location, id: ids.make(), file: fileIndex)
    }

    /// `(label name: Type = default, _ other: Type)`.
    mutating func parseParameterClause() -> [Parameter] {
        let openedAt = currentLocation
        guard match(.leftParen) else {
            error("expected '(' to start the parameter list\(foundDescription)")
            return []
        }
        var parameters: [Parameter] = []
        while !check(.rightParen) && !check(.endOfFile) {
            let location = currentLocation
            // The first name: `_`, an identifier, or a keyword used as a label (`in`, `for`).
            var first: String?
            var firstIsKeyword = false
            if matchUnderscore() {
                first = nil
            } else if let name = matchIdentifier() {
                first = name
            } else if case .keyword(let keyword) = current.kind, case .identifier = peek().kind {
                advance()
                first = keyword.rawValue
                firstIsKeyword = true
            } else {
                error("expected a parameter name\(foundDescription)")
                break
            }
            let label: String?
            let name: String
            if let second = matchIdentifier() {
                label = first
                name = second
            } else if matchUnderscore() {
                label = first
                name = "_"
            } else {
                if first == nil || firstIsKeyword {
                    error("expected a parameter name after '\(first ?? "_")'\(foundDescription)")
                }
                label = first
                name = first ?? "_"
            }
            var type: TypeExpr?
            if expect(.colon, "':' and a type after the parameter '\(name)'") {
                if checkKeyword(.inout) {
                    error("'inout' parameters are not supported in scripts")
                    advance()
                }
                type = parseType()
            }
            if checkOperator("...") {
                error("variadic parameters are not supported in scripts")
                advance()
            }
            var defaultValue: Expr?
            if match(.equal) { defaultValue = parseExpression() }
            parameters.append(Parameter(label: label, name: name, type: type, defaultValue: defaultValue, location: location, id: ids.make()))
            if !match(.comma) { break }
        }
        expectCloser(.rightParen, ")", opener: "(", openedAt: openedAt)
        return parameters
    }

    // MARK: - Blocks and control flow

    /// `{ statements }`.
    mutating func parseBlock(after what: String) -> [Stmt] {
        let openedAt = currentLocation
        guard match(.leftBrace) else {
            error("expected '{' after \(what)\(foundDescription)")
            return []
        }
        var statements: [Stmt] = []
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        while !check(.rightBrace) && !check(.endOfFile) {
            let before = position
            if let statement = parseStatement() { statements.append(statement) }
            expectStatementEnd()
            if position == before { advance() }
        }
        expectCloser(.rightBrace, "}", opener: "{", openedAt: openedAt)
        return statements
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout Parser) -> T) -> T {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        defer { trailingClosuresAllowed = saved }
        return body(&self)
    }

    /// `cond, let x = y, case .a = z` in an `if`, `guard` or `while` head.
    mutating func parseConditionList() -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            let location = currentLocation
            if checkKeyword(.let) || checkKeyword(.var) {
                let isVariable = checkKeyword(.var)
                advance()
                if check(.leftParen) {
                    // `if let (a, b) = optionalPair`: a tuple pattern that needs a value.
                    let pattern = parseBindingTuplePattern(isVariable: isVariable)
                    _ = expect(.equal, "'=' after the tuple pattern")
                    let value = withoutTrailingClosures { $0.parseExpression() }
                    conditions.append(.patternMatch(.optional(pattern), value))
                    continue
                }
                guard let name = matchIdentifier() else {
                    error("expected a name after '\(isVariable ? "var" : "let")'\(foundDescription)")
                    break
                }
                let nameLocation = self.location(of: previous)
                let value: Expr
                if match(.equal) {
                    value = withoutTrailingClosures { $0.parseExpression() }
                } else {
                    // Swift 5.7 shorthand: `if let x` means `if let x = x`.
                    value = Expr(kind: .identifier(name), location: nameLocation, id: ids.make())
                }
                conditions.append(.optionalBinding(name: name, isVariable: isVariable, value: value, location: nameLocation, id: ids.make()))
            } else if matchKeyword(.case) {
                let pattern = withoutTrailingClosures { $0.parsePattern() }
                _ = expect(.equal, "'=' after the pattern of 'case'")
                let value = withoutTrailingClosures { $0.parseExpression() }
                conditions.append(.patternMatch(pattern, value))
            } else {
                conditions.append(.expression(withoutTrailingClosures { $0.parseExpression() }))
            }
            _ = location
        } while match(.comma)
        return conditions
    }

    mutating func parseIf() -> Stmt {
        let location = currentLocation
        advance()
        let conditions = parseConditionList()
        let then = parseBlock(after: "the 'if' condition")
        var otherwise: [Stmt]?
        if matchKeyword(.else) {
            if checkKeyword(.if) {
                // An `else if` nests the tree like a block does.
                guard enterNesting() else {
                    exitNesting()
                    return Stmt(kind: .ifStatement(conditions: conditions, then: then, otherwise: nil), location: location)
                }
                defer { exitNesting() }
                otherwise = [parseIf()]
            } else {
                otherwise = parseBlock(after: "'else'")
            }
        }
        return Stmt(kind: .ifStatement(conditions: conditions, then: then, otherwise: otherwise), location: location)
    }

    mutating func parseGuard() -> Stmt {
        let location = currentLocation
        advance()
        let conditions = parseConditionList()
        if !matchKeyword(.else) {
            error("expected 'else' after the 'guard' condition\(foundDescription)")
        }
        let otherwise = parseBlock(after: "'guard ... else'")
        return Stmt(kind: .guardStatement(conditions: conditions, otherwise: otherwise), location: location)
    }

    mutating func parseFor(label: String?, location: SourceLocation) -> Stmt {
        advance()  // for
        if checkKeyword(.case) {
            error("'for case' is not supported in scripts; use 'for x in ... where ...'")
            advance()
        }
        if checkIdentifier("await") {
            error("'for await' is not supported in scripts")
            advance()
        }
        var pattern: Pattern
        if check(.leftParen) {
            pattern = parseBindingTuplePattern(isVariable: false)
        } else if let name = matchIdentifier() {
            pattern = .binding(name: name, isVariable: false, location: self.location(of: previous), id: ids.make())
        } else if matchUnderscore() {
            pattern = .wildcard(self.location(of: previous))
        } else if checkKeyword(.let) || checkKeyword(.var) {
            let isVariable = checkKeyword(.var)
            advance()
            if let name = matchIdentifier() {
                pattern = .binding(name: name, isVariable: isVariable, location: self.location(of: previous), id: ids.make())
            } else {
                pattern = .wildcard(currentLocation)
            }
        } else {
            error("expected a name or a tuple pattern after 'for'\(foundDescription)")
            pattern = .wildcard(currentLocation)
        }
        if !matchKeyword(.in) {
            error("expected 'in' after the pattern of 'for'\(foundDescription)")
        }
        let sequence = withoutTrailingClosures { $0.parseExpression() }
        var filter: Expr?
        if matchKeyword(.where) { filter = withoutTrailingClosures { $0.parseExpression() } }
        let body = parseBlock(after: "the 'for' sequence")
        return Stmt(kind: .forIn(label: label, pattern: pattern, sequence: sequence, filter: filter, body: body), location: location)
    }

    mutating func parseSwitch(label: String?, location: SourceLocation) -> Stmt {
        advance()  // switch
        let subject = withoutTrailingClosures { $0.parseExpression() }
        let openedAt = currentLocation
        guard match(.leftBrace) else {
            error("expected '{' after the 'switch' subject\(foundDescription)")
            return Stmt(kind: .switchStatement(label: label, subject: subject, cases: []), location: location)
        }
        var cases: [SwitchCase] = []
        while !check(.rightBrace) && !check(.endOfFile) {
            let caseLocation = currentLocation
            var patterns: [Pattern] = []
            var guardExpression: Expr?
            if matchKeyword(.default) {
                _ = expect(.colon, "':' after 'default'")
            } else if matchKeyword(.case) {
                repeat {
                    patterns.append(withoutTrailingClosures { $0.parsePattern() })
                } while match(.comma)
                if matchKeyword(.where) { guardExpression = withoutTrailingClosures { $0.parseExpression() } }
                _ = expect(.colon, "':' after the case pattern")
            } else {
                error("expected 'case' or 'default' in the switch\(foundDescription)")
                synchronize()
                if position < tokens.count - 1 && !check(.rightBrace) { advance() }
                continue
            }
            var body: [Stmt] = []
            while !checkKeyword(.case) && !checkKeyword(.default) && !check(.rightBrace) && !check(.endOfFile) {
                let before = position
                if let statement = parseStatement() { body.append(statement) }
                expectStatementEnd()
                if position == before { advance() }
            }
            if body.isEmpty {
                error("'\(patterns.isEmpty ? "default" : "case")' label in a 'switch' must have at least one statement (use 'break' to do nothing)", at: caseLocation)
            }
            cases.append(SwitchCase(patterns: patterns, guardExpression: guardExpression, body: body, location: caseLocation))
        }
        expectCloser(.rightBrace, "}", opener: "{", openedAt: openedAt)
        return Stmt(kind: .switchStatement(label: label, subject: subject, cases: cases), location: location)
    }

    /// A `case` pattern: `_`, `let x`, `(let x, 0)`, `0..<10`, `"a"`, `.some(let x)`, `x?`.
    mutating func parsePattern() -> Pattern {
        let location = currentLocation
        guard enterNesting() else {
            exitNesting()
            return .wildcard(location)
        }
        defer { exitNesting() }
        if matchUnderscore() { return .wildcard(location) }
        if checkKeyword(.let) || checkKeyword(.var) {
            let isVariable = checkKeyword(.var)
            advance()
            return bindingsInPattern(parsePatternBody(), isVariable: isVariable)
        }
        if matchKeyword(.is) {
            return .typeCheck(nil, parseType(), location)
        }
        return parsePatternBody()
    }

    /// A pattern where bare names are expressions until `let` turns them into bindings.
    private mutating func parsePatternBody() -> Pattern {
        let location = currentLocation
        if matchUnderscore() { return .wildcard(location) }
        if checkKeyword(.let) || checkKeyword(.var) { return parsePattern() }
        if check(.leftParen) {
            advance()
            var elements: [(label: String?, pattern: Pattern)] = []
            while !check(.rightParen) && !check(.endOfFile) {
                var label: String?
                if case .identifier(let name) = current.kind, peek().kind == .colon {
                    label = name
                    advance()
                    advance()
                }
                elements.append((label, parsePattern()))
                if !match(.comma) { break }
            }
            expectCloser(.rightParen, ")", opener: "(", openedAt: location)
            if elements.count == 1 && elements[0].label == nil { return elements[0].pattern }
            return .tuple(elements, location)
        }
        if case .identifier(let name) = current.kind, peek().kind != .dot, peek().kind != .leftParen,
            !(peek().kind == .operator("...") || peek().kind == .operator("..<"))
        {
            // A bare name: a binding when inside `let`, otherwise an expression (a constant to compare).
            let token = advance()
            if checkOperator("?") && !current.spaceBefore {
                advance()
                return .optional(.expression(Expr(kind: .identifier(name), location: self.location(of: token), id: ids.make())))
            }
            if matchKeyword(.as) {
                return .typeCheck(.expression(Expr(kind: .identifier(name), location: self.location(of: token), id: ids.make())), parseType(), location)
            }
            return .expression(Expr(kind: .identifier(name), location: self.location(of: token), id: ids.make()))
        }
        let expression = parseExpression(minimumPrecedence: Precedence.rangeFormation)
        return .expression(expression)
    }

    /// Turns the bare names of a pattern written after `let` into bindings.
    private func bindingsInPattern(_ pattern: Pattern, isVariable: Bool) -> Pattern {
        switch pattern {
        case .expression(let expression):
            if case .identifier(let name) = expression.kind {
                return .binding(name: name, isVariable: isVariable, location: expression.location, id: ids.make())
            }
            return pattern
        case .tuple(let elements, let location):
            return .tuple(elements.map { ($0.label, bindingsInPattern($0.pattern, isVariable: isVariable)) }, location)
        case .optional(let inner):
            return .optional(bindingsInPattern(inner, isVariable: isVariable))
        case .typeCheck(let inner, let type, let location):
            return .typeCheck(inner.map { bindingsInPattern($0, isVariable: isVariable) }, type, location)
        case .wildcard, .binding:
            return pattern
        }
    }
}
