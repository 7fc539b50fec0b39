import SwiftLite
import ViewTree

/// SwiftUI's older presentation values, in tutorials before iOS 15:
/// `.alert(isPresented: $x) { Alert(title: Text("T"), message: Text("M"), dismissButton: .default(Text("OK")) { ... }) }`,
/// `Alert(title:message:primaryButton:secondaryButton:)`, `.alert(item: $item) { item in Alert(...) }`
/// and `.actionSheet(isPresented:) { ActionSheet(title:message:buttons:) }`.
///
/// Each is a node of its own type (`Alert`, `ActionSheet`) in the modifier's slot: its title
/// and message in the slots `title` and `message`, its buttons as its children. A button
/// (`.default(Text("OK")) { ... }`, `.cancel()`, `.destructive(Text("Delete")) { ... }`) is a
/// `Button` as `Button(role:action:label:)` makes it: its label the `Text`, its role
/// `.cancel` or `.destructive`, its closure its `tap` event.
enum AlertConstructors {
    typealias Parameter = NativeFunction.Parameter
    typealias Signature = NativeFunction.Signature

    static func install(in environment: ProgramEnvironment) {
        let title = Parameter("title"), message = Parameter("message", optional: true)
        environment.host.define(
            NativeFunction(
                name: "Alert",
                signatures: [
                    Signature([title, message, Parameter("dismissButton", optional: true)]),
                    Signature([title, message, Parameter("primaryButton"), Parameter("secondaryButton")]),
                ]
            ) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                let buttons = call.signatureIndex == 0 ? [2] : [2, 3]
                return try make("Alert", call, buttons: buttons.filter { call.has($0) }.map { call.argument($0) }, context: environment.requireContext())
            })
        environment.host.define(
            NativeFunction(
                name: "ActionSheet",
                signatures: [Signature([title, message, Parameter("buttons", optional: true)])]
            ) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                var buttons: [SwiftLite.Value] = []
                if call.has(2) {
                    guard case .array(let elements) = call.argument(2) else {
                        throw ScriptError(.typeMismatch, "'buttons:' of ActionSheet is an array of buttons, such as [.default(Text(\"A\")) { ... }, .cancel()]")
                    }
                    buttons = elements
                }
                return try make("ActionSheet", call, buttons: buttons, context: environment.requireContext())
            })
        // `func makeAlert() -> Alert`: the values are views.
        for name in ["Alert", "ActionSheet"] {
            environment.host.defineType(name) { value in
                if case .host(let node as NodeObject) = value { return node.type == name }
                return false
            }
        }
    }

    private static func make(_ type: String, _ call: NativeCall, buttons: [SwiftLite.Value], context: RunContext) throws(ScriptError) -> SwiftLite.Value {
        let interpreter = call.interpreter
        let node = NodeObject(type: type, context: context, interpreter: interpreter)
        _ = node.addSlot("title", try text(call.argument(0), in: type, label: "title", context: context, interpreter: interpreter))
        if call.has(1), !call.argument(1).isNull {
            _ = node.addSlot("message", try text(call.argument(1), in: type, label: "message", context: context, interpreter: interpreter))
        }
        for button in buttons { node.children.append(try self.button(button, in: type, context: context, interpreter: interpreter)) }
        node.reads.formUnion(context.reads.claim())
        return .host(node)
    }

    /// `Text("T")` (or a string, as a `Text`).
    private static func text(_ value: SwiftLite.Value, in type: String, label: String, context: RunContext, interpreter: Interpreter) throws(ScriptError) -> [NodeObject] {
        if case .string(let string) = value {
            let text = NodeObject(type: "Text", context: context, interpreter: interpreter)
            text.props["text"] = .string(string)
            return [text]
        }
        guard case .host(let object) = value, object is NodeObject || object is FragmentObject else {
            throw ScriptError(.typeMismatch, "'\(label):' of \(type) is a Text, such as Text(\"Title\"), not '\(value.typeName)'")
        }
        return try ViewContent.nodes(in: value, context: context, interpreter: interpreter, yielded: false)
    }

    /// `.default(Text("OK")) { ... }`, `.default(Text("OK"), action: { ... })`, `.cancel()`,
    /// `.cancel(Text("Back")) { ... }`, `.destructive(Text("Delete")) { ... }` as a `Button`.
    private static func button(_ value: SwiftLite.Value, in type: String, context: RunContext, interpreter: Interpreter) throws(ScriptError) -> NodeObject {
        guard case .symbol(let symbol) = value, symbol.segments.count <= 3, let last = symbol.segments.last,
            ["default", "cancel", "destructive"].contains(last.name),
            symbol.segments.dropLast().map(\.name) == Array(["Alert", "Button"].suffix(symbol.segments.count - 1)) || symbol.isImplicit
        else {
            throw ScriptError(
                .typeMismatch,
                "\(type)'s buttons are .default(Text(\"OK\")) { ... }, .cancel() or .destructive(Text(\"Delete\")) { ... }, not '\(value.typeName)'")
        }
        let button = NodeObject(type: "Button", context: context, interpreter: interpreter)
        if last.name != "default" { button.props["role"] = .member(MemberChain([.init(last.name)])) }
        var label: [NodeObject]?
        for argument in last.arguments ?? [] {
            if argument.value.isCallable, argument.label == nil || argument.label == "action" {
                button.events["tap"] = context.registerAnonymousAction(argument.value, site: argument.value, interpreter: interpreter)
            } else if argument.label == nil, label == nil {
                label = try text(argument.value, in: type, label: "label", context: context, interpreter: interpreter)
            } else {
                throw ScriptError(
                    .wrongArguments,
                    "no \(type) button .\(last.name)(\(argument.label ?? "_"):); the forms are .\(last.name)(_ label: Text, action: { ... })")
            }
        }
        if label == nil {
            guard last.name == "cancel" else {
                throw ScriptError(.wrongArguments, ".\(last.name) needs its label: .\(last.name)(Text(\"OK\")) { ... }")
            }
            let text = NodeObject(type: "Text", context: context, interpreter: interpreter)
            text.props["text"] = .string("Cancel")
            label = [text]
        }
        button.children = label ?? []
        if button.events["tap"] == nil {
            // `.cancel()`, `.default(Text("OK"))`: a tap closes the alert and does nothing else.
            let nothing = SwiftLite.Value.native(NativeFunction(name: last.name, signatures: []) { (_: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in .null })
            button.events["tap"] = context.registerAnonymousAction(nothing, site: nothing, interpreter: interpreter)
        }
        return button
    }
}
