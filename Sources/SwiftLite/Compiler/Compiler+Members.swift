// Members of declared types: reading and writing properties (stored ones from their slot,
// computed ones through their getter and setter), static properties and enum cases named
// through their type.

extension Compiler {
    func addMemberSite(_ name: String, type: TypeInfo? = nil, slot: Int? = nil) -> Int32 {
        if let type, let slot {
            memberSites.append(MemberSite(name: name, type: type, slot: slot))
        } else {
            memberSites.append(MemberSite(name: name))
        }
        return Int32(memberSites.count - 1)
    }

    /// A member site for `name` on a value of static type `type`: the slot is known when it
    /// is a stored property nothing observes.
    func memberSite(_ name: String, on type: TypeDescriptor?) -> Int32 {
        if case .instance(let info)? = type, let slot = info.fieldIndex[name], info.fields[slot].willSet == nil,
            info.fields[slot].didSet == nil
        {
            return addMemberSite(name, type: info, slot: slot)
        }
        return addMemberSite(name)
    }

    /// Whether `name` is a property some declared type (or an extension) has, so that a
    /// member access with an unknown receiver may mean it.
    func isDeclaredPropertyName(_ name: String) -> Bool {
        if declaredPropertyNames == nil {
            var names: Set<String> = ["rawValue"]
            for type in resolution.types {
                for property in type.properties.keys { names.insert(property) }
                for property in type.allStoredProperties { names.insert(property.name) }
            }
            for proto in resolution.protocols.values {
                for property in proto.propertyRequirements + proto.extensionProperties { names.insert(property.name) }
            }
            declaredPropertyNames = names
        }
        return declaredPropertyNames!.contains(name)
    }

    /// Whether reading `base.name` should use a member site (a declared type's member) rather
    /// than the standard library's members.
    func usesMemberSite(base: Expr, name: String) -> Bool {
        switch staticType(of: base) {
        case .instance?: return true
        case .conforming?: return true
        case nil, .any?: return isDeclaredPropertyName(name)
        case let type?:
            // A standard type extended by the program with a computed property.
            if let typeName = extendedTypeName(of: type), let extended = resolution.typesByName[typeName], extended.kind == .builtin,
                extended.properties[name] != nil
            {
                return true
            }
            return false
        }
    }

    /// The standard type whose extensions give a value of this type its members: an
    /// optional's are those of `extension Optional`, whatever it wraps.
    func extendedTypeName(of type: TypeDescriptor) -> String? {
        if case .optional = type { return "Optional" }
        return standardTypeName(of: type)
    }

    /// The standard type a descriptor names, as extensions name it.
    func standardTypeName(of type: TypeDescriptor) -> String? {
        switch type {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .range: return "Range"
        default: return nil
        }
    }

    /// `base.name` into `target`, for members of declared types. Returns false when the
    /// member is not one (the caller reads it as a standard library member).
    func compileMemberRead(base: Expr, name: String, into target: Int32, at location: SourceLocation) -> Bool {
        if case .type(let type)? = resolution.bindings[base.id] {
            compileStaticMemberRead(type, name, into: target, at: location)
            return true
        }
        guard usesMemberSite(base: base, name: name) else { return false }
        let baseType = staticType(of: base)
        if case .instance(let info)? = baseType, let getter = mutatingGetter(name, of: info) {
            compileMutatingGetterCall(getter, receiver: base, into: target, at: location)
            return true
        }
        if case .instance(let info)? = baseType, let getter = directGetter(name, of: info) {
            // A computed property of a struct, enum or final class: its getter, called directly.
            let callBase = canCall(into: target) ? target : allocateRegister()
            let receiver = allocateRegister()
            compile(base, into: receiver)
            emit(.callFunction, callBase, 1, Int32(getter), at: location)
            if callBase != target { emit(.move, target, callBase, at: location) }
            freeRegisters(downTo: callBase + 1)
            return true
        }
        if let (receiver, outerSite) = plainPropertyPath(base, then: name, of: baseType) {
            // `position.x`: both stored properties read by one instruction.
            if let register = plainLocalRegister(receiver) {
                emit(.getPropertyPath, target, register, outerSite, at: location)
            } else {
                compile(receiver, into: target)
                emit(.getPropertyPath, target, target, outerSite, at: location)
            }
            return true
        }
        let site = memberSite(name, on: baseType)
        if let register = plainLocalRegister(base) {
            emit(.getProperty, target, register, site, at: location)
        } else {
            compile(base, into: target)
            emit(.getProperty, target, target, site, at: location)
        }
        return true
    }

