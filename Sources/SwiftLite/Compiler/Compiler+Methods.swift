// Calls of the program's own members: initializers (`Point(x: 1, y: 2)`), enum cases with
// associated values, static methods, and instance methods, called directly when the
// receiver's type decides the method before the program runs, through the receiver's
// type at run time otherwise.
//
// A member function takes `self` as its first argument: a call's registers are the
// result, then `self`, then the arguments. A mutating method (or an `inout` parameter)
// leaves its changed value in that register, and the caller stores it back.

extension Compiler {
    /// A method a call resolves to before the program runs.
    struct ResolvedMethod {
        let function: FunctionDecl
        /// The type whose method it is (nil for a protocol's default implementation).
        let type: DeclaredType?
        let plan: CallPlan
        /// Whether the receiver's type is enough to know the function (no subclass can
        /// override it).
        let isStatic: Bool
    }

    /// The method `receiver.name(arguments)` calls, when the receiver's type is known.
    func resolvedMethod(receiver: Expr, name: String, arguments: [CallArgument]) -> ResolvedMethod? {
        guard let receiverType = staticType(of: receiver) else { return nil }
        let type: DeclaredType
        switch receiverType {
        case .instance(let info):
            type = resolution.types[info.index]
        default:
            guard let typeName = extendedTypeName(of: receiverType), let extended = resolution.typesByName[typeName], extended.kind == .builtin
            else { return nil }
            type = extended
        }
        var matching: [ResolvedMethod] = []
        for function in type.methods(named: name) {
            guard case .success(let assignment) = Resolver.matchWithVariadics(arguments, to: shapes(of: function)),
                Resolver.literalArgumentsFit(arguments, assignment.single, of: function)
            else { continue }
            let plan = CallPlan(target: .function(function), argumentForParameter: assignment.single, variadicExtras: assignment.variadicExtras)
            let isStatic = !type.isClass || isFinal(type) || function.modifiers.contains(.final)
            matching.append(ResolvedMethod(function: function, type: resolution.functionOwners[function.id], plan: plan, isStatic: isStatic))
        }
        // Overloads with the same labels (`subscript(key: String)` and `subscript(index: Int)`):
        // the one whose scalar parameters the arguments' known types are, as Swift chooses.
        return matching.first { scalarArgumentsFit($0, arguments) } ?? matching.first
    }

    /// Whether no argument whose scalar type is known contradicts its parameter's scalar type.
    private func scalarArgumentsFit(_ method: ResolvedMethod, _ arguments: [CallArgument]) -> Bool {
        for (parameterIndex, argumentIndex) in method.plan.argumentForParameter.enumerated() {
            guard let argumentIndex, let written = method.function.parameters[parameterIndex].type,
                let parameter = KnownType(describe(written, in: method.type)), let argument = knownType(of: arguments[argumentIndex].value)
            else { continue }
            if parameter != argument && !(parameter == .double && argument == .int) { return false }
        }
        return true
    }

    /// The declared methods named `name` whose labels the arguments match, of every type:
    /// what a call on a receiver of unknown type may run.
    func candidateMethods(named name: String, arguments: [CallArgument]) -> [(FunctionDecl, CallPlan)] {
        var found: [(FunctionDecl, CallPlan)] = []
        var seen: Set<String> = []
        var functions: [FunctionDecl] = []
        for type in resolution.types { functions.append(contentsOf: type.methods.filter { $0.name == name }) }
        for proto in resolution.protocols.values.sorted(by: { $0.name < $1.name }) {
            functions.append(contentsOf: (proto.methodRequirements + proto.extensionMethods).filter { $0.name == name })
        }
        for function in functions {
            guard case .success(let assignment) = Resolver.matchWithVariadics(arguments, to: shapes(of: function)),
                Resolver.literalArgumentsFit(arguments, assignment.single, of: function)
            else { continue }
            if seen.insert(function.signature).inserted {
                found.append((function, CallPlan(target: .function(function), argumentForParameter: assignment.single, variadicExtras: assignment.variadicExtras)))
            }
        }
        return found
    }

