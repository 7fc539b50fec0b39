// Subscripts a program declares (`subscript(row: Int, column: Int) -> Double`): their
// getter and setter are methods of the type (see `SubscriptDecl.getterName`), and
// `grid[r, c]` compiles to a call of one of them, with the receiver's mutation written
// back as for a mutating method.

extension Compiler {
    /// Whether `base[arguments]` calls a subscript the program declared rather than an
    /// array's, a dictionary's or a string's.
    func callsDeclaredSubscript(_ base: Expr, _ arguments: [CallArgument]) -> Bool {
        switch staticType(of: base) {
        case .instance(let info)?:
            return !resolution.types[info.index].methods(named: SubscriptDecl.getterName).isEmpty
        case .string?:
            // `"swift"[1]` with `extension String { subscript(offset: Int) -> Character }`:
            // a string takes no Int index of its own.
            guard let extended = resolution.typesByName["String"], !extended.methods(named: SubscriptDecl.getterName).isEmpty else { return false }
            if arguments.count != 1 || arguments[0].label != nil { return true }
            if case .int? = staticType(of: arguments[0].value) { return true }
            return false
        case .array?, .dictionary?, .set?, .range?, .tuple?, .optional?:
            return false
        default:
            // Of a value whose type is not known here: only a declared subscript takes
            // indices that no standard one takes (`m[1, 2]`, `form[field: .email]`).
            let isStandard = (arguments.count == 1 && arguments[0].label == nil)
                || (arguments.count == 2 && arguments[0].label == nil && arguments[1].label == "default")
            return !isStandard && hasDeclaredSubscript
        }
    }

    /// Whether any type of the program declares a subscript.
    private var hasDeclaredSubscript: Bool {
        resolution.types.contains { !$0.methods(named: SubscriptDecl.getterName).isEmpty }
    }

    /// `base.subscript(arguments)`, or with a new value the setter's call
    /// `base.subscript.set(arguments, newValue)`.
    func declaredSubscriptCall(_ base: Expr, _ arguments: [CallArgument], newValue: Expr? = nil, at location: SourceLocation) -> Expr {
        var passed = arguments
        var name = SubscriptDecl.getterName
        if let newValue {
            name = SubscriptDecl.setterName
            passed.append(CallArgument(label: nil, value: newValue, location: newValue.location, isTrailingClosure: false))
        }
        let callee = Expr(kind: .member(base, name), location: location, id: nextSyntheticID())
        return Expr(kind: .call(callee, passed), location: location, id: nextSyntheticID())
    }
}

extension Compiler {
    /// Whether the arguments are a key path subscript's (`[keyPath: path]`).
    static func isKeyPathSubscript(_ arguments: [CallArgument]) -> Bool {
        arguments.count == 1 && arguments[0].label == "keyPath"
    }

    /// `setting(root, path, newValue)`: the root with the value at the end of the key path
    /// replaced, which the assignment stores back where the root came from (so a struct
    /// changes as `root.a.b = x` changes it).
    func keyPathWrite(_ root: Expr, path: Expr, newValue: Expr, at location: SourceLocation) -> Expr {
        let setter = allocateRegister()
        emit(.loadConstant, setter, addConstant(.native(Compiler.keyPathSetter())), at: location)
        let callee = Expr(kind: .register(setter), location: location, id: nextSyntheticID())
        let arguments = [root, path, newValue].map { CallArgument(label: nil, value: $0, location: $0.location, isTrailingClosure: false) }
        return Expr(kind: .call(callee, arguments), location: location, id: nextSyntheticID())
    }

    /// Writes through a key path: `(root, path, newValue) -> root` changed.
    static func keyPathSetter() -> NativeFunction {
        NativeFunction(name: "keyPath.set", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            guard call.arguments.count == 3, let root = call.arguments[0], case .native(let path)? = call.arguments[1],
                let components = path.keyPathComponents, let newValue = call.arguments[2]
            else { throw ScriptError(.typeMismatch, "'[keyPath:]' needs a key path written '\\Type.property'") }
            return try write(newValue, through: components[...], into: root, interpreter: call.interpreter)
        }
    }

    private static func write(
        _ newValue: Value, through components: ArraySlice<KeyPathComponent>, into root: Value, interpreter: Interpreter
    ) throws(ScriptError) -> Value {
        guard let first = components.first else { return newValue }
        let rest = components.dropFirst()
        switch first {
        case .identity, .forceUnwrap:
            return try write(newValue, through: rest, into: root, interpreter: interpreter)
        case .optionalChain:
            if case .null = root { return root }
            return try write(newValue, through: rest, into: root, interpreter: interpreter)
        case .property(let name):
            let child = try interpreter.readMember(root, named: name)
            let changed = try write(newValue, through: rest, into: child, interpreter: interpreter)
            var result = root
            var site = MemberSite(name: name)
            try interpreter.setProperty(&result, changed, site: &site)
            return result
        case .subscripted:
            throw ScriptError(.invalidArgument, "subscripts in key paths are not supported in scripts")
        }
    }
}

extension Compiler {
    /// `counts[.spades]`: a dictionary's key typed by its key type, as Swift types it.
    func contextualizedKey(_ key: Expr, of base: Expr) -> Expr {
        guard case .dictionary(let keyType, _)? = staticType(of: base) else { return key }
        return contextualized(key, as: keyType)
    }

    /// The `default:` of a dictionary's subscript as a value of the dictionary's values
    /// (`best[key, default: .max]` of an `[String: Int]` is `Int.max`).
    func contextualizedDefault(_ argument: CallArgument, of base: Expr) -> Expr {
        guard argument.label == "default", case .dictionary(_, let valueType)? = staticType(of: base) else { return argument.value }
        return contextualized(argument.value, as: valueType)
    }
}
