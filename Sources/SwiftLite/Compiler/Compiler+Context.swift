// What an expression means can depend on where it is written, as in Swift: `.north`
// where a `Direction` is expected is that enum's case, `1` where a `Double` is expected is
// 1.0. The compiler rewrites such expressions for the type their context declares.

extension Compiler {
    /// `expression` as its context's type `type` reads it: literals typed (`typingLiterals`)
    /// and implicit members (`.north`, `.circle(radius: 2)`, `.zero`) made members of the
    /// declared type they belong to.
    func contextualized(_ expression: Expr, as type: TypeDescriptor?) -> Expr {
        guard let type else { return expression }
        if case .instance(let info) = type, let call = literalInitialization(expression, of: resolution.types[info.index]) { return call }
        switch (type, expression.kind) {
        case (.instance(let info), .implicitMember(let name)):
            let type = resolution.types[info.index]
            if let member = typeMember(type, name, at: expression) { return member }
            // `let suit: Suit = .spade`: Swift finds this before the program runs.
            let names = type.cases.map(\.name) + Array(type.staticProperties.keys)
            let notes = Suggestions.closest(to: name, among: names).map { ["did you mean '\($0)'?"] } ?? []
            if reportedUnknownMembers.insert(expression.id).inserted {
                error("type '\(type.name)' has no member '\(name)'", at: expression.location, notes: notes)
            }
            return expression
        case (_, .call(let callee, let arguments)) where Compiler.isReduceFromImplicitMember(callee, arguments):
            return reduceFromTypedInitial(expression, callee: callee, arguments: arguments, as: type)
        case (.instance(let info), .call(let callee, let arguments)):
            guard case .implicitMember(let name) = callee.kind else { break }
            let declared = resolution.types[info.index]
            guard let member = typeMember(declared, name, at: callee) else { break }
            let call = Expr(kind: .call(member, arguments), location: expression.location, id: nextSyntheticID())
            planContextualCall(call, type: declared, name: name, arguments: arguments)
            recordWrittenGenericArguments(ofCase: call, of: declared)
            return call
        case (.double, .implicitMember(let name)), (.int, .implicitMember(let name)):
            // `var dueDate: Date = .now`, `let limit: Double = .infinity`, `Int = .max`: a
            // static member of the standard type (a Date is a Double in scripts).
            var typeNames = ["Double", "Date"]
            if case .int = type { typeNames = ["Int"] }
            guard let typeName = typeNames.first(where: { environment.staticMembers["\($0).\(name)"] != nil }) else { break }
            let base = Expr(kind: .identifier(typeName), location: expression.location, id: nextSyntheticID())
            resolution.bindings[base.id] = .builtinType(typeName)
            return Expr(kind: .member(base, name), location: expression.location, id: nextSyntheticID())
        case (.host(let typeName, _), .implicitMember(let name)) where environment.staticMembers["\(typeName).\(name)"] != nil:
            // `var origin: CGPoint = .zero`: the host type's constant.
            let base = Expr(kind: .identifier(typeName), location: expression.location, id: nextSyntheticID())
            resolution.bindings[base.id] = .builtinType(typeName)
            return Expr(kind: .member(base, name), location: expression.location, id: nextSyntheticID())
        case (.host(let typeName, _), .call(let callee, let arguments)):
            // `.init(x: 0, y: 1)` where a CGPoint is expected: the host's initializer.
            guard case .implicitMember("init") = callee.kind, let initializer = environment.functions[typeName] else { break }
            let function = Expr(kind: .identifier(typeName), location: callee.location, id: nextSyntheticID())
            resolution.bindings[function.id] = .native(initializer)
            return Expr(kind: .call(function, arguments), location: expression.location, id: nextSyntheticID())
        case (.optional(let wrapped), .implicitMember(let name)) where name == "none":
            _ = wrapped
            return Expr(kind: .nilLiteral, location: expression.location, id: nextSyntheticID())
        case (.optional(let wrapped), _):
            return withWrittenContext(\.optionalWrapped) { contextualizedSome(expression, wrapped: wrapped) ?? contextualized(expression, as: wrapped) }
        case (.array(.any), .array(let elements)):
            // `[1, 2.5]` as `[Any]`: each element keeps its own type.
            var typed = expression
            typed.kind = .array(elements.map(keepingLiteralType))
            return typed
        case (.dictionary(let keyType, .any), .dictionary(let entries)):
            var typed = expression
            typed.kind = .dictionary(entries.map { (contextualized($0.key, as: keyType), keepingLiteralType($0.value)) })
            return typed
        case (.array(let element), .call(let callee, let arguments)):
            // `products.map { p in .tag("li") }` passed as a `[Node]`: the closure returns
            // the element type, so its implicit members are that type's, as Swift infers.
            guard case .instance = element, case .member(_, "map") = callee.kind, arguments.count == 1,
                case .closure(let closure) = arguments[0].value.kind, closure.resultType == nil
            else { break }
            let parameters = closureContexts[ObjectIdentifier(closure)]?.parameters ?? Array(repeating: nil, count: closure.parameters.count)
            closureContexts[ObjectIdentifier(closure)] = (parameters, element)
        case (.array(let element), .array(let elements)):
            var typed = expression
            typed.kind = .array(withWrittenContext(\.arrayElement) { elements.map { contextualized($0, as: element) } })
            return typingLiterals(typed, as: type)
        case (.dictionary(let keyType, let valueType), .dictionary(let entries)):
            var typed = expression
            typed.kind = .dictionary(entries.map { entry in
                (contextualized(entry.key, as: keyType), withWrittenContext(\.dictionaryValue) { contextualized(entry.value, as: valueType) })
            })
            return typingLiterals(typed, as: type)
        case (.function, .closure(let closure)):
            // `let f: (Int) -> Mode = { ... }`: what it returns is a `Mode`.
            if closure.resultType == nil, case .function(_, let result)? = writtenContext {
                closureWrittenResults[ObjectIdentifier(closure)] = result
            }
            return expression
        case (_, .ternary(let condition, let whenTrue, let whenFalse)):
            var typed = expression
            typed.kind = .ternary(condition, contextualized(whenTrue, as: type), contextualized(whenFalse, as: type))
            return typed
        case (.tuple(let types, let labels), .tuple(let elements)) where types.count == elements.count:
            // `(1, i)` stored as a `(length: Int, start: Int)` takes the type's labels.
            var typed = expression
            typed.kind = .tuple(elements.indices.map { index in
                (elements[index].label ?? labels[index], contextualized(elements[index].value, as: types[index]))
            })
            return typingLiterals(typed, as: type)
        default:
            break
        }
        return typingLiterals(expression, as: type)
    }

