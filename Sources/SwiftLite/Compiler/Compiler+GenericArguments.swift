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
    private func writtenGenericArguments(annotation: TypeExpr?, value: Expr?) -> [String: TypeExpr]? {
        var written = annotation
        if written == nil, let value, case .call(let callee, _) = value.kind, case .typeReference(let type) = callee.kind { written = type }
        guard case .generic(let name, let arguments)? = written, let type = declaredType(named: name),
            type.genericParameters.count == arguments.count
        else { return nil }
        return Dictionary(zip(type.genericParameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first })
    }

    /// The generic arguments of the variable a member call's receiver names, by parameter name.
    func genericArguments(ofReceiver receiver: Expr) -> [String: TypeExpr] {
        switch resolution.bindings[receiver.id] {
        case .local(let declaration)?: return localGenericArguments[declaration] ?? [:]
        case .global(let slot)?: return globalGenericArguments[slot] ?? [:]
        default: return [:]
        }
    }
}

extension Compiler {
    /// The type an argument is read as (its literals typed, a tuple's labels taken, implicit
    /// members found): its parameter's type, with the receiver's generic arguments for its
    /// type's parameters and an inferred type for a parameter written `T`. Where a generic
    /// parameter remains it is nil: `[T]` says nothing of the elements' type, so `[2.5, -1]`
    /// is read as Swift reads it alone (Doubles), not as an `[Any]` keeping each literal's.
    func argumentContextType(
        of parameter: Parameter, in function: FunctionDecl, receiverGenerics: [String: TypeExpr] = [:], inferred: [String: TypeDescriptor]
    ) -> TypeDescriptor? {
        guard let written = parameter.type else { return nil }
        if case .named(let name) = written, let type = inferred[name] { return type }
        let scope = resolution.functionOwners[function.id]
        let functionGenerics = function.genericParameters.map(\.name)
        let substituted = written.substituting(receiverGenerics)
        if substituted.mentions(anyOf: Set(functionGenerics).union(scope.map(genericParameterNames(of:)) ?? [])) { return nil }
        return describe(substituted, in: scope, generics: functionGenerics)
    }
}
