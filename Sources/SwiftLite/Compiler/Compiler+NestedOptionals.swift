// Nested optionals (`Int??`, see `NestedOptionals`): where a nil `T?` becomes a `T??` the
// compiler makes it `.some(nil)`, and where a `T??` is unwrapped it turns `.some(nil)` back
// into nil. Only code whose static type is a nested optional pays for this.

extension Compiler {
    /// Whether a static type is an optional of an optional.
    func isNestedOptional(_ type: TypeDescriptor?) -> Bool {
        if case .optional(.optional)? = type { return true }
        return false
    }

    /// `.some(x)` where a `T?` is expected: `x` as a `T`; where a `T??` is, a nil `x`
    /// becomes `.some(nil)`. Nil when `expression` is no `.some(x)`.
    func contextualizedSome(_ expression: Expr, wrapped: TypeDescriptor) -> Expr? {
        guard case .call(let callee, let arguments) = expression.kind, case .implicitMember("some") = callee.kind, arguments.count == 1,
            arguments[0].label == nil
        else { return nil }
        let inner = contextualized(arguments[0].value, as: wrapped)
        guard case .optional = wrapped else { return inner }
        let wrap = Expr(kind: .identifier("Optional.some"), location: callee.location, id: nextSyntheticID())
        resolution.bindings[wrap.id] = .native(NestedOptionals.wrapping)
        let argument = CallArgument(label: nil, value: inner, location: inner.location, isTrailingClosure: false)
        return Expr(kind: .call(wrap, [argument]), location: expression.location, id: nextSyntheticID())
    }

    /// After `value` is stored where `declared` is expected: a `T?` stored as a `T??` keeps
    /// its nil inside (`let x: Int?? = maybe` is `.some(nil)` when `maybe` is nil).
    func wrapIfNestingOptional(_ register: Int32, declared: TypeDescriptor?, value: Expr) {
        guard isNestedOptional(declared), case .optional? = staticType(of: value), !isNestedOptional(staticType(of: value)) else { return }
        applyNative(NestedOptionals.wrapping, to: register, at: value.location)
    }

    /// After a `T??` is unwrapped once into `register` (`x!`, `if let`, `??`): `.some(nil)`
    /// is the `T?` nil.
    func unwrapIfNestedOptional(_ register: Int32, of expression: Expr) {
        guard isNestedOptional(staticType(of: expression)) else { return }
        applyNative(NestedOptionals.unwrapping, to: register, at: expression.location)
    }
}
