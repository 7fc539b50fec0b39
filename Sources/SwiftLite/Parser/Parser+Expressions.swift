// Expressions: Swift's precedence groups, its whitespace rule for operators, postfix
// chains, closures and literals.

/// Swift's precedence groups, lowest first.
enum Precedence: Int, Comparable {
    case assignment = 1, ternary, disjunction, conjunction, comparison, nilCoalescing, casting, rangeFormation
    case addition, multiplication, bitwiseShift

    static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The binary operators and their groups; every one is left-associative except `??`.
    static let binaryOperators: [String: Precedence] = [
        "||": .disjunction, "&&": .conjunction,
        "==": .comparison, "!=": .comparison, "<": .comparison, "<=": .comparison, ">": .comparison, ">=": .comparison,
        "===": .comparison, "!==": .comparison,
        "??": .nilCoalescing, "..<": .rangeFormation, "...": .rangeFormation,
        "+": .addition, "-": .addition, "|": .addition, "^": .addition,
        "*": .multiplication, "/": .multiplication, "%": .multiplication, "&": .multiplication,
        "<<": .bitwiseShift, ">>": .bitwiseShift,
    ]

    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "<<=", ">>="]
}

extension Parser {
    func makeExpr(_ kind: ExprKind, at location: SourceLocation) -> Expr {
        Expr(kind: kind, location: location, id: ids.make())
    }

    /// An expression statement: like any expression, but `if` and `switch` expressions
    /// are statements and handled before we get here.
    mutating func parseExpressionStatement() -> Expr? {
        switch current.kind {
        case .rightParen, .rightBracket, .comma, .colon, .equal, .arrow:
            error("expected an expression\(foundDescription)")
            advance()
            synchronize()
            return nil
        default:
            return parseExpression()
        }
    }

    mutating func parseExpression(minimumPrecedence: Precedence = .assignment) -> Expr {
        guard enterNesting() else {
            synchronize()
            exitNesting()
            return makeExpr(.error, at: currentLocation)
        }
        defer { exitNesting() }
        var left = parsePrefix()
        // Each operator folded into `left` nests the tree one level deeper.
        var chainLevels = 0
        defer { depth -= chainLevels }
        var folded = false
        while true {
            if folded {
                guard deepen(&chainLevels) else { break }
            }
            folded = true
            let token = current
            let location = currentLocation
            // Assignment: `=` and compound operators, right-associative, lowest.
            if token.kind == .equal {
                guard minimumPrecedence <= .assignment else { break }
                advance()
                let right = parseExpression(minimumPrecedence: .assignment)
                left = makeExpr(.assign(left, right), at: location)
                continue
            }
            if case .keyword(let keyword) = token.kind, keyword == .as || keyword == .is {
                guard minimumPrecedence <= .casting, !token.newlineBefore || true else { break }
                advance()
                if keyword == .is {
                    left = makeExpr(.typeCheck(left, parseType()), at: location)
                } else {
                    var kind = CastKind.plain
                    if checkOperator("?") && !current.spaceBefore {
                        advance()
                        kind = .conditional
                    } else if checkOperator("!") && !current.spaceBefore {
                        advance()
                        kind = .forced
                    }
                    left = makeExpr(.cast(left, parseType(), kind), at: location)
                }
                continue
            }
            guard case .operator(let op) = token.kind, token.spaceBefore == token.spaceAfter else { break }
            if op == "?" {
                guard minimumPrecedence <= .ternary else { break }
                advance()
                let whenTrue = parseExpression(minimumPrecedence: .assignment)
                if !match(.colon) {
                    error("expected ':' after '? ...' in the ternary expression\(foundDescription)")
                }
                let whenFalse = parseExpression(minimumPrecedence: .ternary)
                left = makeExpr(.ternary(left, whenTrue, whenFalse), at: location)
                continue
            }
            if Precedence.compoundAssignments.contains(op) {
                guard minimumPrecedence <= .assignment else { break }
                advance()
                let right = parseExpression(minimumPrecedence: .assignment)
                left = makeExpr(.compoundAssign(String(op.dropLast()), left, right), at: location)
                continue
            }
            guard let precedence = Precedence.binaryOperators[op] else {
                error("unknown operator '\(op)'")
                advance()
                continue
            }
            guard precedence >= minimumPrecedence else { break }
            advance()
            let rightAssociative = op == "??"
            let nextMinimum = rightAssociative ? precedence : Precedence(rawValue: precedence.rawValue + 1) ?? .bitwiseShift
            let right = parseExpression(minimumPrecedence: precedence == .bitwiseShift && !rightAssociative ? .bitwiseShift : nextMinimum)
            left = makeExpr(.binary(op, left, right), at: location)
        }
        return left
    }