    /// For `base.name` where `base` reads a stored property nothing observes (`a.b`, or `b`
    /// meaning `self.b`) of a declared type whose `name` is one too: the receiver of `base`
    /// and the first of two consecutive member sites, both with their slots known.
    func plainPropertyPath(_ base: Expr, then name: String, of baseType: TypeDescriptor?) -> (Expr, Int32)? {
        guard case .instance(let middle)? = baseType, let innerSlot = plainSlot(name, of: middle) else { return nil }
        let receiver: Expr
        let outerName: String
        switch base.kind {
        case .member(let inner, let member):
            if case .type? = resolution.bindings[inner.id] { return nil }
            (receiver, outerName) = (inner, member)
        case .identifier:
            guard case .selfMember(_, let member)? = resolution.bindings[base.id] else { return nil }
            (receiver, outerName) = (selfExpression(at: base.location), member)
        default:
            return nil
        }
        guard case .instance(let outer)? = staticType(of: receiver), let outerSlot = plainSlot(outerName, of: outer) else { return nil }
        let first = addMemberSite(outerName, type: outer, slot: outerSlot)
        _ = addMemberSite(name, type: middle, slot: innerSlot)
        return (receiver, first)
    }

    /// The slot of a stored property of `info` that no observer watches.
    private func plainSlot(_ name: String, of info: TypeInfo) -> Int? {
        guard let slot = info.fieldIndex[name], info.fields[slot].willSet == nil, info.fields[slot].didSet == nil else { return nil }
        return slot
    }

    /// The getter to call directly for a computed property of a type whose subclasses
    /// cannot override it.
    func directGetter(_ name: String, of info: TypeInfo) -> Int? {
        let type = resolution.types[info.index]
        guard let property = type.property(name), !property.isStored, let getter = property.getter else { return nil }
        if type.isClass && !isFinal(type) { return nil }
        return index(of: getter)
    }

    /// The getter of a struct's computed property `name` when it is `mutating` (a `lazy var`'s
    /// is): reading the property changes the value it is read from.
    private func mutatingGetter(_ name: String, of info: TypeInfo) -> Int? {
        guard !info.isClass, let getter = resolution.types[info.index].property(name)?.getter, getter.modifiers.contains(.mutating) else { return nil }
        return index(of: getter)
    }

    /// `value.name` through a mutating getter: called as a mutating method is, with the
    /// changed value written back to the variable (or property, or element) it was read from.
    private func compileMutatingGetterCall(_ getter: Int, receiver: Expr, into target: Int32, at location: SourceLocation) {
        withMutableReceiver(receiver, at: location) { register in
            let callBase = allocateRegister()
            let selfRegister = allocateRegister()
            emit(.take, selfRegister, register, at: location)
            emit(.callFunction, callBase, 1, Int32(getter), at: location)
            emit(.take, register, selfRegister, at: location)
            emit(.move, target, callBase, at: location)
        }
    }

    /// Whether no subclass can override a class's members.
    func isFinal(_ type: DeclaredType) -> Bool {
        if type.declaration?.modifiers.contains(.final) == true { return true }
        return !resolution.types.contains { $0.superclass === type }
    }

