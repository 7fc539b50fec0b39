// The arguments a variable of a generic type was declared with (`var heap =
// Heap<(value: Int, list: Int)> { ... }`, `let page: Page<String>`). Generic parameters are
// erased when the program runs, so what an argument's type says must be applied before:
// `heap.push((1, 0))` passes a tuple that takes the labels of `Element`, as Swift converts it.

extension Compiler {
    /// Remembers the generic arguments written in a variable's annotation or in the type its
    /// initial value constructs.
    func recordGenericArguments(of pattern: Pattern, annotation: TypeExpr?, value: Expr?, isGlobal: Bool) {
        guard case .binding(_, _, _, let id) = pattern, let arguments = writtenGenericArguments(annotation: annotation, value: value) else { return }
        if isGlobal {
            if let slot = resolution.globalSlots[id] { globalGenericArguments[slot] = arguments }
        } else {
            localGenericArguments[id] = arguments
        }
    }

    /// `Heap<Int>` written as the annotation or called as the initial value (`Heap<Int>()`,
    /// `Heap<Int> { ... }`): its parameters' names mapped to the arguments.
    func writtenGenericArguments(annotation: TypeExpr?, value: Expr?) -> [String: TypeExpr]? {
        var written = annotation
        if written == nil, let value, case .call(let callee, _) = value.kind, case .typeReference(let type) = callee.kind { written = type }
        guard case .generic(let name, let arguments)? = written, let type = declaredType(named: name),
            type.genericParameters.count == arguments.count
        else { return nil }
        return Dictionary(zip(type.genericParameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first })
    }

    /// The generic arguments of the variable, parameter or property a member call's
    /// receiver names, by parameter name.
    func genericArguments(ofReceiver receiver: Expr) -> [String: TypeExpr] {
        switch resolution.bindings[receiver.id] {
        case .local(let declaration)?: return localGenericArguments[declaration] ?? [:]
        case .global(let slot)?: return globalGenericArguments[slot] ?? [:]
        case .selfMember(_, let name)?: return typeScope.flatMap { genericArguments(ofProperty: name, of: $0) } ?? [:]
        default: break
        }
        if case .member(let base, let name) = receiver.kind, case .instance(let info)? = staticType(of: base) {
            return genericArguments(ofProperty: name, of: resolution.types[info.index]) ?? [:]
        }
        return [:]
    }

    /// `var queue: Heap<(value: Int, list: Int)>`, or a property initialized by
    /// `Heap<(value: Int, list: Int)>()`.
    private func genericArguments(ofProperty name: String, of type: DeclaredType) -> [String: TypeExpr]? {
        guard let property = type.property(name) else { return nil }
        return withScope(type) { writtenGenericArguments(annotation: property.type, value: property.initialValue) }
    }
}

extension Compiler {
    /// The type an argument is read as (its literals typed, a tuple's labels taken, implicit
    /// members found): its parameter's type, with the receiver's generic arguments for its
    /// type's parameters and an inferred type for a parameter written `T`.
    func argumentContextType(
        of parameter: Parameter, in function: FunctionDecl, receiverGenerics: [String: TypeExpr] = [:], inferred: [String: TypeDescriptor]
    ) -> TypeDescriptor? {
        guard let written = parameter.type else { return nil }
        if case .named(let name) = written, let type = inferred[name] { return type }
        let scope = resolution.functionOwners[function.id]
        let generics = GenericContext(
            names: Set(function.genericParameters.map(\.name)).union(scope.map(genericParameterNames(of:)) ?? []), scope: scope,
            functionGenerics: function.genericParameters.map(\.name))
        return contextType(of: written.substituting(receiverGenerics), generics)
    }

    /// The generic parameters a parameter's type may be written with, and where.
    private struct GenericContext {
        let names: Set<String>
        let scope: DeclaredType?
        let functionGenerics: [String]
    }

    /// A written type as a context, each generic parameter in it standing for any type,
    /// except that a collection of one gives none: `[T]` says nothing of its elements, so
    /// `[2.5, -1]` is read as Swift reads it alone (Doubles), not as an `[Any]` that keeps
    /// each literal's own type.
    private func contextType(of written: TypeExpr, _ generics: GenericContext) -> TypeDescriptor? {
        guard written.mentions(anyOf: generics.names) else { return describe(written, in: generics.scope, generics: generics.functionGenerics) }
        switch written {
        case .array, .dictionary: return nil
        case .optional(let wrapped): return .optional(contextType(of: wrapped, generics) ?? .any)
        case .tuple(let elements, let labels): return .tuple(elements.map { contextType(of: $0, generics) ?? .any }, labels: labels)
        default: return describe(written, in: generics.scope, generics: generics.functionGenerics)
        }
    }
}

/// What a method call's arguments may learn from its receiver: the generic arguments the
/// receiver was declared with (see `genericArguments(ofReceiver:)`), and the register
/// holding it while they are compiled (nil when they are compiled before it is there).
struct ReceiverOfArguments {
    var generics: [String: TypeExpr] = [:]
    var register: Int32?
}

extension Compiler {
    /// `marathon.converted(to: .mile)` with `func converted(to target: U)` in
    /// `Measurement<U>`: which type `.mile` is a case of depends on the receiver, erased
    /// before the program runs but held in it (`unit: Length`). The implicit member is
    /// looked up, when the call runs, in the type of the value the receiver holds of `U`.
    func resolveImplicitMember(
        _ argument: Expr, in register: Int32, passedAs parameter: Parameter, of function: FunctionDecl, to receiver: ReceiverOfArguments
    ) {
        var isImplicitMember = false
        switch argument.kind {
        case .implicitMember: isImplicitMember = true
        case .call(let callee, _): if case .implicitMember = callee.kind { isImplicitMember = true }
        default: break
        }
        // Where the receiver's declaration wrote the argument, the compiler found the member.
        guard isImplicitMember, let receiverRegister = receiver.register, case .named(let name)? = parameter.type, receiver.generics[name] == nil,
            let owner = resolution.functionOwners[function.id], let index = owner.genericParameters.firstIndex(where: { $0.name == name })
        else { return }
        let resolve = NativeFunction(name: "\(owner.name).\(name)", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            let symbolic = call.argument(1)
            guard case .instance(let instance) = call.argument(0), case .symbol(let symbol) = symbolic,
                index < instance.type.genericParameterNames.count,
                case .instance(let held)? = instance.type.genericArgumentValues(of: instance)[index],
                let value = held.type.enumValue(from: symbol)
            else { return symbolic }
            return value
        }
        let base = allocateRegister()
        let operands = [receiverRegister, register].map { operand in
            let value = Expr(kind: .register(operand), location: argument.location, id: nextSyntheticID())
            return CallArgument(label: nil, value: value, location: argument.location, isTrailingClosure: false)
        }
        compileUncheckedNativeCall(resolve, base: base, arguments: operands, at: argument.location)
        emit(.move, register, base, at: argument.location)
        freeRegisters(downTo: base)
    }
}