    /// Prefix operators, then a postfix chain.
    private mutating func parsePrefix() -> Expr {
        let location = currentLocation
        if case .operator(let op) = current.kind, Precedence.binaryOperators[op] != nil,
            peek().kind == .rightParen || peek().kind == .comma
        {
            // `reduce(0, +)`, `sorted(by: >)`: an operator used as a function.
            advance()
            return operatorFunction(op, at: location)
        }
        if case .operator(let op) = current.kind, ["-", "+", "!", "~"].contains(op) {
            advance()
            guard enterNesting() else {
                exitNesting()
                return makeExpr(.error, at: location)
            }
            defer { exitNesting() }
            let operand = parsePrefix()
            return makeExpr(.prefix(op, operand), at: location)
        }
        if case .operator(let op) = current.kind, op == "..<" || op == "..." {
            error("one-sided ranges ('\(op)x') are not supported in scripts; write both bounds")
            advance()
            return parsePrefix()
        }
        if case .identifier(let word) = current.kind, word == "try" || word == "await" {
            error("'\(word)' is not supported in scripts (scripts have no \(word == "try" ? "errors" : "async functions"))")
            advance()
            return parsePrefix()
        }
        if checkKeyword(.try) {
            error("'try' is not supported in scripts (scripts have no errors to handle)")
            advance()
            if (checkOperator("?") || checkOperator("!")) && !current.spaceBefore { advance() }
            return parsePrefix()
        }
        return parsePostfix(parsePrimary())
    }

    /// The closure `{ $0 op $1 }` that an operator passed as a function stands for.
    private func operatorFunction(_ op: String, at location: SourceLocation) -> Expr {
        let parameters = (0..<2).map {
            Parameter(label: nil, name: "$\($0)", type: nil, defaultValue: nil, location: location, id: ids.make())
        }
        let operation = makeExpr(.binary(op, makeExpr(.dollar(0), at: location), makeExpr(.dollar(1), at: location)), at: location)
        let closure = ClosureExpr(
            parameters: parameters, usesDollarParameters: true, body: [Stmt(kind: .expression(operation), location: location)],
            location: location)
        return makeExpr(.closure(closure), at: location)
    }

    /// Member accesses, calls, subscripts, trailing closures, `!` and `?` after a primary.
    private mutating func parsePostfix(_ primary: Expr) -> Expr {
        var expression = primary
        var hasOptionalBinding = false
        // Each member, call, subscript or `!` nests the tree one level deeper.
        var chainLevels = 0
        defer { depth -= chainLevels }
        loop: while true {
            guard deepen(&chainLevels) else { break }
            let token = current
            let location = currentLocation
            switch token.kind {
            case .dot:
                advance()
                switch current.kind {
                case .identifier(let name):
                    advance()
                    expression = makeExpr(.member(expression, name), at: location)
                case .keyword(let keyword):
                    advance()
                    expression = makeExpr(.member(expression, keyword.rawValue), at: location)
                case .integer(let index):
                    advance()
                    expression = makeExpr(.tupleIndex(expression, index), at: location)
                case .float:
                    // `t.0.1` lexes its indices as the number `0.1`.
                    let text = String(decoding: file.bytes[current.offset..<(current.offset + current.length)], as: UTF8.self)
                    advance()
                    for part in text.split(separator: ".") {
                        expression = makeExpr(.tupleIndex(expression, Int(part) ?? 0), at: location)
                    }
                default:
                    error("expected a member name after '.'\(foundDescription)")
                    break loop
                }
            case .leftParen where !token.newlineBefore:
                let arguments = parseArgumentList(opener: "(", closer: .rightParen, closerText: ")")
                expression = makeExpr(.call(expression, arguments + parseTrailingClosures()), at: expression.location)
            case .leftBracket where !token.newlineBefore:
                let arguments = parseArgumentList(opener: "[", closer: .rightBracket, closerText: "]")
                expression = makeExpr(.subscripted(expression, arguments), at: location)
            case .leftBrace where !token.newlineBefore && trailingClosuresAllowed:
                expression = makeExpr(.call(expression, parseTrailingClosures()), at: expression.location)
            case .operator("!") where !token.spaceBefore:
                advance()
                expression = makeExpr(.forceUnwrap(expression), at: location)
            case .operator("?") where !token.spaceBefore:
                advance()
                hasOptionalBinding = true
                expression = makeExpr(.bindOptional(expression), at: location)
            default:
                break loop
            }
        }
        if hasOptionalBinding { expression = makeExpr(.optionalChain(expression), at: expression.location) }
        return expression
    }

