import SwiftLite
import ViewTree

/// The storage of a view's `@State var count = 0` (its `_count`): the value it starts from
/// and, once the view has its place in the tree, the state path where the value lives
/// (`local["0.1"].Counter.count`; docs/swiftui.md). Reading `count` reads that path (a
/// state read, recorded for the node being built); setting it writes the path.
///
/// A view struct is made anew on every render, and so is its cell: the value survives in
/// the state store, keyed by the view's id, not in the cell.
final class StateCellObject: HostObject {
    private unowned let environment: ProgramEnvironment
    /// The value before the view appears, and the value of a cell never placed in a tree.
    private var detachedValue: SwiftLite.Value
    /// `@AppStorage("key")`: kept at the state's `appStorage` under that key, not in the view's.
    let storageKey: String?
    /// The path of the value, once the view is in the tree.
    private(set) var path: StatePath?
    /// What the value is, for reading it back from the store.
    private(set) var shape: ValueShape = .any
    /// The last value read, and the store's version it was read at.
    private var cached: (version: Int, value: SwiftLite.Value)?

    init(environment: ProgramEnvironment, value: SwiftLite.Value, storageKey: String?) {
        self.environment = environment
        self.detachedValue = value
        self.storageKey = storageKey
    }

    override var typeName: String { "State" }
    override var scriptDescription: String { path.map { "State(\"\($0)\")" } ?? "State(\(detachedValue))" }

    /// The value the cell starts from.
    var initialValue: SwiftLite.Value { detachedValue }

    /// A cell for a view placed at `path`, starting from this one's value. The store gets
    /// the initial value when it has none there, or none it can read back (the state was
    /// written for another version of the property), and warns about the latter.
    func placed(at path: StatePath, shape: ValueShape, context: RunContext, interpreter: Interpreter) throws(ScriptError) -> StateCellObject {
        let cell = StateCellObject(environment: environment, value: detachedValue, storageKey: storageKey)
        cell.path = path
        cell.shape = shape
        let stored = context.store.get(path)
        let isStored = context.store.contains(path)
        if isStored, ObservedState.decode(stored, as: shape, at: path, environment: environment) != nil { return cell }
        if isStored {
            context.warn("the state at \(path) does not fit the property any more; it starts again from its initial value", interpreter: interpreter)
        }
        try context.write(detachedValue, at: path)
        return cell
    }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch name {
        case "wrappedValue":
            return try read()
        case "projectedValue":
            guard let path else { return .host(ConstantBindingObject(value: detachedValue)) }
            return .host(BindingObject(path: path, shape: shape, environment: environment))
        default:
            return try super.member(name, interpreter: interpreter)
        }
    }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        guard name == "$assign", arguments.count == 1 else {
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
        guard let path, let context = environment.context else {
            detachedValue = arguments[0]
            return .null
        }
        try context.write(arguments[0], at: path)
        return .null
    }

    private func read() throws(ScriptError) -> SwiftLite.Value {
        guard let path, let context = environment.context else { return detachedValue }
        // An observable object is read property by property (its registrar records each);
        // the object itself is not a read, or every change of it would be one.
        if shape.declaredType?.isReferenceType != true { context.reads.record(path.description, shape: shape) }
        if let cached, cached.version == context.store.version { return cached.value }
        let value = ObservedState.decode(context.store.get(path), as: shape, at: path, environment: environment) ?? detachedValue
        cached = (context.store.version, value)
        return value
    }
}
