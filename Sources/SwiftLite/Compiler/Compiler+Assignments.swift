// Assignments and in-place mutation. Swift's value semantics are kept by copy-on-write;
// speed comes from mutating a container only while it is uniquely referenced. To change
// `a[i][j]`, the element `a[i]` is taken out of `a` (leaving nil behind), changed, and
// put back, so that neither copy is shared while it is written.

extension Compiler {
    func compileAssignment(to lvalue: Expr, value: Expr) {
        let location = lvalue.location
        switch lvalue.kind {
        case .identifier("_"):
            _ = compileToRegister(value)
        case .identifier, .dollar:
            guard let binding = resolution.bindings[lvalue.id] else { return }
            switch binding {
            case .local(let declaration):
                if let register = state.registers[declaration] {
                    if isCaptured(declaration) {
                        let temporary = compileToRegister(value)
                        checkDeclaredType(declaration, temporary, at: value.location)
                        emit(.setBox, register, temporary, at: location)
                    } else {
                        // Through a temporary: the value may read the variable before its last step.
                        let temporary = allocateRegister()
                        compile(value, into: temporary)
                        checkDeclaredType(declaration, temporary, at: value.location)
                        emit(.move, register, temporary, at: location)
                    }
                } else if let slot = captureSlot(for: declaration, in: state) {
                    let temporary = compileToRegister(value)
                    checkDeclaredType(declaration, temporary, at: value.location)
                    emit(.setCapture, temporary, slot, at: location)
                }
            case .global(let slot):
                let temporary = compileToRegister(value)
                if let type = globalTypes[slot] { emitTypeCheck(temporary, type, at: value.location) }
                emit(.setGlobal, temporary, Int32(slot), at: location)
            default:
                break  // reported by the resolver
            }
        case .subscripted(let base, let arguments):
            let valueRegister = compileToRegister(value)
            guard arguments.count == 1 else {
                error("a subscript takes one index", at: location)
                return
            }
            let index = compileToRegister(arguments[0].value)
            if isMutableLValue(base) {
                mutate(base) { register in emit(.setIndex, register, index, valueRegister, at: location) }
            } else {
                let register = compileToRegister(base)
                emit(.setIndex, register, index, valueRegister, at: location)
            }
        case .member(let base, let name):
            let valueRegister = compileToRegister(value)
            if isMutableLValue(base) {
                mutate(base) { register in emit(.setMember, register, valueRegister, addName(name), at: location) }
            } else {
                let register = compileToRegister(base)
                emit(.setMember, register, valueRegister, addName(name), at: location)
            }
        case .tupleIndex(let base, let index):
            let valueRegister = compileToRegister(value)
            mutate(base) { register in emit(.setTupleElement, register, valueRegister, Int32(index), at: location) }
        case .forceUnwrap(let base):
            compileAssignment(to: base, value: value)
        default:
            _ = compileToRegister(value)  // reported by the resolver
        }
    }

    func compileCompoundAssignment(_ op: String, to lvalue: Expr, value: Expr, at location: SourceLocation) {
        guard let opcode = Compiler.binaryOpcodes[op] else {
            error("unknown operator '\(op)='", at: location)
            return
        }
        let valueRegister = compileToRegister(value)
        mutate(lvalue) { register in
            if case .integer(let amount) = value.kind, let small = Int32(exactly: amount), op == "+" || op == "-" {
                emit(op == "+" ? .addImmediate : .subtractImmediate, register, register, small, at: location)
            } else {
                emit(opcode, register, register, valueRegister, at: location)
            }
        }
    }

    /// Gives `body` a register holding the lvalue's current value, which it may change in
    /// place; the value is written back afterwards.
    func mutate(_ lvalue: Expr, _ body: (Int32) -> Void) {
        let location = lvalue.location
        switch lvalue.kind {
        case .identifier, .dollar:
            switch resolution.bindings[lvalue.id] {
            case .local(let declaration)?:
                if let register = state.registers[declaration] {
                    if isCaptured(declaration) {
                        let temporary = allocateRegister()
                        emit(.takeBox, temporary, register, at: location)
                        body(temporary)
                        emit(.setBox, register, temporary, at: location)
                    } else {
                        body(register)
                    }
                } else if let slot = captureSlot(for: declaration, in: state) {
                    let temporary = allocateRegister()
                    emit(.takeCapture, temporary, slot, at: location)
                    body(temporary)
                    emit(.setCapture, temporary, slot, at: location)
                }
            case .global(let slot)?:
                let temporary = allocateRegister()
                emit(.takeGlobal, temporary, Int32(slot), at: location)
                body(temporary)
                emit(.setGlobal, temporary, Int32(slot), at: location)
            default:
                body(compileToRegister(lvalue))
            }
        case .subscripted(let base, let arguments) where arguments.count == 1 && isMutableLValue(base):
            let index = compileToRegister(arguments[0].value)
            mutate(base) { container in
                let element = allocateRegister()
                emit(.takeIndex, element, container, index, at: location)
                body(element)
                emit(.setIndex, container, index, element, at: location)
            }
        case .member(let base, let name) where isMutableLValue(base):
            mutate(base) { container in
                let member = allocateRegister()
                emit(.getMember, member, container, addName(name), at: location)
                body(member)
                emit(.setMember, container, member, addName(name), at: location)
            }
        case .tupleIndex(let base, let index):
            mutate(base) { container in
                let element = allocateRegister()
                emit(.getTupleElement, element, container, Int32(index), at: location)
                body(element)
                emit(.setTupleElement, container, element, Int32(index), at: location)
            }
        case .forceUnwrap(let base):
            mutate(base) { register in
                emit(.forceUnwrap, register, register, at: location)
                body(register)
            }
        default:
            body(compileToRegister(lvalue))
        }
    }

    private func checkDeclaredType(_ declaration: Int, _ register: Int32, at location: SourceLocation) {
        if let type = declaredTypes[declaration] { emitTypeCheck(register, type, at: location) }
    }
}
