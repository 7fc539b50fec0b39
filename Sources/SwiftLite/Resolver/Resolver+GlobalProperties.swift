// Top-level variables with accessors: observed ones (`var total = 0 { didSet { ... } }`)
// and computed ones (`var area: Int { width * height }`). They become static properties of
// a type no script can name, and their name at the top level (and in every function) means
// that static member: static properties already read through a getter, store through a
// setter and run their observers, so a global needs nothing of its own.

extension Resolver {
    /// The type that holds the top-level computed and observed variables; `$` keeps scripts
    /// from naming it.
    static let globalPropertiesTypeName = "$GlobalProperties"

    /// The type holding every file's top-level computed and observed variables, as static
    /// properties; nil when the program has none. Only a file's own top-level statements
    /// count: a computed variable inside a function or a block is not a global.
    func globalPropertiesDeclaration() -> TypeDecl? {
        let properties = files.flatMap { statements in
            statements.compactMap { statement -> PropertyDecl? in
                if case .computedVariable(let property) = statement.kind { return property }
                return nil
            }
        }
        guard let first = properties.first else { return nil }
        let holder = TypeDecl(kind: .enum, name: Resolver.globalPropertiesTypeName, location: first.location, id: newID(), file: first.file)
        for property in properties {
            property.modifiers.insert(.static)
            for accessor in [property.getter, property.setter, property.willSet, property.didSet].compactMap({ $0 }) {
                accessor.modifiers.insert(.static)
                accessor.owner = holder
            }
            holder.members.append(.property(property))
        }
        return holder
    }

    /// The holder of the top-level computed and observed variables, once registered.
    var globalPropertiesType: DeclaredType? { resolution.typesByName[Resolver.globalPropertiesTypeName] }

    /// Whether the property of a `computedVariable` statement is one of the globals the
    /// holder type declares, rather than a computed variable inside a function.
    func isGlobalProperty(_ property: PropertyDecl) -> Bool {
        globalPropertiesType?.staticProperty(property.name) === property
    }
}
