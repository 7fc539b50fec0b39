import SwiftLite

/// What closes a presentation, as SwiftUI closes it: the binding that presents a sheet, an
/// alert or a pushed screen (`isPresented: $showing`, `item: $selected`), set to false (or
/// the item to nil).
///
/// - Each button of an alert, a confirmation dialog or an action sheet (`.alert(_:isPresented:
///   actions:)`, an `Alert(...)` value's `.default`, `.cancel`, `.destructive` buttons) closes
///   it after its closure runs, in the same action (all or nothing).
/// - `@Environment(\.dismiss)`'s `dismiss()` (and `presentationMode.wrappedValue.dismiss()`)
///   in a sheet's, a full-screen cover's, a popover's or a `navigationDestination(isPresented:)`'s
///   content closes it; outside any presentation it does nothing, as in SwiftUI.
struct Presentation {
    /// The binding that presents it.
    let binding: BindingObject
    /// What closes it: `false` for `isPresented:`, nil for `item:`.
    let closed: SwiftLite.Value

    /// Modifiers whose buttons close what they present.
    static let dialogs: Set<String> = ["alert", "confirmationDialog", "actionSheet"]
    /// Modifiers whose content `dismiss()` closes.
    static let covers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// The presenting binding among a modifier's arguments (`isPresented:`, `item:`), when it
    /// binds state.
    static func find(labels: [String?], arguments: [SwiftLite.Value]) -> Presentation? {
        for (label, argument) in zip(labels, arguments) {
            guard case .host(let binding as BindingObject) = argument else { continue }
            switch label {
            case "isPresented": return Presentation(binding: binding, closed: .bool(false))
            case "item": return Presentation(binding: binding, closed: .null)
            default: continue
            }
        }
        return nil
    }

    /// Closes the presentation.
    func close(interpreter: Interpreter) throws(ScriptError) {
        _ = try binding.callMethod("$assign", labels: [nil], arguments: [closed], interpreter: interpreter)
    }

    /// `dismiss()` of the content: closes the presentation.
    var dismissAction: SwiftLite.Value {
        .native(
            NativeFunction(name: "dismiss", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try close(interpreter: call.interpreter)
                return .null
            })
    }

    /// The environment the content of the presentation gets: `\.dismiss` and the older
    /// `\.presentationMode` close it.
    var environmentValues: [(key: String, value: SwiftLite.Value)] {
        [(".dismiss", dismissAction), (".presentationMode", .host(PresentationModeObject.Binding(dismiss: dismissAction)))]
    }

    /// Makes each button under `nodes` (an alert's actions, an `Alert` value's buttons) close
    /// the presentation after its own closure runs.
    func closeAfterButtons(in nodes: [NodeObject], context: RunContext) {
        for node in nodes {
            if node.type == "Button", let id = node.events["tap"], let action = context.actions[id] {
                context.actions[id] = closing(after: action)
            }
            closeAfterButtons(in: node.children, context: context)
        }
    }

    /// An action that runs `action`, then closes the presentation.
    private func closing(after action: SwiftLite.Value) -> SwiftLite.Value {
        .native(
            NativeFunction(name: "dialogButton", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                let result = try call.interpreter.call(action, action.closureParameterCount == 0 ? [] : call.arguments.map { $0 ?? .null })
                try close(interpreter: call.interpreter)
                return result
            })
    }
}
