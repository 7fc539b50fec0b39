import SwiftLite

/// The host functions the expansion of SwiftUI's property wrappers calls (SwiftLite's
/// `Resolver+PropertyWrappers.swift`): what a view's `_count`, `_todo`, `_model` hold, an
/// observable object's registrar, and `State(initialValue:)` for initializers that set a
/// view's state themselves (`_count = State(initialValue: start)`).
enum PropertyWrapperFunctions {
    typealias Parameter = NativeFunction.Parameter
    typealias Signature = NativeFunction.Signature

    static func install(in environment: ProgramEnvironment) {
        let host = environment.host
        let state = NativeFunction(
            name: "@State",
            signatures: [Signature([Parameter("wrappedValue")]), Signature([Parameter("key"), Parameter("wrappedValue")])]
        ) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
            if call.signatureIndex == 1 {
                guard case .string(let key) = call.argument(0) else {
                    throw ScriptError(.typeMismatch, "@AppStorage's key is a String, such as @AppStorage(\"username\")")
                }
                return .host(StateCellObject(environment: environment, value: call.argument(1), storageKey: key))
            }
            return .host(StateCellObject(environment: environment, value: call.argument(0), storageKey: nil))
        }
        host.define(state)
        host.define(
            NativeFunction(name: "State", signatures: [Signature([Parameter("initialValue")]), Signature([Parameter("wrappedValue")])]) {
                [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                .host(StateCellObject(environment: environment, value: call.argument(0), storageKey: nil))
            })
        host.define(
            NativeFunction(name: "@Binding", signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try binding(call.argument(0), interpreter: call.interpreter)
            })
        host.define(
            NativeFunction(name: "@Environment", signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                guard case .string(let key) = call.argument(0) else { return .null }
                return .host(EnvironmentCellObject(key: key))
            })
        host.define(
            NativeFunction(name: "@Bindable", signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                .host(BindableObject(object: call.argument(0)))
            })
        host.define(
            NativeFunction(name: "@ObservationRegistrar", signatures: [Signature([])]) {
                [unowned environment] (_: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                .host(ObservationRegistrarObject(environment: environment))
            })
    }

    /// What a `@Binding` property receives: a binding (`$todo`, `$model.name`), a constant
    /// (`.constant(true)`), or another view's `@State` storage passed as it is.
    static func binding(_ value: SwiftLite.Value, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch value {
        case .host(let object) where object is BindingObject || object is ConstantBindingObject:
            return value
        case .host(let cell as StateCellObject):
            return try cell.member("projectedValue", interpreter: interpreter)
        default:
            if let constant = value.symbolicCallArgument(named: "constant") { return .host(ConstantBindingObject(value: constant)) }
            throw ScriptError(
                .typeMismatch,
                "a @Binding property needs a binding, such as $count or .constant(\(try interpreter.describe(value))), not a value of type '\(value.typeName)'")
        }
    }
}
