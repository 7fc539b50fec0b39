// `lazy var`, as Swift expands it: the property becomes an optional storage
// (`$__lazy_storage_$_name`, nil until first read) and a computed property whose getter
// computes the initial value on first use, stores it and returns it. The initial value is
// then code of the getter, so it may use `self` and the other properties, and it runs once,
// when first read. A struct's getter changes `self`: it is `mutating`, as in Swift.

extension Resolver {
    /// The storage of a lazy property: Swift's own name for it, which no script can write.
    static func lazyStorageName(of name: String) -> String { "$__lazy_storage_$_" + name }

    /// Expands the instance `lazy var`s of every struct and class.
    func expandLazyProperties(_ declarations: [TypeDecl]) {
        for declaration in declarations where declaration.kind == .struct || declaration.kind == .class {
            fileIndex = declaration.file
            declaration.members = declaration.members.flatMap { member -> [MemberDecl] in
                // A lazy property with observers stays a stored one, computed when the
                // instance is made: its observers need a stored property to observe.
                guard case .property(let property) = member, property.modifiers.contains(.lazy), !property.isStatic, property.isStored,
                    property.willSet == nil, property.didSet == nil, let initialValue = property.initialValue
                else { return [member] }
                return expandLazy(property, initialValue: initialValue, in: declaration).map { .property($0) }
            }
        }
    }

    /// The storage and the computed property of one `lazy var`.
    private func expandLazy(_ property: PropertyDecl, initialValue: Expr, in declaration: TypeDecl) -> [PropertyDecl] {
        let at = property.location
        let storageName = Resolver.lazyStorageName(of: property.name)
        // Without a written or evident type the value's own decides, as in an untyped `let`.
        let valueType = property.type ?? Resolver.inferredType(of: initialValue, staticProperty: declaredStaticProperty) ?? .named("Any")
        let storage = PropertyDecl(
            name: storageName, isVariable: true, type: .optional(valueType), initialValue: Expr(kind: .nilLiteral, location: at, id: newID()),
            location: at, id: newID(), file: property.file)
        storage.lazyPropertyName = property.name
        let storageRead = { Expr(kind: .member(Expr(kind: .identifier("self"), location: at, id: self.newID()), storageName), location: at, id: self.newID()) }
        let value = { Expr(kind: .identifier("value"), location: at, id: self.newID()) }
        // if let value = self.storage { return value }; let value = initial; self.storage = value; return value
        let cached = Stmt(
            kind: .ifStatement(
                conditions: [.optionalBinding(name: "value", isVariable: false, value: storageRead(), location: at, id: newID())],
                then: [Stmt(kind: .returnStatement(value()), location: at)], otherwise: nil),
            location: at)
        let computedValue = Stmt(
            kind: .variable(isVariable: false, pattern: .binding(name: "value", isVariable: false, location: at, id: newID()), type: property.type, value: initialValue),
            location: initialValue.location)
        let stored = Stmt(kind: .expression(Expr(kind: .assign(storageRead(), value()), location: at, id: newID())), location: at)
        let getter = FunctionDecl(
            name: property.name, parameters: [], result: valueType, body: [cached, computedValue, stored, Stmt(kind: .returnStatement(value()), location: at)],
            location: at, id: newID(), file: property.file)
        getter.kind = .getter
        let newValue = Parameter(label: nil, name: "newValue", type: valueType, defaultValue: nil, location: at, id: newID())
        let setter = FunctionDecl(
            name: property.name, parameters: [newValue], result: nil,
            body: [Stmt(kind: .expression(Expr(kind: .assign(storageRead(), Expr(kind: .identifier("newValue"), location: at, id: newID())), location: at, id: newID())), location: at)],
            location: at, id: newID(), file: property.file)
        setter.kind = .setter
        for accessor in [getter, setter] {
            accessor.owner = declaration
            if declaration.kind == .struct { accessor.modifiers.insert(.mutating) }
        }
        let lazy = PropertyDecl(name: property.name, isVariable: true, type: valueType, initialValue: nil, location: at, id: newID(), file: property.file)
        // Still `lazy`, as written, for tools (it has a getter, so it is not expanded again).
        lazy.modifiers = property.modifiers
        lazy.attributes = property.attributes
        lazy.getter = getter
        lazy.setter = setter
        return [storage, lazy]
    }
}