    /// A literal that keeps its own type among others (`1` stays an Int beside `2.5` in an
    /// `[Any]`): written as `1 as Any`, which the literal typing leaves alone.
    private func keepingLiteralType(_ expression: Expr) -> Expr {
        switch expression.kind {
        case .integer, .float, .prefix:
            return Expr(kind: .cast(expression, .named("Any"), .plain), location: expression.location, id: nextSyntheticID())
        default:
            return expression
        }
    }

    /// An array literal's elements, as Swift types them from the first that says its type
    /// (`[Priority.high, .low]`: `.low` is a `Priority`).
    func contextualizedElements(_ elements: [Expr]) -> [Expr] {
        guard let first = elements.first(where: { if case .implicitMember = $0.kind { return false }; return true }),
            case .instance? = staticType(of: first)
        else { return elements }
        let type = staticType(of: first)
        return elements.map { contextualized($0, as: type) }
    }

    /// `Type.name` for an implicit member naming one of the type's cases or static members.
    func typeMember(_ type: DeclaredType, _ name: String, at expression: Expr) -> Expr? {
        guard type.enumCase(name) != nil || type.staticProperty(name) != nil || !type.staticMethods(named: name).isEmpty || name == "init"
        else { return nil }
        let base = Expr(kind: .identifier(type.name), location: expression.location, id: nextSyntheticID())
        resolution.bindings[base.id] = .type(type)
        return Expr(kind: .member(base, name), location: expression.location, id: nextSyntheticID())
    }

    /// Plans `.circle(radius: 2)` made `Shape.circle(radius: 2)` as the resolver plans a call
    /// written that way.
    func planContextualCall(_ call: Expr, type: DeclaredType, name: String, arguments: [CallArgument]) {
        if let caseIndex = type.cases.firstIndex(where: { $0.name == name }), let values = type.cases[caseIndex].associatedValues {
            let shapes = values.map { Resolver.ParameterShape(label: $0.label, isOptional: $0.defaultValue != nil, acceptsClosure: true) }
            switch Resolver.match(arguments, to: shapes) {
            case .success(let assignment):
                resolution.callPlans[call.id] = CallPlan(target: .enumCase(type, caseIndex: caseIndex), argumentForParameter: assignment)
            case .failure:
                error("no case '\(name)' of '\(type.name)' takes the arguments (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", at: call.location)
            }
            return
        }
        let candidates = name == "init" ? type.initializers : type.staticMethods(named: name)
        for function in candidates {
            if case .success(let assignment) = Resolver.matchWithVariadics(arguments, to: shapes(of: function)) {
                let target: CallPlan.Target = name == "init" ? .initializer(function, type) : .function(function)
                resolution.callPlans[call.id] = CallPlan(target: target, argumentForParameter: assignment.single, variadicExtras: assignment.variadicExtras)
                return
            }
        }
        error("type '\(type.name)' has no member '\(name)' that takes these arguments", at: call.location)
    }

