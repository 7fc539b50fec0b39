// An implicit member (`.offline`, `.failure(.offline)`) names a member of the type its
// context gives it. Where nothing is written for it, Swift takes that type from what the
// value is joined with: the other branch of a ternary (`ok ? Mode.on : .off`), or the
// other `return`s of a closure whose result type is not written (`if n > 0 { return
// Mode.on }; return .off`). The type is read from what the program writes (`Mode.on`,
// `Result<Int, NetError>.success(1)`, `x as Mode`), with its generic arguments, so that a
// payload's implicit member (`.failure(.offline)`) is the error type's too.

extension Compiler {
    /// Whether the expression is `.name` or `.name(...)`, which needs a context.
    static func isImplicitMember(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .implicitMember: return true
        case .call(let callee, _): if case .implicitMember = callee.kind { return true }
        default: break
        }
        return false
    }

    /// Whether the expression is an implicit member or a ternary with one as a branch.
    static func needsContext(_ expression: Expr) -> Bool {
        if case .ternary(_, let whenTrue, let whenFalse) = expression.kind { return needsContext(whenTrue) || needsContext(whenFalse) }
        return isImplicitMember(expression)
    }

    /// A ternary's branches with an implicit member in one typed as the other is.
    func typingImplicitBranches(_ first: Expr, _ second: Expr) -> (Expr, Expr) {
        switch (Compiler.isImplicitMember(first), Compiler.isImplicitMember(second)) {
        case (true, false): return (typed(first, like: second), second)
        case (false, true): return (first, typed(second, like: first))
        default: return (first, second)
        }
    }

    /// The type of a value joined with an implicit member, for `staticType(of:)`: that of the
    /// branch that is not one.
    func joinedTypeSource(_ first: Expr, _ second: Expr) -> Expr? {
        switch (Compiler.isImplicitMember(first), Compiler.isImplicitMember(second)) {
        case (true, false): return second
        case (false, true): return first
        default: return nil
        }
    }

    /// `implicit` given the type `other` has, as written where it is known.
    private func typed(_ implicit: Expr, like other: Expr) -> Expr {
        let written = writtenType(ofValue: other)
        guard let type = staticType(of: other) ?? written.map(describe) else { return implicit }
        return contextualized(implicit, written: written, as: type)
    }

    /// Whether the call is `reduce(.member, ...)`, whose result is its initial value's type.
    static func isReduceFromImplicitMember(_ callee: Expr, _ arguments: [CallArgument]) -> Bool {
        guard case .member(_, "reduce") = callee.kind, arguments.count == 2, arguments[0].label == nil else { return false }
        return isImplicitMember(arguments[0].value)
    }

    /// `rules.reduce(.success(value)) { ... }` where a `Result<String, E>` is expected: the
    /// initial value is one, as the reduction is.
    func reduceFromTypedInitial(_ call: Expr, callee: Expr, arguments: [CallArgument], as type: TypeDescriptor) -> Expr {
        var typedArguments = arguments
        typedArguments[0].value = contextualized(arguments[0].value, written: writtenContext, as: type)
        return Expr(kind: .call(callee, typedArguments), location: call.location, id: call.id)
    }

    /// An implicit member returned from a closure whose result type is not written, typed
    /// as the closure's other returns say (see `inferredResult(ofClosureBody:)`).
    func typedAsInferredResult(_ value: Expr) -> Expr? {
        guard state.resultType == nil, let written = state.writtenResult, Compiler.needsContext(value) else { return nil }
        return contextualized(value, written: written, as: describe(written))
    }

    /// The result type a closure's `return`s write (outside the closures and functions
    /// inside it): the first that names its type, as `return Mode.on` does.
    func inferredResult(ofClosureBody body: [Stmt]) -> TypeExpr? {
        for statement in body {
            if let found = inferredResult(of: statement) { return found }
        }
        return nil
    }

    private func inferredResult(of statement: Stmt) -> TypeExpr? {
        switch statement.kind {
        case .returnStatement(let value?):
            return writtenType(ofValue: value)
        case .ifStatement(_, let then, let otherwise):
            return inferredResult(ofClosureBody: then) ?? otherwise.flatMap(inferredResult(ofClosureBody:))
        case .guardStatement(_, let body), .whileLoop(_, _, let body), .repeatWhile(_, let body, _), .forIn(_, _, _, _, let body),
            .block(let body):
            return inferredResult(ofClosureBody: body)
        case .switchStatement(_, _, let cases):
            for switchCase in cases {
                if let found = inferredResult(ofClosureBody: switchCase.body) { return found }
            }
            return nil
        default:
            return nil
        }
    }

    /// The type an expression's own text gives its value: `Mode.on` and `Mode.make()` of a
    /// type's case or static member of that type, `Point(x: 1)`, `Result<Int, E>.success(1)`,
    /// `x as Mode`, a ternary of such; nil where the text does not say.
    func writtenType(ofValue expression: Expr) -> TypeExpr? {
        switch expression.kind {
        case .cast(_, let type, .plain):
            return type
        case .member(let base, let name):
            return writtenType(ofTypeIn: base, member: name, isCall: false)
        case .call(let callee, _):
            if case .member(let base, let name) = callee.kind { return writtenType(ofTypeIn: base, member: name, isCall: true) }
            if case .typeReference(let type) = callee.kind { return type }
            if case .type(let type)? = resolution.bindings[callee.id], type.kind != .builtin { return .named(type.name) }
            return nil
        case .ternary(_, let whenTrue, let whenFalse):
            return writtenType(ofValue: whenTrue) ?? writtenType(ofValue: whenFalse)
        default:
            return nil
        }
    }

    /// The type `base` names when `base.member` is a value of it: one of its cases, its
    /// initializer, or a static member declared to give the type.
    private func writtenType(ofTypeIn base: Expr, member: String, isCall: Bool) -> TypeExpr? {
        let written: TypeExpr
        let type: DeclaredType
        switch base.kind {
        case .typeReference(let reference):
            guard let name = reference.baseName, let declared = declaredType(named: name) else { return nil }
            (written, type) = (reference, declared)
        default:
            guard case .type(let declared)? = resolution.bindings[base.id], declared.kind != .builtin else { return nil }
            (written, type) = (.named(declared.name), declared)
        }
        if type.enumCase(member) != nil || (isCall && member == "init") { return written }
        let givesType: (TypeExpr?) -> Bool = { $0?.baseName == type.name || $0?.baseName == "Self" }
        if !isCall, let property = type.staticProperty(member), givesType(property.type) { return written }
        if isCall, type.staticMethods(named: member).contains(where: { givesType($0.result) }) { return written }
        return nil
    }
}