    /// `receiver.name(arguments)` for the program's own methods; false when the call is a
    /// standard library method's.
    func compileMethodCall(callee: Expr, receiver: Expr, name: String, arguments: [CallArgument], into target: Int32, at location: SourceLocation) -> Bool {
        if let resolved = resolvedMethod(receiver: receiver, name: name, arguments: arguments) {
            if resolved.isStatic, let function = index(of: resolved.function) {
                compileMemberCall(
                    function: function, declaration: resolved.function, plan: resolved.plan, callee: callee, receiver: receiver,
                    arguments: arguments, into: target, at: location)
            } else {
                compileDynamicMethodCall(
                    resolved.function, plan: resolved.plan, callee: callee, receiver: receiver, arguments: arguments, into: target, at: location)
            }
            return true
        }
        if case .instance(let info)? = staticType(of: receiver), resolution.types[info.index].methods(named: name).isEmpty,
            resolution.types[info.index].property(name) != nil
        {
            // `owner.greet()` of a property holding a closure: the property's value, called.
            compile(callee, into: target)
            _ = compileConsecutive(arguments.map(\.value))
            emit(.call, target, Int32(arguments.count), at: location)
            return true
        }
        switch staticType(of: receiver) {
        case .instance?, .conforming?, nil, .any?:
            break
        default:
            return false  // a standard type's own method
        }
        let candidates = candidateMethods(named: name, arguments: arguments)
        guard let (function, plan) = candidates.first else {
            if case .instance(let info)? = staticType(of: receiver), resolution.types[info.index].property(name) != nil {
                // `logger.write("x")` with `let write: (String) -> Void`: the closure the
                // property holds, called as closures are, without labels.
                let base = canCall(into: target) ? target : allocateRegister()
                compile(Expr(kind: .member(receiver, name), location: callee.location, id: nextSyntheticID()), into: base)
                _ = compileConsecutive(arguments.map(\.value))
                emit(.call, base, Int32(arguments.count), at: location)
                if base != target { emit(.move, target, base, at: location) }
                freeRegisters(downTo: max(base, target) + 1)
                return true
            }
            if case .instance(let info)? = staticType(of: receiver) {
                // A modifier of a view struct: the host's (see `HostEnvironment.defineForwarding`).
                if environment.forwards(info) { return false }
                // `list.map { ... }`, `reduce(0, +)` of the program's own `Sequence`: a standard method.
                if resolution.types[info.index].methods(named: "makeIterator").isEmpty == false { return false }
                error("value of type '\(info.name)' has no member '\(name)'", at: location)
                emit(.loadNil, target, at: location)
                return true
            }
            return false
        }
        compileDynamicMethodCall(function, plan: plan, callee: callee, receiver: receiver, arguments: arguments, into: target, at: location)
        return true
    }

    /// Whether a call of this method changes its receiver.
    func isMutatingCall(_ function: FunctionDecl) -> Bool {
        if function.isMutating { return true }
        // A protocol requirement declared `mutating` may be implemented by a struct's mutating method.
        return candidateMethods(named: function.name, arguments: []).contains { $0.0.signature == function.signature && $0.0.isMutating }
    }

    /// A member call's arguments, read with the generic arguments `receiver` gives its type,
    /// `self` being in `selfRegister`.
    private func compileMemberArguments(
        _ plan: CallPlan, arguments: [CallArgument], of declaration: FunctionDecl, receiver: Expr, selfRegister: Int32?
    ) -> [(register: Int32, lvalue: Expr)] {
        var generics = genericArguments(ofReceiver: receiver)
        if resolution.protocolMemberFunctions.contains(declaration.id), case .instance(let info)? = staticType(of: receiver) {
            // `options.insert(.share)` of a protocol's extension's `insert(_: Self)`: `Self` is the receiver's type.
            generics["Self"] = .named(info.qualifiedName)
        }
        return compileArguments(plan, arguments: arguments, function: declaration, receiver: ReceiverOfArguments(generics: generics, register: selfRegister))
    }

    /// A direct call of a member function with `receiver` as `self`.
    func compileMemberCall(
        function: Int, declaration: FunctionDecl, plan: CallPlan, callee: Expr, receiver: Expr, arguments: [CallArgument], into target: Int32,
        at location: SourceLocation
    ) {
        let mutates = declaration.isMutating && !(staticTypeIsClass(receiver))
        let unchecked = argumentsPassChecks(plan, arguments: arguments, function: declaration)
        compileCall(
            on: receiver, mutating: mutates, callee: callee, arguments: arguments, into: target, at: location,
            compileArguments: { compileMemberArguments(plan, arguments: arguments, of: declaration, receiver: receiver, selfRegister: $0) }
        ) { base, written in
            emit(
                unchecked && written.isEmpty ? .callFunctionUnchecked : .callFunction, base, Int32(declaration.parameters.count + 1), Int32(function),
                at: location)
        }
    }

