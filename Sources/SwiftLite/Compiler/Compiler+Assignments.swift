// Assignments and in-place mutation. Swift's value semantics are kept by copy-on-write;
// speed comes from mutating a container only while it is uniquely referenced. To change
// `a[i][j]`, the element `a[i]` is taken out of `a` (leaving nil behind), changed, and
// put back, so that neither copy is shared while it is written.

extension Compiler {
    func compileAssignment(to lvalue: Expr, value: Expr) {
        switch lvalue.kind {
        case .discard:
            _ = compileToRegister(value)
        case .tuple(let elements):
            // `(a, b) = (b, a)`: the whole value first, then each part to its target.
            let source = compileToRegister(value)
            for (index, element) in elements.enumerated() {
                if case .discard = element.value.kind { continue }
                let part = allocateRegister()
                emit(.getTupleElement, part, source, Int32(index), at: element.value.location)
                store(part, to: element.value, valueLocation: value.location)
            }
        case .subscripted(let base, let arguments) where Compiler.isKeyPathSubscript(arguments):
            // `value[keyPath: path] = x`: the value with the path's end replaced, stored back.
            compileAssignment(to: base, value: keyPathWrite(base, path: arguments[0].value, newValue: value, at: lvalue.location))
        case .subscripted(let base, let arguments) where callsDeclaredSubscript(base, arguments):
            checkDeferredMutability(lvalue, base: base)
            let result = allocateRegister()
            compile(declaredSubscriptCall(base, arguments, newValue: value, at: lvalue.location), into: result)
        case .optionalChain(let inner):
            state.optionalChainExits.append([])
            compileAssignment(to: inner, value: value)
            for jump in state.optionalChainExits.removeLast() { patchJump(jump) }
        default:
            // Through a temporary: the value may read the variable before its last step,
            // and a type check may convert it.
            let temporary = allocateRegister()
            compile(contextualized(value, written: writtenType(ofStorage: lvalue), as: declaredType(ofStorage: lvalue) ?? staticType(of: lvalue)), into: temporary)
            roundIfStoredAsFloat(temporary, declared: narrowNumber(of: lvalue), value: value)
            wrapIfNestingOptional(temporary, declared: declaredType(ofStorage: lvalue) ?? staticType(of: lvalue), value: value)
            store(temporary, to: lvalue, valueLocation: value.location)
        }
    }

