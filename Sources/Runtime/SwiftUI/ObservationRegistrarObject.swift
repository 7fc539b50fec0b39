import SwiftLite
import ViewTree

/// What an `@Observable` class holds in its `_$observationRegistrar`: where the object's
/// properties live in the state store, once the object is state (held in a view's `@State`,
/// put in the environment, or read back from the store). Its properties read and write
/// through it: a bound object's `todos` is the state path `…store.todos`, read (and
/// recorded for the node being built) and written there; an unbound one's is its storage.
final class ObservationRegistrarObject: HostObject {
    /// The stored property the expansion of `@Observable` adds.
    static let propertyName = "_$observationRegistrar"

    unowned let environment: ProgramEnvironment
    /// Where the object lives in the store, once it is state.
    private(set) var path: StatePath?
    private var type: TypeInfo?

    init(environment: ProgramEnvironment) {
        self.environment = environment
    }

    override var typeName: String { "ObservationRegistrar" }

    /// Makes the object that holds this registrar live at `path`.
    func bind(to path: StatePath, type: TypeInfo) {
        self.path = path
        self.type = type
    }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        guard arguments.count == 2, case .string(let property) = arguments[0], name == "$read" || name == "$write" else {
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
        guard let path, let type, let context = environment.context else { return arguments[1] }
        let propertyPath = path.appending(.key(property))
        if name == "$write" {
            try context.write(arguments[1], at: propertyPath)
            return arguments[1]
        }
        context.reads.record(propertyPath.description, shape: type.shape(ofProperty: property))
        let stored = context.store.get(propertyPath)
        if context.store.contains(propertyPath),
            let value = ObservedState.decode(stored, as: type.shape(ofProperty: property), at: propertyPath, environment: environment)
        {
            return value
        }
        // A property the stored object does not have yet (added since it was stored), or no
        // longer fits: it starts from the value the object was made with.
        try context.write(arguments[1], at: propertyPath)
        return arguments[1]
    }
}