    /// A method call's frame: `self` in the register after `base`, the arguments that
    /// `compileArguments` compiles into the registers after it (given that register, or nil
    /// when the arguments are compiled before `self` is there; returning the `inout`
    /// arguments to write back), the call that `emitCall` writes, the result moved to
    /// `target`. A mutating call works on the receiver in place (a variable, `self`, or an
    /// element or property of one) and writes the changed `self` back; any other gets a
    /// copy of the receiver.
    ///
    /// As in Swift, a mutating call's arguments are evaluated before the access to its
    /// receiver begins, so they may read the receiver (`set(x + 1)` in a mutating method,
    /// `parent[x] = find(parent[x])`): while the call runs the receiver is taken out of its
    /// variable, so arguments that might read it are compiled first and moved into place.
    private func compileCall(
        on receiver: Expr, mutating mutates: Bool, callee: Expr, arguments: [CallArgument], into target: Int32, at location: SourceLocation,
        compileArguments: (_ selfRegister: Int32?) -> [(register: Int32, lvalue: Expr)],
        _ emitCall: (_ base: Int32, _ written: [(register: Int32, lvalue: Expr)]) -> Void
    ) {
        if mutates {
            checkDeferredMutability(callee, base: receiver)
            let temporariesStart = state.freeRegister
            var evaluated: (first: Int32, count: Int32)?
            if argumentsMayReadReceiver(arguments, receiver: receiver) {
                let first = state.freeRegister
                _ = compileArguments(nil)
                evaluated = (first, state.freeRegister - first)
            }
            withMutableReceiver(receiver, at: location) { register in
                let base = allocateRegister()
                let selfRegister = allocateRegister()
                emit(.take, selfRegister, register, at: location)
                var written: [(register: Int32, lvalue: Expr)] = []
                if let evaluated {
                    for offset in 0..<evaluated.count { emit(.move, allocateRegister(), evaluated.first + offset, at: location) }
                } else {
                    written = compileArguments(selfRegister)
                }
                emitCall(base, written)
                emit(.take, register, selfRegister, at: location)
                writeBack(written, at: location)
                emit(.move, target, base, at: location)
            }
            freeRegisters(downTo: max(temporariesStart, target + 1))
            return
        }
        let base = canCall(into: target) ? target : allocateRegister()
        let selfRegister = allocateRegister()
        compile(receiver, into: selfRegister)
        let written = compileArguments(selfRegister)
        emitCall(base, written)
        writeBack(written, at: location)
        if base != target { emit(.move, target, base, at: location) }
        freeRegisters(downTo: base + 1)
    }

    /// Whether a mutating call's arguments might read its receiver while the call has it
    /// taken out: false for literals and for local variables other than the receiver's,
    /// and when an argument is `inout` (those are compiled in place and written back).
    private func argumentsMayReadReceiver(_ arguments: [CallArgument], receiver: Expr) -> Bool {
        var receiverRoot = receiver
        while case .member(let base, _) = receiverRoot.kind { receiverRoot = base }
        var reads = false
        for argument in arguments {
            switch argument.value.kind {
            case .inoutArgument: return false
            case .integer, .float, .boolean, .nilLiteral, .string, .implicitMember: continue
            case .identifier:
                guard case .local(let declaration)? = resolution.bindings[argument.value.id] else {
                    reads = true
                    continue
                }
                if case .identifier = receiverRoot.kind, case .local(let root)? = resolution.bindings[receiverRoot.id], root == declaration { reads = true }
            default: reads = true
            }
        }
        return reads
    }

