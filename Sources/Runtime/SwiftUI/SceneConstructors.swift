import SwiftLite

/// The scenes an `@main` app's `body` makes: `WindowGroup { ... }` (its content is the
/// app document's view) and `Settings { ... }`, with SwiftUI's labels.
enum SceneConstructors {
    typealias Parameter = NativeFunction.Parameter
    typealias Signature = NativeFunction.Signature

    static func install(in environment: ProgramEnvironment) {
        let content = Parameter("content", .viewBuilder)
        let scenes: [(String, [Signature])] = [
            ("WindowGroup", [
                Signature([content]), Signature([Parameter(nil), content]), Signature([Parameter("id"), content]),
                Signature([Parameter(nil), Parameter("id"), content]),
            ]),
            ("Settings", [Signature([content])]),
        ]
        for (name, signatures) in scenes {
            environment.host.define(
                NativeFunction(name: name, signatures: signatures) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                    let context = try environment.requireContext()
                    let scene = NodeObject(type: name, context: context, interpreter: call.interpreter)
                    let last = signatures[call.signatureIndex].parameters.count - 1
                    if call.signatureIndex == 1 || call.signatureIndex == 3 { scene.props["title"] = .string(try call.interpreter.describe(call.argument(0))) }
                    scene.children = try ViewConstructors.content(call.argument(last), interpreter: call.interpreter, context: context)
                    scene.reads.formUnion(context.reads.claim())
                    return .host(scene)
                })
        }
    }
}
