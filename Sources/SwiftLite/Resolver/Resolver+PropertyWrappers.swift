// SwiftUI's and Observation's property wrappers, as Swift itself expands them: a wrapped
// property becomes its storage (`_count`), the property itself (`count`, computed through
// the storage) and its projection (`$count`); an `@Observable` class's properties read and
// write through a registrar (`_$observationRegistrar`), as the macro's expansion does.
//
// The storage holds what the host makes: `@State(wrappedValue: 0)` and the others are host
// functions (names no script can write), so the language knows nothing of where state
// lives; without a host that defines them, the attributes change nothing (docs/swiftui.md).

/// What the storage of a wrapped property stores, for the memberwise initializer.
struct WrapperStorage {
    /// The wrapper: `State`, `Binding`, `Environment`.
    let wrapper: String
    /// The wrapped property's name: `count` for the storage `_count`.
    let wrappedName: String
    /// The wrapped property's type, as written or as its initial value says.
    let wrappedType: TypeExpr?
    /// The initial value written (`= 0`), the memberwise initializer's default.
    let initialValue: Expr?
    /// `@AppStorage("key")`'s key.
    var key: Expr?
}

extension Resolver {
    /// The host functions the expansion calls, one per kind of storage.
    static let stateFunction = "@State", bindingFunction = "@Binding", environmentFunction = "@Environment"
    static let bindableFunction = "@Bindable", registrarFunction = "@ObservationRegistrar"
    /// The registrar's stored property in an observable class.
    static let registrarProperty = "_$observationRegistrar"

