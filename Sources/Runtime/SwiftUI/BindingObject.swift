import SwiftLite
import ViewTree

/// `state.bind("path")`, a view's `$count`, `$todo.done`: a two-way binding to a state
/// path, recorded in the IR as `BindingRef(path)`. A control bound to it writes the path.
///
/// A script reads and writes through it as SwiftUI's `Binding` (`@Binding var todo` is one):
/// its `wrappedValue` is the value at the path, read back in the shape of what it binds,
/// and `$todo.done` or `$items[2]` bind one step further down.
final class BindingObject: HostObject {
    let path: StatePath
    /// What the bound value is (from the `@State` or observable property it comes from).
    let shape: ValueShape
    private unowned let environment: ProgramEnvironment?

    init(path: StatePath, shape: ValueShape = .any, environment: ProgramEnvironment? = nil) {
        self.path = path
        self.shape = shape
        self.environment = environment
    }

    override var typeName: String { "Binding" }
    override var scriptDescription: String { "BindingRef(\"\(path)\")" }
    override func isEqual(to other: HostObject) -> Bool { (other as? BindingObject)?.path == path }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch name {
        case "wrappedValue":
            let context = try requireContext()
            context.reads.record(path.description, shape: shape)
            return ObservedState.decode(context.store.get(path), as: shape, at: path, environment: environment!) ?? .null
        case "projectedValue":
            return .host(self)
        default:
            // `$todo.done`: the binding to a property of the bound value.
            return .host(BindingObject(path: path.appending(.key(name)), shape: shape.member(name), environment: environment))
        }
    }

    /// `binding.wrappedValue = x`, `binding.wrappedValue.toggle()`: writes the bound path,
    /// as SwiftUI's nonmutating setter does.
    override func setMember(_ name: String, to value: SwiftLite.Value) throws(ScriptError) {
        // `$todo.done.wrappedValue = x` writes back the binding `$todo.done` it went through.
        if case .host(let object) = value, object is BindingObject || object is ConstantBindingObject { return }
        guard name == "wrappedValue" else { return try super.setMember(name, to: value) }
        try requireContext().write(value, at: path)
    }

    override func subscriptGet(_ key: SwiftLite.Value, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch key {
        case .int(let index): return .host(BindingObject(path: path.appending(.index(index)), shape: shape.element, environment: environment))
        case .string(let name): return .host(BindingObject(path: path.appending(.key(name)), shape: shape.element, environment: environment))
        default: throw ScriptError(.typeMismatch, "a binding's element is reached by an Int index or a String key, not '\(key.typeName)'")
        }
    }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        // `$flag.animation()`, `$flag.animation(.default)`: the same binding (nothing animates).
        if name == "animation", arguments.count <= 1 { return .host(self) }
        guard name == "$assign", arguments.count == 1 else {
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
        try requireContext().write(arguments[0], at: path)
        return .null
    }

    private func requireContext() throws(ScriptError) -> RunContext {
        guard let environment else { throw ScriptError(.host, "this binding (\(path)) is read with state.get(\"\(path)\")") }
        return try environment.requireContext()
    }
}

/// `.constant(true)`, `Binding.constant(v)`: a binding that always holds one value. A
/// control bound to it shows the value and cannot change it (SwiftUI's previews use it).
final class ConstantBindingObject: HostObject {
    let value: SwiftLite.Value

    init(value: SwiftLite.Value) {
        self.value = value
    }

    override var typeName: String { "Binding" }
    override var scriptDescription: String { "Binding.constant(\(value))" }

    /// The value of a constant binding: `.constant(v)` as written, or one passed on.
    static func value(of argument: SwiftLite.Value) -> SwiftLite.Value? {
        if case .host(let binding as ConstantBindingObject) = argument { return binding.value }
        return argument.symbolicCallArgument(named: "constant")
    }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch name {
        case "wrappedValue": return value
        case "projectedValue": return .host(self)
        default: return .host(ConstantBindingObject(value: try interpreter.property(name, of: value)))
        }
    }

    override func setMember(_ name: String, to value: SwiftLite.Value) throws(ScriptError) {
        if name != "wrappedValue" { try super.setMember(name, to: value) }  // ignored, as a write
    }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        if name == "$assign" { return .null }  // a constant binding ignores writes, as SwiftUI's does
        if name == "animation", arguments.count <= 1 { return .host(self) }
        return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
    }
}