    /// The types a call gives its function's generic parameters from the arguments whose
    /// types are known (`clamp(Size.small, .medium, .large)`: `T` is `Size`), so that the
    /// other arguments for the same parameter read as that type, as Swift infers them:
    /// `.medium` is `Size.medium`, `0` is `0.0` where `T` is `Double`.
    func inferredGenericArguments(_ plan: CallPlan, arguments: [CallArgument], function: FunctionDecl) -> [String: TypeDescriptor] {
        guard !function.genericParameters.isEmpty else { return [:] }
        let generics = Set(function.genericParameters.map(\.name))
        var inferred: [String: TypeDescriptor] = [:]
        for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            guard let argumentIndex, case .named(let name)? = function.parameters[parameterIndex].type, generics.contains(name), inferred[name] == nil,
                !function.parameters[parameterIndex].isVariadic
            else { continue }
            let value = arguments[argumentIndex].value
            switch value.kind {
            case .implicitMember, .integer, .float, .nilLiteral: continue
            case .call(let callee, _): if case .implicitMember = callee.kind { continue }
            default: break
            }
            guard let type = staticType(of: value) else { continue }
            switch type {
            case .instance, .double, .string, .bool: inferred[name] = type
            default: continue
            }
        }
        return inferred
    }

    /// Whether every argument of a direct member call is known to pass its parameter's
    /// check (a scalar of the parameter's type), so that the call can enter after the
    /// checks (`callFunctionUnchecked`). Not for generic functions, whose entry also checks
    /// their constraints, nor for defaults, variadics and `inout`.
    func argumentsPassChecks(_ plan: CallPlan, arguments: [CallArgument], function: FunctionDecl) -> Bool {
        let scope = resolution.functionOwners[function.id]
        guard function.genericParameters.isEmpty, function.requirements.isEmpty, scope?.genericParameters.isEmpty ?? true, plan.variadicExtras.isEmpty
        else { return false }
        for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            let parameter = function.parameters[parameterIndex]
            guard let argumentIndex, !parameter.isVariadic, !parameter.isInout else { return false }
            guard let written = parameter.type else { continue }
            let parameterType = describe(written, in: scope)
            if parameterType.isAny { continue }
            if case .instance(let info) = parameterType, producesInstance(of: info, arguments[argumentIndex].value) { continue }
            // An integer literal for a Double is compiled as the Double (`scaled(2)`).
            if case .double = parameterType, case .integer = arguments[argumentIndex].value.kind { continue }
            guard let known = KnownType(parameterType), knownType(of: arguments[argumentIndex].value) == known else { return false }
        }
        return true
    }

    /// A call whose method the receiver's type chooses when the program runs.
    func compileDynamicMethodCall(
        _ declaration: FunctionDecl, plan: CallPlan, callee: Expr, receiver: Expr, arguments: [CallArgument], into target: Int32,
        at location: SourceLocation
    ) {
        let mutates = isMutatingCall(declaration) && !staticTypeIsClass(receiver) && (isMutableLValue(receiver) || isSelfReference(receiver))
        // The receiver may turn out to be a standard value (`pairs.enumerated().map { ... }`
        // in a program whose own type declares `map(_:)`): the site then calls the standard
        // method the call names, when its arguments are the ones written.
        let labels = declaration.parameters.map(\.label)
        var standard: BuiltinMethod?
        if arguments.map(\.label) == labels {
            standard = selectors[Int(addSelector(declaration.name, labels: labels, trailingClosure: arguments.last?.isTrailingClosure == true))].builtin
        }
        let selector = MethodSelector(name: declaration.name, labels: labels, builtin: standard)
        methodSites.append(MethodSite(selector: selector, receiverIsMutable: mutates))
        let site = Int32(methodSites.count - 1)
        compileCall(
            on: receiver, mutating: mutates, callee: callee, arguments: arguments, into: target, at: location,
            compileArguments: { compileMemberArguments(plan, arguments: arguments, of: declaration, receiver: receiver, selfRegister: $0) }
        ) { base, _ in
            emit(.invokeMethod, base, Int32(declaration.parameters.count), site, at: location)
        }
    }

    /// Gives `body` the register holding a mutable receiver (a variable, `self`, or an
    /// element or property of one), written back afterwards.
    func withMutableReceiver(_ receiver: Expr, at location: SourceLocation, _ body: (Int32) -> Void) {
        if isMutableLValue(receiver) || isSelfReference(receiver) {
            mutate(receiver, body)
        } else {
            // A temporary (`makePoint().moved()`): changed and dropped, as Swift allows for
            // values it would not let a `let` change.
            body(compileToRegister(receiver))
        }
    }

    /// Whether the receiver's static type is a class (whose methods never copy it).
    func staticTypeIsClass(_ receiver: Expr) -> Bool {
        if case .instance(let info)? = staticType(of: receiver) { return info.isClass }
        return false
    }

    /// The arguments of a planned call into consecutive registers after `self`, with the
    /// defaults of omitted parameters and variadic arguments gathered in arrays. Returns the
    /// `inout` arguments to write back: each register and the expression it came from.
    /// `receiver` says what the parameters written with the receiver's generic parameters
    /// are given (see `ReceiverOfArguments`).
    func compileArguments(
        _ plan: CallPlan, arguments: [CallArgument], function: FunctionDecl, receiver: ReceiverOfArguments = ReceiverOfArguments()
    ) -> [(register: Int32, lvalue: Expr)] {
        var written: [(Int32, Expr)] = []
        let scope = resolution.functionOwners[function.id]
        let inferred = inferredGenericArguments(plan, arguments: arguments, function: function)
        for (parameterIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            let parameter = function.parameters[parameterIndex]
            let register = allocateRegister()
            // Only to read the argument as: `argumentsPassChecks` leaves generic functions checked.
            let parameterType = argumentContextType(of: parameter, in: function, receiverGenerics: receiver.generics, inferred: inferred)
            if parameter.isVariadic {
                let indexes = (argumentIndex.map { [$0] } ?? []) + (plan.variadicExtras[parameterIndex] ?? [])
                let first = compileConsecutive(indexes.map { contextualized(arguments[$0].value, as: parameterType) })
                emit(.newArray, register, first, Int32(indexes.count), at: function.location)
                freeRegisters(downTo: register + 1)
                continue
            }
            if let argumentIndex {
                let value = arguments[argumentIndex].value
                if case .inoutArgument(let lvalue) = value.kind {
                    compile(lvalue, into: register)
                    written.append((register, lvalue))
                } else {
                    compile(contextualized(value, written: parameter.type?.substituting(receiver.generics), as: parameterType), into: register)
                    resolveImplicitMember(value, in: register, passedAs: parameter, of: function, to: receiver)
                    wrapIfNestingOptional(register, declared: parameterType, value: value)
                }
            } else if let defaultValue = parameter.defaultValue {
                compileDefaultValue(defaultValue, of: parameter, in: function, as: parameterType, into: register)
            } else {
                emit(.loadNil, register, at: function.location)
            }
        }
        return written
    }

    /// Stores each `inout` argument's final value back where it came from.
    func writeBack(_ written: [(register: Int32, lvalue: Expr)], at location: SourceLocation) {
        for (register, lvalue) in written {
            store(register, to: lvalue, valueLocation: location)
        }
    }

    // MARK: - Initializers and enum cases

    /// `Point(x: 1, y: 2)`: a new instance, then its initializer. A delegating
    /// `self.init(...)` or `super.init(...)` runs the initializer on `self`.
    func compileInitializerCall(_ initializer: FunctionDecl, type: DeclaredType, plan: CallPlan, arguments: [CallArgument], into target: Int32, at location: SourceLocation) {
        guard let function = index(of: initializer) else {
            emit(.loadNil, target, at: location)
            return
        }
        if plan.isDelegation, let selfRegister = state.selfRegister {
            let base = allocateRegister()
            let selfArgument = allocateRegister()
            withSelf(selfRegister) { register in
                emit(type.isClass ? .move : .take, selfArgument, register, at: location)
            }
            let written = compileArguments(plan, arguments: arguments, function: initializer)
            emit(.callFunction, base, Int32(initializer.parameters.count + 1), Int32(function), at: location)
            writeBack(written, at: location)
            withSelf(selfRegister) { register in emit(.move, register, base, at: location) }
            emit(.loadNil, target, at: location)
            freeRegisters(downTo: base)
            return
        }
        if isInlinableMemberwise(initializer, of: type, plan: plan) {
            // A struct's synthesized memberwise initializer, made in place: the arguments
            // checked as its parameters are, then one instance holding them, with no call
            // (`newEnum` makes an instance of a type from a tag and consecutive fields; a
            // struct's tag is 0). The instance is the one `newInstance` and the
            // initializer's `initProperty`s make.
            let first = state.freeRegister
            _ = compileArguments(plan, arguments: arguments, function: initializer)
            let scope = resolution.functionOwners[initializer.id]
            for (index, parameter) in initializer.parameters.enumerated() {
                guard let written = parameter.type, let argumentIndex = plan.argumentForParameter[index] else { continue }
                let descriptor = describe(written, in: scope)
                if !descriptor.isAny { emitTypeCheck(first + Int32(index), descriptor, of: arguments[argumentIndex].value) }
            }
            enumCaseSites.append(EnumCaseSite(type: type.info, caseIndex: 0, name: "init", payloadCount: initializer.parameters.count))
            emit(.newEnum, target, Int32(enumCaseSites.count - 1), first, at: location)
            freeRegisters(downTo: first)
            return
        }
        let base = canCall(into: target) ? target : allocateRegister()
        let selfRegister = allocateRegister()
        if type.isEnum {
            emit(.loadNil, selfRegister, at: location)
        } else {
            emit(.newInstance, selfRegister, Int32(type.index), at: location)
        }
        let written = compileArguments(plan, arguments: arguments, function: initializer)
        emit(.callFunction, base, Int32(initializer.parameters.count + 1), Int32(function), at: location)
        writeBack(written, at: location)
        if base != target { emit(.move, target, base, at: location) }
        freeRegisters(downTo: base + 1)
    }

    /// Whether a call of `initializer` can make the instance in place: the memberwise
    /// initializer Swift synthesizes for a struct (not generic, no property with an initial
    /// value, so nothing runs but the stores), every parameter given and stored in the slot
    /// of its position.
    func isInlinableMemberwise(_ initializer: FunctionDecl, of type: DeclaredType, plan: CallPlan) -> Bool {
        guard type.kind == .struct, type.genericParameters.isEmpty, type.superclass == nil, let declaration = type.declaration,
            initializer.location == declaration.location, type.storedProperties.allSatisfy({ $0.initialValue == nil }),
            initializer.parameters.count == type.info.fields.count, plan.argumentForParameter.count == initializer.parameters.count,
            plan.argumentForParameter.allSatisfy({ $0 != nil }), plan.variadicExtras.isEmpty
        else { return false }
        let declaredHere = declaration.members.contains { member in
            if case .function(let function) = member { return function === initializer }
            return false
        }
        if declaredHere { return false }
        for (index, parameter) in initializer.parameters.enumerated() {
            guard !parameter.isInout, !parameter.isVariadic, parameter.type != nil, type.info.fieldIndex[parameter.name] == index else { return false }
        }
        return true
    }

    /// `Shape.circle(radius: 2)`.
    func compileEnumCase(
        _ type: DeclaredType, caseIndex: Int, plan: CallPlan, arguments: [CallArgument], generics: [String: TypeExpr] = [:], into target: Int32,
        at location: SourceLocation
    ) {
        let enumCase = type.cases[caseIndex]
        let values = enumCase.associatedValues ?? []
        let first = state.freeRegister
        for (valueIndex, argumentIndex) in plan.argumentForParameter.enumerated() {
            let register = allocateRegister()
            // A generic payload (`Failure`) is the type its call was written with (`MyError`),
            // named where the call is.
            let valueType: TypeDescriptor
            if case .named(let parameter) = values[valueIndex].type, let argument = generics[parameter] {
                valueType = describe(argument)
            } else {
                valueType = describe(values[valueIndex].type, in: type)
            }
            if let argumentIndex {
                compile(contextualized(arguments[argumentIndex].value, as: valueType), into: register)
            } else if let defaultValue = values[valueIndex].defaultValue {
                compile(contextualized(defaultValue, as: valueType), into: register)
            } else {
                emit(.loadNil, register, at: location)
            }
            // Left out when the argument is known to have the type (`Double(i)`).
            let known = argumentIndex.flatMap { knownType(of: arguments[$0].value) }
            if !valueType.isAny && (known == nil || known != KnownType(valueType)) {
                emitTypeCheck(register, valueType, at: arguments.indices.contains(valueIndex) ? arguments[valueIndex].location : location)
            }
        }
        enumCaseSites.append(EnumCaseSite(type: type.info, caseIndex: caseIndex, name: enumCase.name, payloadCount: values.count))
        emit(.newEnum, target, Int32(enumCaseSites.count - 1), first, at: location)
        freeRegisters(downTo: first)
    }
}