    /// The wrappers whose storage is a state cell of the host (a view's own state).
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "AppStorage", "SceneStorage"]

    /// Expands the property wrappers of every struct and class, when the host supports them.
    func expandPropertyWrappers(_ declarations: [TypeDecl]) {
        guard environment.functions[Resolver.stateFunction] != nil else { return }
        for declaration in declarations where declaration.kind == .struct || declaration.kind == .class {
            fileIndex = declaration.file
            let observation = observationKind(of: declaration)
            var members: [MemberDecl] = []
            var needsRegistrar = false
            for member in declaration.members {
                guard case .property(let property) = member, !property.isStatic else {
                    members.append(member)
                    continue
                }
                if let observed = observation, isObserved(property, by: observed) {
                    members.append(contentsOf: expandObserved(property))
                    needsRegistrar = true
                } else if let wrapper = property.attributes.first(where: { Resolver.propertyWrappers.contains($0.name) && $0.name != "ViewBuilder" }) {
                    members.append(contentsOf: expand(property, wrapper: wrapper))
                } else {
                    members.append(member)
                }
            }
            if needsRegistrar {
                let at = declaration.location
                let registrar = PropertyDecl(
                    name: Resolver.registrarProperty, isVariable: false, type: nil,
                    initialValue: call(identifier(Resolver.registrarFunction, at), [], at), location: at, id: newID(), file: declaration.file)
                members.insert(.property(registrar), at: 0)
                if !declaration.inheritedTypes.contains(where: { $0.baseName == "Observable" }) {
                    declaration.inheritedTypes.append(.named("Observable"))
                }
            }
            declaration.members = members
        }
    }

    /// `@Observable class` (every stored `var` is observed) or `class: ObservableObject`
    /// (its `@Published` ones are).
    private enum ObservationKind { case observable, published }

    private func observationKind(of declaration: TypeDecl) -> ObservationKind? {
        guard declaration.kind == .class else { return nil }
        if declaration.attributes.contains("Observable") { return .observable }
        if declaration.inheritedTypes.contains(where: { $0.baseName == "ObservableObject" }) { return .published }
        return nil
    }

    private func isObserved(_ property: PropertyDecl, by kind: ObservationKind) -> Bool {
        guard property.isStored, property.isVariable, property.willSet == nil, property.didSet == nil else { return false }
        if property.attributes.contains(where: { $0.name == "ObservationIgnored" }) { return false }
        switch kind {
        case .observable: return true
        case .published: return property.attributes.contains { $0.name == "Published" }
        }
    }

    // MARK: - Wrapped properties

    /// `@State var count = 0` and the others: storage, property, projection.
    private func expand(_ property: PropertyDecl, wrapper attribute: AttributeUse) -> [MemberDecl] {
        let name = property.name
        let at = property.location
        let wrappedType = property.type ?? property.initialValue.flatMap { Resolver.inferredType(of: $0, staticProperty: declaredStaticProperty) }
        var storageValue: Expr?
        var projection: Expr?
        var implicitInitial = property.initialValue
        var storageKey: Expr?
        let wrapper: String
        switch attribute.name {
        case let stateWrapper where Resolver.stateWrappers.contains(stateWrapper):
            wrapper = "State"
            var arguments: [(String?, Expr)] = []
            if attribute.name == "AppStorage" || attribute.name == "SceneStorage", let key = attribute.arguments.first?.value {
                // `@AppStorage("key")`: the app's state under that key rather than the view's.
                arguments.append(("key", key))
                storageKey = key
            }
            if let initial = property.initialValue ?? Resolver.implicitInitialValue(attribute.name, type: property.type, at: at, newID: newID) {
                implicitInitial = initial
                arguments.append(("wrappedValue", initial))
                storageValue = call(identifier(Resolver.stateFunction, at), arguments, at)
            }
            projection = member(identifier("_" + name, at), "projectedValue", at)
        case "Binding":
            wrapper = "Binding"
            projection = member(identifier("_" + name, at), "projectedValue", at)
        case "Environment", "EnvironmentObject":
            wrapper = "Environment"
            // `@Environment(Model.self)` and `@EnvironmentObject var model: Model` are found by
            // their type's name; `@Environment(\.dismiss)` by its key.
            let key = attribute.arguments.first.flatMap { Resolver.environmentKey($0.value) } ?? property.type?.baseName ?? name
            storageValue = call(identifier(Resolver.environmentFunction, at), [(nil, Expr(kind: .string(key), location: at, id: newID()))], at)
        case "Bindable", "ObservedObject":
            // The property stays as it is; `$model.name` binds into the object it holds.
            property.attributes.removeAll { $0.name == attribute.name }
            let projected = computed("$" + name, type: .named("Any"), at: at, getter: call(identifier(Resolver.bindableFunction, at), [(nil, identifier(name, at))], at))
            return [.property(property), .property(projected)]
        default:
            // `@Namespace`, `@ObservationIgnored` outside an observable class, `@Published`
            // outside an observable object: a plain stored property.
            property.attributes.removeAll { $0.name == attribute.name }
            if property.initialValue == nil && property.type == nil {
                property.initialValue = Expr(kind: .string(attribute.name), location: at, id: newID())
            }
            return [.property(property)]
        }
        let storage = PropertyDecl(
            name: "_" + name, isVariable: true, type: storageValue == nil ? .named("Any") : nil, initialValue: storageValue, location: at,
            id: newID(), file: property.file)
        storage.modifiers = property.modifiers
        storage.wrapperStorage = WrapperStorage(
            wrapper: wrapper, wrappedName: name, wrappedType: wrappedType, initialValue: implicitInitial, key: storageKey)
        let wrapped = computed(
            name, type: wrappedType ?? .named("Any"), at: at, getter: member(identifier("_" + name, at), "wrappedValue", at),
            setter: { newValue in self.call(self.member(self.identifier("_" + name, at), "$assign", at), [(nil, newValue)], at) })
        wrapped.modifiers = property.modifiers
        wrapped.writtenWrapper = attribute.name
        var result: [MemberDecl] = [.property(storage), .property(wrapped)]
        if let projection { result.append(.property(computed("$" + name, type: .named("Any"), at: at, getter: projection))) }
        return result
    }

    /// The value a wrapper starts from when none is written: a `@FocusState` Bool is false.
    private static func implicitInitialValue(_ wrapper: String, type: TypeExpr?, at: SourceLocation, newID: () -> Int) -> Expr? {
        guard wrapper == "FocusState" else { return nil }
        if case .named("Bool")? = type { return Expr(kind: .boolean(false), location: at, id: newID()) }
        return Expr(kind: .nilLiteral, location: at, id: newID())
    }

    /// `Model.self` → `Model`; `\.dismiss` → `.dismiss`.
    private static func environmentKey(_ expression: Expr) -> String? {
        switch expression.kind {
        case .member(let base, "self"):
            if case .identifier(let name) = base.kind { return name }
            return nil
        case .typeReference(let type), .metatype(let type):
            return type.baseName
        case .keyPath(_, let components):
            let names = components.compactMap { component -> String? in
                if case .property(let name) = component { return name }
                return nil
            }
            return "." + names.joined(separator: ".")
        default:
            return nil
        }
    }

    // MARK: - Observed properties

    /// `var todos: [Todo] = []` of an observable class: storage `_todos`, and `todos` read and
    /// written through the registrar.
    private func expandObserved(_ property: PropertyDecl) -> [MemberDecl] {
        let name = property.name
        let at = property.location
        let type = property.type ?? property.initialValue.flatMap { Resolver.inferredType(of: $0, staticProperty: declaredStaticProperty) }
        let storage = PropertyDecl(
            name: "_" + name, isVariable: true, type: property.type, initialValue: property.initialValue, location: at, id: newID(),
            file: property.file)
        if storage.type == nil && storage.initialValue == nil { storage.type = .named("Any") }
        let registrar = identifier(Resolver.registrarProperty, at)
        let nameLiteral = Expr(kind: .string(name), location: at, id: newID())
        let observed = computed(
            name, type: type ?? .named("Any"), at: at,
            getter: call(member(registrar, "$read", at), [(nil, nameLiteral), (nil, identifier("_" + name, at))], at),
            setter: { newValue in
                let written = self.call(
                    self.member(self.identifier(Resolver.registrarProperty, at), "$write", at),
                    [(nil, Expr(kind: .string(name), location: at, id: self.newID())), (nil, newValue)], at)
                return Expr(kind: .assign(self.identifier("_" + name, at), written), location: at, id: self.newID())
            })
        observed.modifiers = property.modifiers
        return [.property(storage), .property(observed)]
    }

    // MARK: - Memberwise initializer

    /// The memberwise initializer's parameter for a wrapped property and the statement that
    /// stores it: `count: Int = 0` with `_count = @State(wrappedValue: count)`, `todo` with
    /// `_todo = @Binding(todo)`; nil for a storage that takes no argument (the environment's).
    func memberwiseParameter(for storage: PropertyDecl, _ wrapper: WrapperStorage) -> (Parameter, Stmt)? {
        let at = storage.location
        let name = wrapper.wrappedName
        let value: Expr
        let parameter: Parameter
        switch wrapper.wrapper {
        case "State":
            var defaultValue = wrapper.initialValue
            if defaultValue == nil, case .optional? = wrapper.wrappedType { defaultValue = Expr(kind: .nilLiteral, location: at, id: newID()) }
            parameter = Parameter(label: name, name: name, type: wrapper.wrappedType, defaultValue: defaultValue, location: at, id: newID())
            value = call(identifier(Resolver.stateFunction, at), (wrapper.key.map { [("key", $0)] } ?? []) + [("wrappedValue", identifier(name, at))], at)
        case "Binding":
            parameter = Parameter(label: name, name: name, type: nil, defaultValue: nil, location: at, id: newID())
            value = call(identifier(Resolver.bindingFunction, at), [(nil, identifier(name, at))], at)
        default:
            return nil
        }
        let target = member(identifier("self", at), storage.name, at)
        return (parameter, Stmt(kind: .expression(Expr(kind: .assign(target, value), location: at, id: newID())), location: at))
    }

    // MARK: - Building declarations

    /// A computed property with a one-expression getter and, when given, a setter whose body
    /// is the expression made from `newValue`.
    private func computed(_ name: String, type: TypeExpr, at: SourceLocation, getter: Expr, setter: ((Expr) -> Expr)? = nil) -> PropertyDecl {
        let property = PropertyDecl(name: name, isVariable: true, type: type, initialValue: nil, location: at, id: newID(), file: fileIndex)
        let get = FunctionDecl(
            name: name, parameters: [], result: type, body: [Stmt(kind: .expression(getter), location: at)], location: at, id: newID(), file: fileIndex)
        get.kind = .getter
        property.getter = get
        if let setter {
            let newValue = Parameter(label: nil, name: "newValue", type: type, defaultValue: nil, location: at, id: newID())
            let set = FunctionDecl(
                name: name, parameters: [newValue], result: nil, body: [Stmt(kind: .expression(setter(identifier("newValue", at))), location: at)],
                location: at, id: newID(), file: fileIndex)
            set.kind = .setter
            // A view's state is changed from its closures, where `self` is a constant, as
            // SwiftUI's `State` is: its setter does not change `self`.
            set.modifiers = [.nonmutating]
            property.setter = set
        }
        return property
    }

    private func identifier(_ name: String, _ at: SourceLocation) -> Expr {
        Expr(kind: .identifier(name), location: at, id: newID())
    }

    private func member(_ base: Expr, _ name: String, _ at: SourceLocation) -> Expr {
        Expr(kind: .member(base, name), location: at, id: newID())
    }

    private func call(_ callee: Expr, _ arguments: [(String?, Expr)], _ at: SourceLocation) -> Expr {
        let list = arguments.map { CallArgument(label: $0.0, value: $0.1, location: at, isTrailingClosure: false) }
        return Expr(kind: .call(callee, list), location: at, id: newID())
    }

    /// The type an initial value gives its property when none is written, as far as the
    /// syntax tells: literals, `Type(...)`, `[Type]()`, arrays of those, `Type.member`.
    /// `staticProperty` finds the program's static properties (`Habit.samples`), whose type
    /// is theirs, not `Type`'s as an enum case's or `Color.red`'s is.
    static func inferredType(of expression: Expr, staticProperty: StaticPropertyLookup = { _, _ in nil }) -> TypeExpr? {
        inferredType(of: expression, staticProperty: staticProperty, depth: 0)
    }

    private static func inferredType(of expression: Expr, staticProperty: StaticPropertyLookup, depth: Int) -> TypeExpr? {
        func inferredType(_ expression: Expr) -> TypeExpr? { Resolver.inferredType(of: expression, staticProperty: staticProperty, depth: depth) }
        switch expression.kind {
        case .integer: return .named("Int")
        case .float: return .named("Double")
        case .string, .interpolated: return .named("String")
        case .boolean: return .named("Bool")
        case .prefix("-", let operand): return inferredType(operand)
        // `[] as [Item]`, and `[Item]()`, which is lowered to it.
        case .cast(_, let type, .plain): return type
        case .call(let callee, _):
            switch callee.kind {
            case .identifier(let name) where name.first?.isUppercase == true: return .named(name)
            case .typeReference(let type): return type
            case .member(let base, let name) where name == "init":
                if case .identifier(let typeName) = base.kind { return .named(typeName) }
                return nil
            default: return nil
            }
        case .array(let elements):
            return elements.first.flatMap(inferredType).map { .array($0) }
        case .dictionary(let entries):
            guard let first = entries.first, let key = inferredType(first.key), let value = inferredType(first.value) else { return nil }
            return .dictionary(key, value)
        case .member(let base, let name):
            guard case .identifier(let typeName) = base.kind, typeName.first?.isUppercase == true else { return nil }
            guard let property = staticProperty(typeName, name) else { return .named(typeName) }
            // A static property initialized from another (`static let all = samples`) is
            // followed a few steps; a cycle is an error reported elsewhere.
            guard depth < 8 else { return nil }
            return property.type ?? property.initialValue.flatMap { Resolver.inferredType(of: $0, staticProperty: staticProperty, depth: depth + 1) }
        default:
            return nil
        }
    }
}