    /// Stores the value in `source` (a temporary) to a variable, an element, a member or
    /// a tuple element, checking it against the type declared for that storage.
    func store(_ source: Int32, to lvalue: Expr, valueLocation: SourceLocation) {
        let location = lvalue.location
        switch lvalue.kind {
        case .subscripted, .member, .tupleIndex:
            emitStoreCheck(source, against: declaredType(ofStorage: lvalue), at: valueLocation)
        default:
            break  // variables are checked below, by their own declarations
        }
        switch lvalue.kind {
        case .identifier, .dollar:
            guard let binding = resolution.bindings[lvalue.id] else { return }
            switch binding {
            case .local(let declaration):
                if let register = state.registers[declaration] {
                    checkDeclaredType(declaration, source, at: valueLocation)
                    if isBoxed(declaration) {
                        emit(.setBox, register, source, at: location)
                    } else if register != source {
                        emit(.move, register, source, at: location)
                    }
                } else if let slot = captureSlot(for: declaration, in: state) {
                    checkDeclaredType(declaration, source, at: valueLocation)
                    emit(.setCapture, source, slot, at: location)
                }
            case .global(let slot):
                if let type = globalTypes[slot] { emitTypeCheck(source, type, at: valueLocation) }
                emit(.setGlobal, source, Int32(slot), at: location)
            case .selfMember(_, let name):
                let receiver = selfExpression(at: location)
                if !compileMemberStore(source, base: receiver, name: name, lvalue: lvalue, at: location) {
                    mutate(receiver) { register in emit(.setProperty, register, source, addMemberSite(name), at: location) }
                }
            case .staticMember(let type, let name):
                if let property = type.staticProperty(name), let site = staticPropertySiteIndex[property.id] {
                    emitStaticPropertyStore(source, property: property, site: site, at: location)
                } else if let property = type.staticProperty(name), let setter = property.setter.flatMap(index(of:)) {
                    emitStaticCall(setter, argument: source, at: location)
                }
            default:
                break  // reported by the resolver
            }
        case .member(let base, let name) where compileMemberStore(source, base: base, name: name, lvalue: lvalue, at: location):
            break
        case .subscripted(let base, let arguments):
            checkDeferredMutability(lvalue, base: base)
            // `d[key, default: v] = x` stores like `d[key] = x`.
            guard arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "default") else {
                error("a subscript takes one index", at: location)
                return
            }
            let index = compileToRegister(contextualizedKey(arguments[0].value, of: base))
            if isMutableLValue(base) {
                mutate(base) { register in emit(.setIndex, register, index, source, at: location) }
            } else {
                let register = compileToRegister(base)
                emit(.setIndex, register, index, source, at: location)
            }
        case .member(let base, let name):
            checkDeferredMutability(lvalue, base: base)
            if isMutableLValue(base) {
                mutate(base) { register in emit(.setMember, register, source, addName(name), at: location) }
            } else {
                let register = compileToRegister(base)
                emit(.setMember, register, source, addName(name), at: location)
            }
        case .tupleIndex(let base, let index):
            mutate(base) { register in emit(.setTupleElement, register, source, Int32(index), at: location) }
        case .forceUnwrap(let base):
            store(source, to: base, valueLocation: valueLocation)
        default:
            break  // reported by the resolver
        }
    }

    /// The type a variable was declared with, when the lvalue is such a variable.
    func declaredType(of lvalue: Expr) -> TypeDescriptor? {
        switch resolution.bindings[lvalue.id] {
        case .local(let declaration)?: return declaredTypes[declaration]
        case .global(let slot)?: return globalTypes[slot]
        default: return nil
        }
    }

    func compileCompoundAssignment(_ op: String, to lvalue: Expr, value: Expr, at location: SourceLocation) {
        if case .subscripted(_, let arguments) = lvalue.kind, Compiler.isKeyPathSubscript(arguments) {
            // `value[keyPath: path] += 1`: `value[keyPath: path] = value[keyPath: path] + 1`.
            let combined = Expr(kind: .binary(op, lvalue, value), location: location, id: nextSyntheticID())
            compileAssignment(to: lvalue, value: combined)
            return
        }
        let usesOwnOperator: Bool = {
            if case .instance? = staticType(of: lvalue) { return hasOperatorFunction(lvalue, value) }
            return false
        }()
        if usesOwnOperator || compoundAssignmentIsNarrow(op, lvalue) {
            // `v += w` with the type's own `+`, or in a narrow type's width: `v = v + w`.
            let sum = Expr(kind: .binary(op, lvalue, value), location: location, id: nextSyntheticID())
            compileAssignment(to: lvalue, value: sum)
            return
        }
        guard let opcode = Compiler.binaryOpcodes[op] else {
            error("unknown operator '\(op)='", at: location)
            return
        }
        let storedType = declaredType(ofStorage: lvalue)
        var immediate: (opcode: Opcode, amount: Int32)?
        if case .integer(let amount) = value.kind, let small = Int32(exactly: amount), let opcode = Compiler.immediateOpcodes[op] {
            immediate = (opcode, small)
        }
        let valueRegister = immediate == nil ? compileToRegister(contextualized(value, as: storedType ?? staticType(of: lvalue))) : 0
        mutate(lvalue) { register in
            if let immediate {
                emit(immediate.opcode, register, register, immediate.amount, at: location)
            } else {
                emit(opcode, register, register, valueRegister, at: location)
            }
            if !Compiler.keepsType(storedType, whenCombinedWith: value) {
                emitStoreCheck(register, against: storedType, at: value.location)
            }
        }
    }

    /// Whether `x op= value` certainly leaves a variable of type `type` with that type, so
    /// that checking it is wasted work (`count += 1` on an `Int`).
    private static func keepsType(_ type: TypeDescriptor?, whenCombinedWith value: Expr) -> Bool {
        switch (type, value.kind) {
        case (nil, _), (.any?, _), (.int?, .integer), (.double?, .integer), (.double?, .float), (.string?, .string): return true
        default: return false
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
                    if isBoxed(declaration) {
                        let temporary = allocateRegister()
                        let take = emit(.takeBox, temporary, register, at: location)
                        body(temporary)
                        let store = emit(.setBox, register, temporary, at: location)
                        restore(.box(register: register), from: temporary, between: take, and: store)
                    } else {
                        body(register)
                    }
                } else if let slot = captureSlot(for: declaration, in: state) {
                    let temporary = allocateRegister()
                    guard isBoxed(declaration) else {
                        // A constant captured by value (a class instance changed through it,
                        // `{ model.count += 1 }`): read, changed in place, never written back.
                        emit(.getCapturedValue, temporary, slot, at: location)
                        body(temporary)
                        return
                    }
                    let take = emit(.takeCapture, temporary, slot, at: location)
                    body(temporary)
                    let store = emit(.setCapture, temporary, slot, at: location)
                    restore(.capture(slot: slot), from: temporary, between: take, and: store)
                }
            case .global(let slot)?:
                let temporary = allocateRegister()
                let take = emit(.takeGlobal, temporary, Int32(slot), at: location)
                body(temporary)
                let store = emit(.setGlobal, temporary, Int32(slot), at: location)
                restore(.global(slot: Int32(slot)), from: temporary, between: take, and: store)
            case .selfMember(_, let name)?:
                let receiver = selfExpression(at: location)
                if hasNonmutatingSetter(name, on: staticType(of: receiver)) {
                    // Read, changed and set through the setter, `self` only read.
                    mutate(Expr(kind: .member(receiver, name), location: location, id: nextSyntheticID()), body)
                    return
                }
                mutateProperty(of: receiver, site: memberSite(name, on: staticType(of: receiver)), at: location, body)
            case .staticMember(let type, let name)?:
                mutateStaticProperty(type, name, lvalue: lvalue, at: location, body)
            default:
                body(compileToRegister(lvalue))
            }
        case .subscripted(_, let arguments) where Compiler.isKeyPathSubscript(arguments):
            // `settings[keyPath: path].toggle()`: the value at the path, changed, written back
            // through the path.
            let element = allocateRegister()
            compile(lvalue, into: element)
            body(element)
            compileAssignment(to: lvalue, value: Expr(kind: .register(element), location: location, id: nextSyntheticID()))
        case .subscripted(let base, let arguments) where callsDeclaredSubscript(base, arguments):
            // `grid[r, c] += 1`: the getter's value, changed, passed to the setter.
            checkDeferredMutability(lvalue, base: base)
            let element = allocateRegister()
            compile(declaredSubscriptCall(base, arguments, at: location), into: element)
            body(element)
            let newValue = Expr(kind: .register(element), location: location, id: nextSyntheticID())
            compile(declaredSubscriptCall(base, arguments, newValue: newValue, at: location), into: allocateRegister())
        case .subscripted(let base, let arguments)
        where arguments.count == 2 && arguments[0].label == nil && arguments[1].label == "default" && isMutableLValue(base):
            // `counts[word, default: 0] += 1`: the element (or the default) is changed and stored.
            checkDeferredMutability(lvalue, base: base)
            let fallback = typingLiterals(contextualizedDefault(arguments[1], of: base), as: declaredType(ofStorage: lvalue))
            let key = compileConsecutive([contextualizedKey(arguments[0].value, of: base), fallback])
            mutate(base) { container in
                let element = allocateRegister()
                let take = emit(.takeIndex, element, container, key, at: location)
                let present = emit(.jumpIfNotNil, element, at: location)
                emit(.move, element, key + 1, at: location)
                patchJump(present)
                body(element)
                let store = emit(.setIndex, container, key, element, at: location)
                restore(.element(container: container, key: key), from: element, between: take, and: store)
            }
        case .subscripted(let base, let arguments) where arguments.count == 1 && isMutableLValue(base):
            checkDeferredMutability(lvalue, base: base)
            let index = compileToRegister(contextualizedKey(arguments[0].value, of: base))
            mutate(base) { container in
                let element = allocateRegister()
                let take = emit(.takeIndex, element, container, index, at: location)
                body(element)
                let store = emit(.setIndex, container, index, element, at: location)
                restore(.element(container: container, key: index), from: element, between: take, and: store)
            }
        case .member(let base, let name) where { if case .type? = resolution.bindings[base.id] { return true }; return false }():
            guard case .type(let type)? = resolution.bindings[base.id] else {
                body(compileToRegister(lvalue))
                return
            }
            mutateStaticProperty(type, name, lvalue: lvalue, at: location, body)
        case .member(let base, let name)
        where usesMemberSite(base: base, name: name) && (isMutableLValue(base) || isSelfReference(base))
            && !hasNonmutatingSetter(name, on: staticType(of: base)):
            checkDeferredMutability(lvalue, base: base)
            checkConstantProperty(name, of: base, at: location)
            mutateProperty(of: base, site: memberSite(name, on: staticType(of: base)), at: location, body)
        case .member(let base, let name) where usesMemberSite(base: base, name: name):
            // A member of a temporary (a class instance returned by a call, say).
            let container = compileToRegister(base)
            let site = memberSite(name, on: staticType(of: base))
            let member = allocateRegister()
            emit(.getProperty, member, container, site, at: location)
            body(member)
            emit(.setProperty, container, member, site, at: location)
        case .member(let base, let name) where isMutableLValue(base):
            checkDeferredMutability(lvalue, base: base)
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
        case .optionalChain(let inner):
            // `d[k]?.count += 1`: the chain's `?` skips the change itself (below).
            mutate(inner, body)
        case .bindOptional(let base):
            // `d[k]?.append(x)`: nothing changes when the value is nil. The write-backs of
            // the enclosing storage still run (they put back what was taken out).
            mutate(base) { register in
                let skip = emit(.jumpIfNil, register, at: location)
                body(register)
                patchJump(skip)
            }
        default:
            body(compileToRegister(lvalue))
        }
    }

    /// Records that from after `take` up to `store`, the value of `storage` is in `register`.
    private func restore(_ storage: Restoration.Storage, from register: Int32, between take: Int, and store: Int) {
        state.prototype.restorations.append(Restoration(instructions: (take + 1)..<store, storage: storage, value: register))
    }

    private func checkDeclaredType(_ declaration: Int, _ register: Int32, at location: SourceLocation) {
        if let type = declaredTypes[declaration] { emitTypeCheck(register, type, at: location) }
    }

    /// A stored property of a value changed in place: taken out of `base` (so that the
    /// value has one owner while `body` changes it), changed, put back.
    private func mutateProperty(of base: Expr, site: Int32, at location: SourceLocation, _ body: (Int32) -> Void) {
        mutate(base) { container in
            let member = allocateRegister()
            emit(.takeProperty, member, container, site, at: location)
            body(member)
            emit(.setProperty, container, member, site, at: location)
        }
    }

    /// A static property changed in place: read, changed by `body`, written back (through
    /// its observers, or its setter when it is computed).
    private func mutateStaticProperty(_ type: DeclaredType, _ name: String, lvalue: Expr, at location: SourceLocation, _ body: (Int32) -> Void) {
        guard let property = type.staticProperty(name) else {
            body(compileToRegister(lvalue))
            return
        }
        let temporary = allocateRegister()
        compileStaticMemberRead(type, name, into: temporary, at: location)
        body(temporary)
        if let site = staticPropertySiteIndex[property.id] {
            emitStaticPropertyStore(temporary, property: property, site: site, at: location)
        } else if let setter = property.setter.flatMap(index(of:)) {
            emitStaticCall(setter, argument: temporary, at: location)
        }
    }
}