    /// `(label: value, value)` or `[index]`.
    mutating func parseArgumentList(opener: String, closer: TokenKind, closerText: String) -> [CallArgument] {
        let openedAt = currentLocation
        advance()
        var arguments: [CallArgument] = []
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        while !check(closer) && !check(.endOfFile) {
            let location = currentLocation
            var label: String?
            if peek().kind == .colon {
                switch current.kind {
                case .identifier(let name) where name != "_":
                    label = name
                    advance()
                    advance()
                case .keyword(let keyword):
                    label = keyword.rawValue
                    advance()
                    advance()
                default:
                    break
                }
            }
            if check(.rightParen) || check(.comma) || check(.rightBracket) {
                error("expected an argument value\(label.map { " after '\($0):'" } ?? "")\(foundDescription)")
                if check(.comma) { advance(); continue }
                break
            }
            let value = parseExpression()
            arguments.append(CallArgument(label: label, value: value, location: location, isTrailingClosure: false))
            if !match(.comma) { break }
        }
        expectCloser(closer, closerText, opener: opener, openedAt: openedAt)
        return arguments
    }

    /// `{ ... }` after a call, and labeled ones after it: `} header: { ... }`.
    private mutating func parseTrailingClosures() -> [CallArgument] {
        guard trailingClosuresAllowed, check(.leftBrace), !current.newlineBefore else { return [] }
        var arguments: [CallArgument] = []
        let location = currentLocation
        arguments.append(CallArgument(label: nil, value: parseClosure(), location: location, isTrailingClosure: true))
        while case .identifier(let label) = current.kind, label != "_", peek().kind == .colon, peek(2).kind == .leftBrace {
            let labelLocation = currentLocation
            advance()
            advance()
            arguments.append(CallArgument(label: label, value: parseClosure(), location: labelLocation, isTrailingClosure: true))
        }
        return arguments
    }

    private mutating func parsePrimary() -> Expr {
        let token = current
        let location = currentLocation
        switch token.kind {
        case .integer(let value):
            advance()
            return makeExpr(.integer(value), at: location)
        case .float(let value):
            advance()
            return makeExpr(.float(value), at: location)
        case .string(let segments):
            advance()
            return parseStringLiteral(segments, at: location)
        case .keyword(.true):
            advance()
            return makeExpr(.boolean(true), at: location)
        case .keyword(.false):
            advance()
            return makeExpr(.boolean(false), at: location)
        case .keyword(.nil):
            advance()
            return makeExpr(.nilLiteral, at: location)
        case .identifier(let name):
            if (name == "Array" || name == "Dictionary") && isGenericTypeInitializer() {
                // `Array<Int>(...)`: the generic arguments say nothing a dynamic language needs.
                _ = parseType()
                return makeExpr(.identifier(name), at: location)
            }
            advance()
            if name == "_" {
                error("'_' can only appear in a pattern or on the left side of an assignment", at: location)
            }
            return makeExpr(.identifier(name), at: location)
        case .dollarIdentifier(let index):
            advance()
            if dollarParameterCounts.isEmpty {
                error("anonymous closure argument '$\(index)' is used outside a closure", at: location)
            } else {
                dollarParameterCounts[dollarParameterCounts.count - 1] = max(dollarParameterCounts[dollarParameterCounts.count - 1], index + 1)
            }
            return makeExpr(.dollar(index), at: location)
        case .dot:
            advance()
            switch current.kind {
            case .identifier(let name):
                advance()
                return makeExpr(.implicitMember(name), at: location)
            case .keyword(let keyword):
                advance()
                return makeExpr(.implicitMember(keyword.rawValue), at: location)
            default:
                error("expected a member name after '.'\(foundDescription)")
                return makeExpr(.error, at: location)
            }
        case .leftParen:
            return parseParenthesized()
        case .leftBracket:
            return parseCollectionInitializer() ?? parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .keyword(.self), .keyword(.Self), .keyword(.super):
            advance()
            error("'\(token.kind == .keyword(.super) ? "super" : "self")' is not supported in scripts (scripts declare no types)", at: location)
            return makeExpr(.error, at: location)
        case .keyword(.if), .keyword(.switch):
            error("'if' and 'switch' expressions are not supported in scripts; use a ternary '? :' or a statement")
            advance()
            synchronize()
            return makeExpr(.error, at: location)
        case .backslash:
            error("key paths are not supported in scripts; use a closure such as { $0.name }")
            advance()
            while check(.dot) || matchIdentifier() != nil { if check(.dot) { advance() } }
            return makeExpr(.error, at: location)
        case .hash:
            error("compiler directives and macros ('#...') are not supported in scripts")
            advance()
            _ = matchIdentifier()
            return makeExpr(.error, at: location)
        case .keyword(.`init`):
            error("initializers are not supported in scripts")
            advance()
            return makeExpr(.error, at: location)
        default:
            if case .invalid = current.kind {
                error("")  // reports the token's own problem and skips it
            } else if current.newlineBefore || check(.endOfFile), position > 0 {
                // The line ended where an expression was due: the next line is left alone.
                error("expected an expression after '\(text(of: previous))'", at: endLocation(of: previous))
            } else {
                error("expected an expression\(foundDescription)")
                if !check(.rightBrace) && !check(.endOfFile) && !check(.rightParen) && !check(.rightBracket) { advance() }
            }
            return makeExpr(.error, at: location)
        }
    }

