// Properties with a `nonmutating set` (a view's `@State var count`, whose value lives in
// the host's state store): setting one runs its setter on `self` and leaves `self` as it
// is, so it needs no mutable receiver and nothing is written back into it. A closure in a
// view's `body` can then write `count += 1` with the `self` it captured as a constant, as in
// SwiftUI.

extension Compiler {
    /// Whether `name` of a value of static type `type` is a computed property whose setter
    /// is `nonmutating`.
    func hasNonmutatingSetter(_ name: String, on type: TypeDescriptor?) -> Bool {
        guard case .instance(let info)? = type, !info.isClass,
            let property = resolution.types[info.index].property(name), let setter = property.setter
        else { return false }
        return setter.modifiers.contains(.nonmutating)
    }
}
