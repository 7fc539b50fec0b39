import SwiftLite

/// SwiftUI's functions that change how a change is shown, not what changes: the
/// workbench shows the state after the change, so `withAnimation { expanded.toggle() }` runs
/// its closure, and `AnyView(view)` is the view it wraps; `NavigationPath` is an array of the
/// values pushed (nothing navigates in a preview).
enum AnimationFunctions {
    static func install(in environment: ProgramEnvironment) {
        typealias Parameter = NativeFunction.Parameter
        environment.host.define(
            NativeFunction(
                name: "withAnimation",
                signatures: [.init([Parameter(nil, optional: true), Parameter(nil, .closure)])]
            ) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try call.interpreter.call(call.argument(1), [])
            })
        // `NavigationPath()`: the values pushed on a `NavigationStack(path:)`, an array of them
        // to scripts (`append`, `removeLast`, `count`, `isEmpty` are the array's), so that it is
        // kept in `@State` as any array is.
        environment.host.define(
            NativeFunction(name: "NavigationPath", signatures: [.init([]), .init([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                guard call.has(0) else { return .array([]) }
                switch call.argument(0) {
                case .array: return call.argument(0)
                case .set(let set): return .array(set.elements)
                default: throw ScriptError(.typeMismatch, "NavigationPath(_:) takes an array of the values to push, not '\(call.argument(0).typeName)'")
                }
            })
        environment.host.defineType("NavigationPath") { value in
            if case .array = value { return true }
            return false
        }
        environment.host.define(
            NativeFunction(name: "AnyView", signatures: [.init([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                call.argument(0)
            })
    }
}
