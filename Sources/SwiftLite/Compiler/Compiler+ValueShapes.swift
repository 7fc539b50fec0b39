// The shapes of the program's properties, for the host: what a property of a struct, class
// or enum holds as far as its declaration (or its initial value) says. The state store
// keeps values as JSON; a shape is how the host turns that JSON back into the property's
// value (`[Todo]`, not an array of dictionaries).

extension Compiler {
    /// What the host may ask of a type: its properties' shapes and where it is declared.
    func recordReflection(of type: DeclaredType, into info: TypeInfo) {
        info.propertyShapes = propertyShapes(of: type)
        if let declaration = type.declaration { info.declaration = (files[declaration.file].name, declaration.location) }
    }

    /// Every property's shape, stored and computed, by name.
    func propertyShapes(of type: DeclaredType) -> [String: ValueShape] {
        var shapes: [String: ValueShape] = [:]
        for property in type.allStoredProperties {
            if let written = property.type ?? property.initialValue.flatMap { Resolver.inferredType(of: $0, staticProperty: declaredStaticProperty) } {
                shapes[property.name] = shape(of: written)
            }
        }
        for (name, property) in type.properties where !property.isStored {
            if let written = property.type { shapes[name] = shape(of: written) }
        }
        return shapes
    }

    /// The shape a written type names.
    func shape(of type: TypeExpr) -> ValueShape {
        switch type {
        case .named(let name):
            switch name {
            case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8": return .int
            case "Double", "Float", "CGFloat", "TimeInterval", "Date": return .double
            case "String", "Character", "Substring", "URL": return .string
            case "Bool": return .bool
            case "UUID": return .uuid
            case "IndexSet": return .set(.int)
            default:
                if genericNames.contains(name) { return .any }
                // `Binding` is a host object, not a symbol, whatever its root's name.
                if environment.symbolicRoots.contains(name), name != "Binding" { return .symbolic }
                if let declared = declaredType(named: name), declared.kind != .builtin, let info = declared.info { return .declared(info) }
                if let alias = typeAliasTarget(name) { return shape(of: alias) }
                if let identifier = identifierType(name) { return shape(of: identifier) }
                return .any
            }
        case .array(let element): return .array(shape(of: element))
        case .dictionary(_, let value): return .dictionary(shape(of: value))
        case .optional(let wrapped): return .optional(shape(of: wrapped))
        case .generic(let name, let arguments):
            switch (name, arguments.count) {
            case ("Array", 1): return .array(shape(of: arguments[0]))
            case ("Set", 1): return .set(shape(of: arguments[0]))
            case ("Optional", 1): return .optional(shape(of: arguments[0]))
            case ("Dictionary", 2): return .dictionary(shape(of: arguments[1]))
            default:
                if let declared = declaredType(named: name), let info = declared.info { return .declared(info) }
                return .any
            }
        case .tuple, .function, .metatype:
            return .any
        }
    }
}