    /// `Type.name`: an enum case, a static property, `allCases`, a static method as a value.
    func compileStaticMemberRead(_ type: DeclaredType, _ name: String, into target: Int32, at location: SourceLocation) {
        if let caseIndex = type.cases.firstIndex(where: { $0.name == name }) {
            if type.cases[caseIndex].associatedValues == nil {
                emit(.loadConstant, target, addConstant(type.info.caseValue(caseIndex)), at: location)
            } else {
                emit(.loadConstant, target, addConstant(.native(caseConstructor(type, caseIndex))), at: location)
            }
            return
        }
        if name == "allCases", type.isEnum {
            let values = type.cases.indices.map { type.info.caseValue($0) }
            emit(.loadConstant, target, addConstant(.array(values)), at: location)
            return
        }
        if let property = type.staticProperty(name) {
            if let site = staticPropertySiteIndex[property.id] {
                emit(.getStaticProperty, target, site, at: location)
            } else if let getter = property.getter, let getterIndex = index(of: getter) {
                let callBase = canCall(into: target) ? target : allocateRegister()
                // A static property of a protocol's extension is read for this type, its `self`.
                let takesType = takesMetatype(getter)
                if takesType { loadMetatype(of: type, into: allocateRegister(), at: location) }
                emit(.callFunction, callBase, takesType ? 1 : 0, Int32(getterIndex), at: location)
                freeRegisters(downTo: callBase + 1)
                if callBase != target { emit(.move, target, callBase, at: location) }
            } else {
                emit(.loadNil, target, at: location)
            }
            return
        }
        if let method = type.staticMethods(named: name).first, let function = index(of: method) {
            emit(.loadConstant, target, addConstant(.closure(functionValues[function])), at: location)
            return
        }
        if name == "init" || name == "self" {
            emit(.loadConstant, target, addConstant(.native(initializerFunction(type))), at: location)
            return
        }
        error("type '\(type.name)' has no member '\(name)'", at: location)
        emit(.loadNil, target, at: location)
    }

    /// `Shape.rect` as a function: `let made = Shape.rect; made(2, 5)`.
    func caseConstructor(_ type: DeclaredType, _ caseIndex: Int) -> NativeFunction {
        let info = type.info!
        let name = "\(type.name).\(type.cases[caseIndex].name)"
        return NativeFunction(name: name, signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            .instance(Instance.make(info, tag: caseIndex, fields: call.arguments.map { $0 ?? .null }))
        }
    }

    /// `Point.init` as a function (`map(Point.init)`, `compactMap(Level.init(rawValue:))`):
    /// the initializer that fits the call's arguments, as Swift's type checker picks the
    /// overload: one taking as many arguments as are passed (without defaults preferred),
    /// whose scalar parameters (`Int`, `String`, ...) the arguments' values are; a
    /// raw-value enum's `init(rawValue:)` for one argument when no declared one fits.
    func initializerFunction(_ type: DeclaredType) -> NativeFunction {
        let info = type.info!
        struct Candidate {
            let function: Int
            let required: Int
            let total: Int
            let scalars: [KnownType?]
        }
        let candidates: [Candidate] = type.initializers.compactMap { initializer in
            guard let function = index(of: initializer) else { return nil }
            let scope = resolution.functionOwners[initializer.id]
            return Candidate(
                function: function, required: initializer.parameters.filter { $0.defaultValue == nil && !$0.isVariadic }.count,
                total: initializer.parameters.contains(where: \.isVariadic) ? Int.max : initializer.parameters.count,
                scalars: initializer.parameters.map { parameter in parameter.type.flatMap { KnownType(describe($0, in: scope)) } })
        }
        let rawValue = type.isEnum && type.rawType != nil ? rawValueInitializer(type) : nil
        return NativeFunction(name: "\(type.name).init", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            let arguments = call.arguments.map { $0 ?? .null }
            func scalarsFit(_ candidate: Candidate) -> Bool {
                zip(candidate.scalars, arguments).allSatisfy { scalar, value in
                    switch (scalar, value) {
                    case (nil, _), (.int?, .int), (.double?, .double), (.double?, .int), (.string?, .string), (.bool?, .bool): return true
                    default: return false
                    }
                }
            }
            let count = arguments.count
            let fitting = candidates.filter { $0.required <= count && count <= $0.total }
            let chosen =
                fitting.first { $0.required == count && $0.total == count && scalarsFit($0) } ?? fitting.first(where: scalarsFit)
            guard let chosen else {
                if let rawValue, count == 1 { return try rawValue.implementation(&call) }
                guard let first = fitting.first ?? candidates.first else { throw ScriptError(.notCallable, "'\(info.name)' has no initializer") }
                return try call.interpreter.callMember(first.function, on: .instance(Instance.make(info, count: info.fields.count)), arguments)
            }
            return try call.interpreter.callMember(chosen.function, on: .instance(Instance.make(info, count: info.fields.count)), arguments)
        }
    }

