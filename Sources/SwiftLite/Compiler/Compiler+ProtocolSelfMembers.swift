// An implicit member returned where a protocol's extension declares the result `Self`
// (`static func anonymous() -> Self { .init(name: "anon") }`, `-> Self { .standard }`)
// names a member of the conforming type, which only the running program knows: it is
// read from that type as a value, as `Self.init(name: "anon")` is.

extension Compiler {
    /// `Self.name` (or `Self.name(...)`) for `.name` (or `.name(...)`) returned from a
    /// member of a protocol's extension whose written result is `Self`; nil otherwise.
    func protocolSelfMember(_ expression: Expr) -> Expr? {
        guard case .named("Self")? = state.writtenResult, let function = enclosingProtocolMember(),
            let selfID = resolution.selfDeclarations[function.id]
        else { return nil }
        let location = expression.location
        func member(_ name: String) -> Expr {
            let type = Expr(kind: .identifier("Self"), location: location, id: nextSyntheticID())
            // In a static member `self` is the type already.
            resolution.bindings[type.id] = function.isStatic ? .local(declaration: selfID) : .selfType(selfDeclaration: selfID)
            return Expr(kind: .member(type, name), location: location, id: nextSyntheticID())
        }
        switch expression.kind {
        case .implicitMember(let name):
            return member(name)
        case .call(let callee, let arguments):
            guard case .implicitMember(let name) = callee.kind else { return nil }
            return Expr(kind: .call(member(name), arguments), location: location, id: nextSyntheticID())
        default:
            return nil
        }
    }

    /// `self.init(rawValue: 0)` in an initializer a protocol's extension gives: `self`
    /// becomes what the initializer of the type it runs for (the type of the new instance
    /// it was given) makes, as `Self.init(rawValue: 0)` would.
    func compileProtocolSelfInitialization(_ arguments: [CallArgument], into target: Int32, at location: SourceLocation) {
        guard let function = state.function, let selfID = resolution.selfDeclarations[function.id], let selfRegister = state.selfRegister else {
            emit(.loadNil, target, at: location)
            return
        }
        let type = Expr(kind: .identifier("Self"), location: location, id: nextSyntheticID())
        resolution.bindings[type.id] = .selfType(selfDeclaration: selfID)
        let initializer = Expr(kind: .member(type, "init"), location: location, id: nextSyntheticID())
        let made = allocateRegister()
        compile(Expr(kind: .call(initializer, arguments), location: location, id: nextSyntheticID()), into: made)
        withSelf(selfRegister) { register in emit(.move, register, made, at: location) }
        emit(.loadNil, target, at: location)
    }

    /// The member of a protocol's extension being compiled, when the function is one
    /// (not a closure inside one, whose result is its own).
    private func enclosingProtocolMember() -> FunctionDecl? {
        guard let function = state.function, resolution.protocolMemberFunctions.contains(function.id) else { return nil }
        return function
    }
}
