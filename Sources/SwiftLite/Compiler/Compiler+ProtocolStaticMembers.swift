// Static members of a protocol's extension (`extension Animal { static func describe() ->
// String { "kind: \(kind)" } }`) are compiled once for every conforming type, so what they
// read of the type (`kind`, `Self.legs`, `sound()`) depends on the type they are called
// on: that type, as a value (a `Metatype`), is their `self`, as in Swift. A call that names
// the type (`Dog.describe()`, `describe()` in Dog's own static method) passes it; the
// running program finds them for a type it only holds (`Self.describe()`, `T.describe()`)
// through `CompiledProgram.protocolStaticFunctions`.

extension Compiler {
    /// Whether the function is a static member (method or computed property's accessor) of
    /// a protocol's extension, whose `self` is the type it runs for.
    func takesMetatype(_ function: FunctionDecl) -> Bool {
        function.isStatic && resolution.protocolMemberFunctions.contains(function.id)
    }

    /// The type of `self` in such a member: a type used as a value, whose members are the
    /// type's static members (read when the program runs).
    static var metatypeDescriptor: TypeDescriptor {
        .host("Metatype") { value in
            if case .host(let object) = value { return object is Metatype }
            return false
        }
    }

    /// `Dog.describe()` of a static member of a protocol's extension: called with the type
    /// it names as `self`; through `Self` (or `self`) in the extension, with the type that
    /// names; written without a type, inside another static member of the extension, with
    /// that member's own `self`.
    func compileProtocolStaticCall(
        _ plan: CallPlan, function: FunctionDecl, callee: Expr, arguments: [CallArgument], into base: Int32, at location: SourceLocation
    ) {
        guard let index = index(of: function) else {
            emit(.loadNil, base, at: location)
            return
        }
        var receiver = selfExpression(at: callee.location)
        if case .member(let base, _) = callee.kind { receiver = base }
        if let type = calledType(callee) {
            let register = allocateRegister()
            loadMetatype(of: type, into: register, at: location)
            receiver = Expr(kind: .register(register), location: location, id: nextSyntheticID())
        }
        compileMemberCall(function: index, declaration: function, plan: plan, callee: callee, receiver: receiver, arguments: arguments, into: base, at: location)
    }

    /// The type a static member is called on: `Dog` of `Dog.describe()`, and of `describe()`
    /// in a static method of `Dog`.
    private func calledType(_ callee: Expr) -> DeclaredType? {
        switch callee.kind {
        case .member(let base, _):
            if case .type(let type)? = resolution.bindings[base.id] { return type }
        case .identifier:
            if case .staticMember(let type, _)? = resolution.bindings[callee.id] { return type }
        default:
            break
        }
        return nil
    }

    /// `Dog.self`, made where the compiler knows the type.
    func loadMetatype(of type: DeclaredType, into register: Int32, at location: SourceLocation) {
        emit(.loadConstant, register, addConstant(.host(Metatype(name: type.info.name, type: type.info))), at: location)
    }

    /// The static members each type of the program takes from its protocols' extensions, by
    /// the names a type used as a value looks them up with (`Dog.describe`,
    /// `Dog.shout.getter`): the functions, which take the type as their first argument.
    func protocolStaticFunctionTable() -> [String: [FunctionPrototype]] {
        var table: [String: [FunctionPrototype]] = [:]
        for type in resolution.types where type.kind != .builtin {
            // A subclass has what its superclass took (`Triangle.describe` of `Polygon: Shape`).
            var taken: Set<Int> = []
            var current: DeclaredType? = type
            while let owner = current {
                let getters = owner.staticProperties.values.sorted { $0.id < $1.id }.compactMap(\.getter)
                for function in owner.staticMethods + getters where takesMetatype(function) && taken.insert(function.id).inserted {
                    guard let index = index(of: function) else { continue }
                    let name = type.qualifiedName + "." + function.name + (function.kind == .getter ? ".getter" : "")
                    table[name, default: []].append(functionPrototypes[index])
                }
                current = owner.superclass
            }
        }
        return table
    }
}
