import SwiftLite

/// The storage of `@Environment(Model.self) var model` (and `@EnvironmentObject`,
/// `@Environment(\.dismiss)`): the key it is found by, and the value an ancestor put there
/// with `.environment(model)`, filled in when the view takes its place in the tree.
final class EnvironmentCellObject: HostObject {
    /// The type's name (`Model`), or a key path's (`.dismiss`).
    let key: String
    /// What the view found; nil until it is placed, or when no ancestor gave one.
    private let value: SwiftLite.Value?

    init(key: String, value: SwiftLite.Value? = nil) {
        self.key = key
        self.value = value
    }

    override var typeName: String { "Environment" }
    override var scriptDescription: String { "Environment(\(key))" }

    /// The cell of a view placed under `environment`.
    func placed(in environment: [String: SwiftLite.Value]) -> EnvironmentCellObject {
        EnvironmentCellObject(key: key, value: environment[key] ?? EnvironmentCellObject.defaultValue(for: key))
    }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        guard name == "wrappedValue" else { return try super.member(name, interpreter: interpreter) }
        guard let value else {
            throw ScriptError(
                .host,
                "no \(key) in the environment: give it to an ancestor of this view with .environment(\(key.first == "." ? "\\\(key), value" : "model"))")
        }
        return value
    }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        // `cart.items.append(x)` on an environment object changes the object, then sets the
        // property back: the object is the same one, and a view cannot replace what its
        // ancestors give, as in SwiftUI.
        if name == "$assign" { return .null }
        return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
    }

    /// The values SwiftUI's environment keys have when no ancestor sets them.
    static func defaultValue(for key: String) -> SwiftLite.Value? {
        switch key {
        case ".dismiss":
            // `dismiss()` outside any sheet or pushed screen does nothing, as in SwiftUI (in one,
            // the presentation gives its own: `Presentation`).
            return .native(NativeFunction(name: "dismiss", signatures: []) { (_: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in .null })
        case ".presentationMode":
            // The older `presentationMode.wrappedValue.dismiss()`: as `dismiss()`.
            return .host(PresentationModeObject.Binding())
        case ".colorScheme": return .implicitMember("light")
        case ".horizontalSizeClass", ".verticalSizeClass": return .implicitMember("regular")
        case ".isEnabled": return .bool(true)
        case ".editMode": return .null
        case ".locale", ".calendar", ".timeZone": return .string(String(key.dropFirst()))
        default: return nil
        }
    }
}

/// `@Environment(\.presentationMode)`, SwiftUI's `Binding<PresentationMode>` from before
/// `dismiss`: its `wrappedValue.dismiss()` does what `dismiss()` does (closes the sheet or
/// pushed screen whose content it is in; outside any, nothing), and `wrappedValue.isPresented`
/// says whether the view is in one.
final class PresentationModeObject: HostObject {
    /// What `dismiss()` runs; nil outside any presentation.
    private let dismissAction: SwiftLite.Value?

    init(dismiss: SwiftLite.Value?) {
        dismissAction = dismiss
    }

    override var typeName: String { "PresentationMode" }
    override var scriptDescription: String { "PresentationMode(isPresented: \(dismissAction != nil))" }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        name == "isPresented" ? .bool(dismissAction != nil) : try super.member(name, interpreter: interpreter)
    }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch name {
        case "dismiss" where arguments.isEmpty:
            if let dismissAction { _ = try interpreter.call(dismissAction, []) }
            return .null
        default: return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
    }

    /// The binding the environment holds: its value is the presentation mode, and writing it
    /// back (after the mutating `dismiss()`) changes nothing.
    final class Binding: HostObject {
        private let mode: PresentationModeObject

        init(dismiss: SwiftLite.Value? = nil) {
            mode = PresentationModeObject(dismiss: dismiss)
        }

        override var typeName: String { "Binding" }
        override var scriptDescription: String { "Binding(PresentationMode)" }

        override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
            name == "wrappedValue" ? .host(mode) : try super.member(name, interpreter: interpreter)
        }

        override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
            if name == "$assign" || name == "$assignMember" { return .null }
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
    }
}
