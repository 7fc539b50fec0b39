// Type annotations: `Int`, `[String: Any]`, `Node?`, `(Int) -> Int`, `Array<Int>`.

extension Parser {
    mutating func parseType() -> TypeExpr {
        guard enterNesting() else {
            exitNesting()
            return .named("Any")
        }
        defer { exitNesting() }
        parseTypeAttributes()
        var type = parseNonOptionalType()
        while (checkOperator("?") || checkOperator("!")) && !current.spaceBefore {
            advance()
            type = .optional(type)
        }
        // `??` lexes as one operator: a doubly optional type.
        while checkOperator("??") && !current.spaceBefore {
            advance()
            type = .optional(.optional(type))
        }
        return type
    }

    /// `@escaping` and `@Sendable` say how a closure may be used, which a script need not
    /// say: they are accepted and ignored. Other attributes are reported.
    private mutating func parseTypeAttributes() {
        while check(.at) {
            let location = currentLocation
            advance()
            guard case .identifier(let name) = current.kind, !current.spaceBefore else {
                error("expected an attribute name after '@'\(foundDescription)")
                return
            }
            advance()
            if name != "escaping" && name != "Sendable" {
                error("the attribute '@\(name)' is not supported in scripts", at: location)
            }
        }
    }

    private mutating func parseNonOptionalType() -> TypeExpr {
        let location = currentLocation
        switch current.kind {
        case .leftBracket:
            advance()
            let first = parseType()
            if match(.colon) {
                let value = parseType()
                expectCloser(.rightBracket, "]", opener: "[", openedAt: location)
                return .dictionary(first, value)
            }
            expectCloser(.rightBracket, "]", opener: "[", openedAt: location)
            return .array(first)
        case .leftParen:
            advance()
            var elements: [TypeExpr] = []
            var labels: [String?] = []
            while !check(.rightParen) && !check(.endOfFile) {
                // Tuple types may label their elements: `(x: Int, y: Int)`.
                if case .identifier(let label) = current.kind, peek().kind == .colon {
                    labels.append(label)
                    advance()
                    advance()
                } else {
                    labels.append(nil)
                }
                elements.append(parseType())
                if !match(.comma) { break }
            }
            expectCloser(.rightParen, ")", opener: "(", openedAt: location)
            if case .identifier(let word) = current.kind, word == "async" || word == "throws" {
                error("'\(word)' function types are not supported in scripts")
                advance()
            }
            if checkKeyword(.throws) {
                error("throwing function types are not supported in scripts")
                advance()
            }
            if match(.arrow) { return .function(elements, parseType()) }
            if elements.count == 1 { return elements[0] }
            return .tuple(elements, labels: labels)
        case .identifier(let name):
            advance()
            if name == "some" {
                error("opaque types ('some ...') are not supported in scripts; views have the type 'Node'", at: location)
                _ = parseNonOptionalType()
                return .named("Any")
            }
            if name == "any" { return parseNonOptionalType() }
            var qualified = name
            while check(.dot), case .identifier(let member) = peek().kind {
                advance()
                advance()
                qualified += "." + member
            }
            if checkOperator("<") && !current.spaceBefore {
                return parseGenericArguments(of: qualified, at: location)
            }
            return .named(qualified)
        case .keyword(.Self):
            advance()
            error("'Self' is not supported in scripts", at: location)
            return .named("Any")
        default:
            error("expected a type\(foundDescription)")
            return .named("Any")
        }
    }

    /// `Array<Int>`, `Dictionary<String, Any>`, `Optional<Int>`, `Set<Int>`.
    private mutating func parseGenericArguments(of name: String, at location: SourceLocation) -> TypeExpr {
        advance()  // <
        var arguments: [TypeExpr] = []
        while true {
            arguments.append(parseType())
            if !match(.comma) { break }
        }
        // `>>` closes two generic lists at once.
        if checkOperator(">>") {
            tokens[position].kind = .operator(">")
            tokens[position].offset += 1
            tokens[position].length -= 1
        } else if !(checkOperator(">") && { advance(); return true }()) {
            error("expected '>' to close the generic arguments of '\(name)'\(foundDescription)")
        }
        switch (name, arguments.count) {
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        case ("Optional", 1): return .optional(arguments[0])
        default: return .named(name)
        }
    }
}