    private mutating func parseStringLiteral(_ segments: [StringSegment], at location: SourceLocation) -> Expr {
        if segments.count == 1, case .text(let text) = segments[0] {
            return makeExpr(.string(text), at: location)
        }
        var parts: [InterpolationPart] = []
        for segment in segments {
            switch segment {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let start, let end):
                var inner = Parser(file: file, fileIndex: fileIndex, ids: ids, start: start, end: end)
                inner.dollarParameterCounts = dollarParameterCounts
                inner.depth = depth
                if inner.check(.endOfFile) {
                    error("expected an expression inside '\\(...)'", at: location)
                    continue
                }
                let expression = inner.parseExpression()
                if !inner.check(.endOfFile) {
                    inner.error("expected ')' to end the interpolation\(inner.foundDescription)")
                }
                dollarParameterCounts = inner.dollarParameterCounts
                for diagnostic in inner.diagnostics { sink.error(diagnostic.message, at: diagnostic.location, notes: diagnostic.notes) }
                if inner.nestingExceeded {
                    nestingExceeded = true
                    position = tokens.count - 1
                }
                parts.append(.expression(expression))
            }
        }
        return makeExpr(.interpolated(parts), at: location)
    }

    /// `[Int]()`, `[String: Any]()`, `[[Int]](repeating: [], count: 2)`: an array or a
    /// dictionary made by an initializer call. `[T]()` is an empty literal; with arguments
    /// it calls `Array(...)` (`Dictionary(...)`), which the postfix parser then reads. Nil
    /// (and nothing consumed) when the brackets do not hold a type followed by `(`.
    private mutating func parseCollectionInitializer() -> Expr? {
        let location = currentLocation
        var attempt = self
        let knownDiagnostics = attempt.sink.diagnostics.count
        let type = attempt.parseType()
        guard attempt.sink.diagnostics.count == knownDiagnostics, attempt.check(.leftParen), !attempt.current.newlineBefore else {
            return nil
        }
        let isArray: Bool
        switch type {
        case .array: isArray = true
        case .dictionary: isArray = false
        default: return nil
        }
        if attempt.peek().kind == .rightParen {
            attempt.advance()
            attempt.advance()
            self = attempt
            return makeExpr(isArray ? .array([]) : .dictionary([]), at: location)
        }
        self = attempt
        return makeExpr(.identifier(isArray ? "Array" : "Dictionary"), at: location)
    }

    /// Whether the cursor is at `Name<Type, ...>(`, a generic type's initializer call.
    private func isGenericTypeInitializer() -> Bool {
        guard case .operator(let op) = peek().kind, op.hasPrefix("<"), !peek().spaceBefore else { return false }
        var attempt = self
        let knownDiagnostics = attempt.sink.diagnostics.count
        _ = attempt.parseType()
        return attempt.sink.diagnostics.count == knownDiagnostics && attempt.check(.leftParen) && !attempt.current.newlineBefore
    }

    /// `(x)`, `(x: 1, y: 2)`, `()`.
    private mutating func parseParenthesized() -> Expr {
        let location = currentLocation
        let arguments = parseArgumentList(opener: "(", closer: .rightParen, closerText: ")")
        if arguments.count == 1 && arguments[0].label == nil {
            return arguments[0].value
        }
        return makeExpr(.tuple(arguments.map { ($0.label, $0.value) }), at: location)
    }

    /// `[]`, `[:]`, `[a, b]`, `[k: v]`.
    private mutating func parseCollectionLiteral() -> Expr {
        let location = currentLocation
        advance()
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        if match(.colon) {
            expectCloser(.rightBracket, "]", opener: "[", openedAt: location)
            return makeExpr(.dictionary([]), at: location)
        }
        if match(.rightBracket) { return makeExpr(.array([]), at: location) }
        let first = parseExpression()
        if match(.colon) {
            var entries = [(key: first, value: parseExpression())]
            while match(.comma) {
                if check(.rightBracket) { break }
                let key = parseExpression()
                if !expect(.colon, "':' between a dictionary key and its value") { break }
                entries.append((key, parseExpression()))
            }
            expectCloser(.rightBracket, "]", opener: "[", openedAt: location)
            return makeExpr(.dictionary(entries), at: location)
        }
        var elements = [first]
        while match(.comma) {
            if check(.rightBracket) { break }
            elements.append(parseExpression())
        }
        expectCloser(.rightBracket, "]", opener: "[", openedAt: location)
        return makeExpr(.array(elements), at: location)
    }

    /// `{ (a, b) -> T in ... }`, `{ a, b in ... }`, `{ $0 * 2 }`.
    mutating func parseClosure() -> Expr {
        let location = currentLocation
        advance()  // {
        if check(.leftBracket) {
            error("capture lists are not supported in scripts (closures capture variables by reference)")
            var nesting = 0
            repeat {
                if check(.leftBracket) { nesting += 1 }
                if check(.rightBracket) { nesting -= 1 }
                advance()
            } while nesting > 0 && !check(.endOfFile)
            _ = matchKeyword(.in)  // `{ [x] in ... }` declares no parameters
        }
        var parameters: [Parameter] = []
        var resultType: TypeExpr?
        if closureHasSignature() {
            (parameters, resultType) = parseClosureSignature()
        }
        dollarParameterCounts.append(0)
        var body: [Stmt] = []
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        while !check(.rightBrace) && !check(.endOfFile) {
            let before = position
            if let statement = parseStatement() { body.append(statement) }
            expectStatementEnd()
            if position == before { advance() }
        }
        trailingClosuresAllowed = saved
        expectCloser(.rightBrace, "}", opener: "{", openedAt: location)
        let dollarCount = dollarParameterCounts.removeLast()
        var usesDollars = false
        if dollarCount > 0 {
            if parameters.isEmpty {
                usesDollars = true
                parameters = (0..<dollarCount).map {
                    Parameter(label: nil, name: "$\($0)", type: nil, defaultValue: nil, location: location, id: ids.make())
                }
            } else {
                error("anonymous closure arguments ($0) cannot be used in a closure that declares its parameters", at: location)
            }
        }
        let closure = ClosureExpr(parameters: parameters, usesDollarParameters: usesDollars, resultType: resultType, body: body, location: location)
        return makeExpr(.closure(closure), at: location)
    }

    /// Looks ahead for `... in` made only of names, types and punctuation.
    private func closureHasSignature() -> Bool {
        var index = position
        var nesting = 0
        while index < tokens.count && index - position < 128 {
            switch tokens[index].kind {
            case .keyword(.in) where nesting == 0: return index > position
            case .identifier, .comma, .colon, .dot, .arrow, .operator("?"), .operator("!"): break
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket: nesting -= 1
            case .operator("<"), .operator(">"): break
            default: return false
            }
            if nesting < 0 { return false }
            index += 1
        }
        return false
    }

    /// `(a: Int, b) -> T in` or `a, b in`: the parameters and the result type.
    private mutating func parseClosureSignature() -> ([Parameter], TypeExpr?) {
        var parameters: [Parameter] = []
        func parseOne(_ parser: inout Parser) {
            let location = parser.currentLocation
            var name = "_"
            if let identifier = parser.matchIdentifier() {
                name = identifier
            } else if !parser.matchUnderscore() {
                parser.error("expected a closure parameter name\(parser.foundDescription)")
                parser.advance()
                return
            }
            var type: TypeExpr?
            if parser.match(.colon) { type = parser.parseType() }
            parameters.append(Parameter(label: nil, name: name, type: type, defaultValue: nil, location: location, id: parser.ids.make()))
        }
        if check(.leftParen) {
            let openedAt = currentLocation
            advance()
            while !check(.rightParen) && !check(.endOfFile) {
                parseOne(&self)
                if !match(.comma) { break }
            }
            expectCloser(.rightParen, ")", opener: "(", openedAt: openedAt)
        } else {
            repeat { parseOne(&self) } while match(.comma)
        }
        let resultType = match(.arrow) ? parseType() : nil
        if !matchKeyword(.in) {
            error("expected 'in' after the closure's parameters\(foundDescription)")
        }
        return (parameters, resultType)
    }
}
