import SwiftLite

/// The closures SwiftUI's event modifiers take, as the actions a dispatch runs: the
/// closure itself when it takes what an action gets (nothing, or the context), or a
/// function that calls it with what SwiftUI would pass (`.onChange`'s old and new values,
/// `.onDelete`'s offsets, `.onMove`'s offsets and destination).
enum EventHandlers {
    /// The handler of an event; for `.onChange(of: value) { old, new in }`, one that passes
    /// the value it watches (the value as the render saw it, for both). `shape` is what the
    /// state path the value was read from holds, as declared.
    static func handler(_ handler: SwiftLite.Value, watching watched: SwiftLite.Value?, shape: ValueShape?) throws(ScriptError) -> SwiftLite.Value {
        guard let watched, case .closure(let closure) = handler, closure.parameterCount > 0 else { return handler }
        let count = min(closure.parameterCount, 2)
        return .native(
            NativeFunction(name: "onChange", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                // The value before, when the run that changed it is known (`{"old": ...}`, see
                // `ValueChanges`) and reads back as a value of the watched one's kind.
                var old = watched
                if case .host(let context as ActionContextObject)? = call.arguments.first ?? nil, let before = context.payload.dictionaryValue(forKey: "old"),
                    let value = OldValue.read(before, as: shape, like: watched)
                {
                    old = value
                }
                return try call.interpreter.call(handler, count == 2 ? [old, watched] : [watched])
            })
    }

    /// `.onDelete { offsets in ... }` for the element at `offset`: the closure gets the
    /// offsets (an `IndexSet`, a `Set<Int>` to scripts) of that element.
    static func deletion(_ handler: SwiftLite.Value, offset: Int) -> SwiftLite.Value {
        .native(
            NativeFunction(name: "onDelete", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try call.interpreter.call(handler, [.intSet([offset])])
            })
    }

    /// `onEditingChanged: { editing in ... }` of a slider or stepper: `editing` is the
    /// dispatch's payload (`:tap ID editingChanged false`), `true` when it has none.
    static func editingChanged(_ handler: SwiftLite.Value) -> SwiftLite.Value {
        .native(
            NativeFunction(name: "onEditingChanged", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                var editing = SwiftLite.Value.bool(true)
                if case .host(let context as ActionContextObject)? = call.arguments.first ?? nil, !context.payload.isNull { editing = context.payload }
                guard case .bool = editing else {
                    throw ScriptError(.invalidArgument, "an editingChanged event's payload is whether editing began: true or false")
                }
                return try call.interpreter.call(handler, [editing])
            })
    }

    /// `.onMove { offsets, destination in ... }` for the element at `offset`: the destination
    /// is the dispatch's payload (`:tap ID move 0`).
    static func move(_ handler: SwiftLite.Value, offset: Int) -> SwiftLite.Value {
        .native(
            NativeFunction(name: "onMove", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                var destination = SwiftLite.Value.null
                if case .host(let context as ActionContextObject)? = call.arguments.first ?? nil { destination = context.payload }
                guard case .int = destination else {
                    throw ScriptError(.invalidArgument, "a move needs its destination offset as the payload, such as 0")
                }
                return try call.interpreter.call(handler, [.intSet([offset]), destination])
            })
    }
}