    /// Stores `source` into `base.name` for a member of a declared type; false when it is
    /// not one.
    func compileMemberStore(_ source: Int32, base: Expr, name: String, lvalue: Expr, at location: SourceLocation) -> Bool {
        if case .type(let type)? = resolution.bindings[base.id] {
            if let property = type.staticProperty(name), let site = staticPropertySiteIndex[property.id] {
                emitStaticPropertyStore(source, property: property, site: site, at: location)
            } else if let property = type.staticProperty(name), let setter = property.setter.flatMap(index(of:)) {
                emitStaticCall(setter, argument: source, at: location)
            } else {
                error("cannot assign to property: '\(name)' is a get-only property", at: location)
            }
            return true
        }
        guard usesMemberSite(base: base, name: name) else { return false }
        checkDeferredMutability(lvalue, base: base)
        if isSelfReference(base), let selfRegister = state.selfRegister, let slot = unobservedSlot(of: name) {
            withSelf(selfRegister) { register in emit(.initProperty, register, source, Int32(slot), at: location) }
            return true
        }
        checkConstantProperty(name, of: base, at: location)
        let site = memberSite(name, on: staticType(of: base))
        if (isMutableLValue(base) || isSelfReference(base)) && !hasNonmutatingSetter(name, on: staticType(of: base)) {
            mutate(base) { register in emit(.setProperty, register, source, site, at: location) }
        } else {
            let register = compileToRegister(base)
            emit(.setProperty, register, source, site, at: location)
        }
        return true
    }

    /// The slot of `self`'s stored property `name` when storing to it runs no observer, as
    /// in Swift: in an initializer of its type, and in the property's own `willSet` or
    /// `didSet` (a `didSet` that clamps the value does not call itself again).
    private func unobservedSlot(of name: String) -> Int? {
        if let owner = state.initializerOwner, let slot = owner.info.fieldIndex[name], owner.storedProperties.contains(where: { $0.name == name }) {
            return slot
        }
        if let function = state.function, function.kind == .willSet || function.kind == .didSet, function.name == name,
            let owner = typeScope, owner.storedProperties.contains(where: { $0.name == name })
        {
            return owner.info.fieldIndex[name]
        }
        return nil
    }

    /// Whether an expression is `self` (or a member of `self` named without it).
    func isSelfReference(_ expression: Expr) -> Bool {
        if case .identifier("self") = expression.kind { return true }
        return false
    }

    /// Reports a change through a constant, unless a class's instance is changed on the way
    /// (then the constant itself does not change).
    /// `point.x = 1` where `x` is a `let`: an error, as in Swift (an initializer sets its
    /// own type's constants through `self` before this is asked).
    func checkConstantProperty(_ name: String, of base: Expr, at location: SourceLocation) {
        guard case .instance(let info)? = staticType(of: base), let property = resolution.types[info.index].property(name),
            property.isStored, !property.isVariable
        else { return }
        error("cannot assign to property: '\(name)' is a 'let' constant", at: location, notes: ["change 'let' to 'var' to make it mutable"])
    }

    func checkDeferredMutability(_ lvalue: Expr, base: Expr) {
        guard let (message, notes, location) = resolution.deferredMutabilityChecks[lvalue.id] else { return }
        if passesThroughReference(base) { return }
        error(message, at: location, notes: notes)
    }

    /// Whether a chain of members reaches a class instance (whose properties can change
    /// through a constant), or goes through a value whose type is not known.
    func passesThroughReference(_ expression: Expr) -> Bool {
        let type = staticType(of: expression)
        switch type {
        case .instance(let info)?: if info.isClass { return true }
        case nil, .any?, .conforming?: return true
        // A host value is an object: `configuration.isOn.toggle()` and `binding.wrappedValue = x`
        // set through it, as SwiftUI's nonmutating setters do.
        case .host?: return true
        default: break
        }
        switch expression.kind {
        case .member(let base, _), .subscripted(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base), .bindOptional(let base):
            return passesThroughReference(base)
        default:
            return false
        }
    }
}
