// Types as values: `Int.self`, `Circle.self`, and a generic parameter used as a value
// (`U.allCases`, `T.self`). A written type is a constant; a generic parameter, erased when
// the program runs, is the type of what the call gave it: the argument of a `U.Type`
// parameter, or the type of a value of `U` (a parameter, or a stored property of `self`).

extension Compiler {
    /// `Type.self`.
    func compileMetatype(_ type: TypeExpr, into target: Int32, at location: SourceLocation) {
        if case .named(let name) = type, genericNames.contains(name) {
            compileGenericParameterValue(name, into: target, at: location)
            return
        }
        let declared = type.baseName.flatMap(declaredType(named:))
        let metatype = Metatype(name: printedName(of: type), type: declared?.kind == .builtin ? nil : declared?.info)
        emit(.loadConstant, target, addConstant(.host(metatype)), at: location)
    }

    /// The name `print` shows for a written type, as `type(of:)` of its values names it
    /// (`[Int]` is `Array<Int>`).
    private func printedName(of type: TypeExpr) -> String {
        switch type {
        case .named(let name):
            if let declared = declaredType(named: name), let info = declared.info { return info.name }
            if let alias = typeAliasTarget(name) { return printedName(of: alias) }
            return name
        case .array(let element): return "Array<\(printedName(of: element))>"
        case .dictionary(let key, let value): return "Dictionary<\(printedName(of: key)), \(printedName(of: value))>"
        case .optional(let wrapped): return "Optional<\(printedName(of: wrapped))>"
        case .generic(let name, let arguments): return name + "<" + arguments.map(printedName(of:)).joined(separator: ", ") + ">"
        case .metatype(let instance): return printedName(of: instance) + ".Type"
        case .tuple, .function: return type.description
        }
    }

    /// A generic parameter used as a value: the type the running call gave it.
    func compileGenericParameterValue(_ name: String, into target: Int32, at location: SourceLocation) {
        var current: FunctionState? = state
        while let function = current {
            if let declaration = function.function {
                // `as _: U.Type`: the type itself was passed.
                if let parameter = declaration.parameters.first(where: { if case .metatype(.named(name))? = $0.type { return true }; return false }) {
                    compileRead(reference(to: parameter), into: target)
                    return
                }
                // `_ value: U`: the type of the value passed.
                if let parameter = declaration.parameters.first(where: { if case .named(name)? = $0.type { return !$0.isVariadic }; return false }) {
                    compileTypeOf(reference(to: parameter), into: target, at: location)
                    return
                }
            }
            current = function.parent
        }
        // In a generic type's method: the type of what `self` holds of it.
        if let owner = typeScope,
            let property = owner.allStoredProperties.first(where: { if case .named(name)? = $0.type { return true }; return false })
        {
            let member = Expr(kind: .member(selfExpression(at: location), property.name), location: location, id: nextSyntheticID())
            compileTypeOf(member, into: target, at: location)
            return
        }
        error(
            "the generic parameter '\(name)' can be used as a value only where a value of it or its type ('\(name).Type') is passed in",
            at: location)
        emit(.loadNil, target, at: location)
    }

    /// An expression reading a parameter of the function being compiled or of one it is in.
    private func reference(to parameter: Parameter) -> Expr {
        let expression = Expr(kind: .identifier(parameter.name), location: parameter.location, id: nextSyntheticID())
        resolution.bindings[expression.id] = .local(declaration: parameter.id)
        return expression
    }

    /// `type(of: value)`.
    func compileTypeOf(_ value: Expr, into target: Int32, at location: SourceLocation) {
        guard let typeOf = environment.functions["type"] else { return }
        let base = canCall(into: target) ? target : allocateRegister()
        let argument = CallArgument(label: "of", value: value, location: location, isTrailingClosure: false)
        compileUncheckedNativeCall(typeOf, base: base, arguments: [argument], at: location)
        if base != target { emit(.move, target, base, at: location) }
    }
}
