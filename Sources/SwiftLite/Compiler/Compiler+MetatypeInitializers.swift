// A type held as a value makes instances when the program runs: `Self()` and
// `Self.init(name:)` in a protocol's extension, `t.init()` of a `T.Type` parameter,
// `type(of: x).init()`. Which type that is is known only then, so each type's
// initializers are kept by their argument labels, as Swift chooses a protocol's required
// initializer by its labels (the call must match one exactly: a requirement has no
// default arguments).

/// An initializer a type used as a value can call.
struct MetatypeInitializer {
    /// The argument labels of its parameters, `nil` for `_`.
    let labels: [String?]
    /// The compiled initializer, whose first argument is the instance it fills.
    let prototype: FunctionPrototype
    /// Whether it starts from a new instance (a struct's or class's) rather than nil (an enum's).
    let makesInstance: Bool
}

extension Compiler {
    /// The initializers of each of the program's types, by the type's qualified name. A
    /// class that declares none takes its superclass's, as Swift's subclasses inherit them.
    func metatypeInitializerTable() -> [String: [MetatypeInitializer]] {
        var table: [String: [MetatypeInitializer]] = [:]
        for type in resolution.types where type.kind != .builtin {
            var owner: DeclaredType? = type
            while let current = owner, current.initializers.isEmpty { owner = current.superclass }
            guard let owner else { continue }
            table[type.qualifiedName] = (owner.initializers + [owner.defaultInitializer].compactMap { $0 }).compactMap { initializer in
                guard let index = index(of: initializer), !initializer.parameters.contains(where: \.isVariadic) else { return nil }
                return MetatypeInitializer(
                    labels: initializer.parameters.map(\.label), prototype: functionPrototypes[index], makesInstance: !type.isEnum)
            }
        }
        return table
    }
}
