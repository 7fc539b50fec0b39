// The program's static properties found by their type's name before the types are
// registered: property wrappers and lazy properties are expanded first, and an initial
// value `Habit.samples` has the type of `samples`, not `Habit`.

extension Resolver {
    /// Finds the static property `name` of the type named `typeName`, or nil.
    typealias StaticPropertyLookup = (_ typeName: String, _ name: String) -> PropertyDecl?

    /// Records the static properties the declarations (types and extensions) declare, for
    /// `declaredStaticProperty`.
    func indexStaticProperties(_ declarations: [TypeDecl]) {
        for declaration in declarations where declaration.kind != .protocol {
            for case .property(let property) in declaration.members where property.isStatic {
                staticPropertiesByType[declaration.name, default: [:]][property.name] = property
            }
        }
    }

    /// The static property `name` the program declares on the type `typeName`.
    func declaredStaticProperty(_ typeName: String, _ name: String) -> PropertyDecl? {
        staticPropertiesByType[typeName]?[name]
    }
}