    // MARK: - if and switch expressions

    /// `let x = if c { 1 } else { 2 }`: the statement compiled with the last expression of
    /// each branch stored in `target`.
    func compileStatementExpression(_ statement: Stmt, into target: Int32) {
        let declaration = nextSyntheticID()
        state.registers[declaration] = target
        let rewritten = StatementExpressions.assigningResults(of: statement) { value in
            let reference = Expr(kind: .identifier("$result"), location: value.location, id: nextSyntheticID())
            resolution.bindings[reference.id] = .local(declaration: declaration)
            return Expr(kind: .assign(reference, value), location: value.location, id: nextSyntheticID())
        }
        compileStatement(rewritten)
    }

    // MARK: - Key paths

    /// `\.name.count` as a function of its root.
    func keyPathFunction(_ components: [KeyPathComponent], at location: SourceLocation) -> NativeFunction {
        let path = components
        let function = NativeFunction(name: "keyPath", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            var value = call.arguments.first.flatMap { $0 } ?? .null
            for component in path {
                switch component {
                case .property(let name):
                    value = try call.interpreter.readMember(value, named: name)
                case .identity:
                    continue
                case .optionalChain:
                    if case .null = value { return .null }
                case .forceUnwrap:
                    if case .null = value { throw ScriptError(.nilUnwrap, "unexpectedly found nil while unwrapping an optional value") }
                case .subscripted:
                    throw ScriptError(.invalidArgument, "subscripts in key paths are not supported in scripts")
                }
            }
            return value
        }
        function.keyPathComponents = components
        return function
    }
}

/// `if` and `switch` used as expressions: the value of each branch is its last expression.
enum StatementExpressions {
    /// Whether every branch of the statement ends in an expression (or leaves: `return`,
    /// `fatalError()`, `break` is not allowed).
    static func isExpression(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .ifStatement(_, let then, let otherwise):
            guard let otherwise else { return false }
            return branchGivesValue(then) && branchGivesValue(otherwise)
        case .switchStatement(_, _, let cases):
            return !cases.isEmpty && cases.allSatisfy { branchGivesValue($0.body) }
        default:
            return false
        }
    }

    private static func branchGivesValue(_ body: [Stmt]) -> Bool {
        guard let last = body.last else { return false }
        switch last.kind {
        case .expression(let expression):
            if case .assign = expression.kind { return false }
            if case .compoundAssign = expression.kind { return false }
            return body.count == 1
        case .ifStatement, .switchStatement:
            return body.count == 1 && isExpression(last)
        default:
            return false
        }
    }

    /// The last expressions of the branches (the values it can give).
    static func branches(of statement: Stmt) -> [Expr] {
        switch statement.kind {
        case .ifStatement(_, let then, let otherwise):
            return branchValues(then) + branchValues(otherwise ?? [])
        case .switchStatement(_, _, let cases):
            return cases.flatMap { branchValues($0.body) }
        default:
            return []
        }
    }

    private static func branchValues(_ body: [Stmt]) -> [Expr] {
        guard let last = body.last else { return [] }
        switch last.kind {
        case .expression(let expression): return [expression]
        case .ifStatement, .switchStatement: return branches(of: last)
        default: return []
        }
    }

    /// The statement with the last expression of each branch replaced by `assign(value)`.
    static func assigningResults(of statement: Stmt, _ assign: (Expr) -> Expr) -> Stmt {
        var result = statement
        switch statement.kind {
        case .ifStatement(let conditions, let then, let otherwise):
            result.kind = .ifStatement(conditions: conditions, then: assigningLast(then, assign), otherwise: otherwise.map { assigningLast($0, assign) })
        case .switchStatement(let label, let subject, let cases):
            result.kind = .switchStatement(
                label: label, subject: subject,
                cases: cases.map { switchCase in
                    var copy = switchCase
                    copy.body = assigningLast(switchCase.body, assign)
                    return copy
                })
        default:
            break
        }
        return result
    }

    private static func assigningLast(_ body: [Stmt], _ assign: (Expr) -> Expr) -> [Stmt] {
        guard let last = body.last else { return body }
        var statements = body
        switch last.kind {
        case .expression(let expression):
            if case .call(let callee, _) = expression.kind, case .identifier("fatalError") = callee.kind { return body }
            statements[statements.count - 1] = Stmt(kind: .expression(assign(expression)), location: last.location)
        case .ifStatement, .switchStatement:
            statements[statements.count - 1] = assigningResults(of: last, assign)
        default:
            break
        }
        return statements
    }
}
