import ViewTree

/// The payload of a handler of a view that is no longer on screen (an `onDisappear`):
/// `{"lastShownState": STATE}`, the state of the last tree the view was on screen in.
///
/// A run starts from a fresh interpreter and makes the closures of the views it renders;
/// the state now no longer renders that view, and the closure at the action's name, if
/// any, is another view's (a `ForEach` row after the removed one takes its place). So
/// the run renders the state the view was last shown on, takes the view's closure from
/// that render (with what it captured then, as SwiftUI keeps the closure the view was
/// given), and runs it on the state now. The state travels in the payload, so that a
/// replay of the stored run, or of the input, runs the same.
public enum LastShownState {
    /// The payload's only key.
    public static let key = "lastShownState"

    /// The payload of a run of a handler of a view last shown on `state`.
    public static func payload(_ state: JSONValue) -> JSONValue {
        .object([key: state])
    }

    /// The state a payload says the handler's view was last shown on; nil for any other
    /// payload.
    public static func state(in payload: JSONValue) -> JSONValue? {
        guard case .object(let members) = payload, members.count == 1, let state = members[key], case .object = state else { return nil }
        return state
    }
}
