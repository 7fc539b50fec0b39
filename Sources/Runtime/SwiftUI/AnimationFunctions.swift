import SwiftLite

/// SwiftUI's functions that change how a change is shown, not what changes: the
/// workbench shows the state after the change, so `withAnimation { expanded.toggle() }` runs
/// its closure, and `AnyView(view)` is the view it wraps.
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
        environment.host.define(
            NativeFunction(name: "AnyView", signatures: [.init([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                call.argument(0)
            })
    }
}
