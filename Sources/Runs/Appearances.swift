import ViewTree

/// The views that appear when a tree is shown: SwiftUI runs a view's `onAppear` (and its
/// `.task`, whose body a script runs at once) when the view comes on screen. The workbench
/// runs them the same way after a render, each as a tap of the node's `appear` event, so
/// that a pasted view that loads its data in `onAppear` shows that data, and each of these
/// runs is stored and replayed like a tap.
///
/// A render's views appear in the tree's order, `onAppear` before `.task`; the views those
/// handlers bring on screen appear after them, as they would in the next frame. A view
/// that leaves the screen (see `Disappearances`) appears again when it comes back.
public struct Appearances {
    /// At most this many handlers run after one render (including those of views that
    /// their own handlers bring on screen): a handler that makes new views appear forever
    /// would otherwise never stop.
    public static let limit = 64

    /// The events that run when a view appears: `onAppear`'s, then `.task`'s.
    public static let events = ["appear", "task"]

    /// The events (`KEY/EVENT`, KEY a view's `Screen.key`) that have run or were on screen
    /// before.
    private var handled: Set<String> = []
    /// How many more handlers may run.
    public private(set) var left = Appearances.limit

    /// Appearances after a render that replaced `previous` (nil: nothing was on screen),
    /// which was rendered from `state`.
    public init(after previous: Node?, state: JSONValue = .object([:])) {
        if let previous { markShown(previous, state: state) }
    }

    /// The next handler to run in `tree`, the tree on screen now (rendered from `state`):
    /// the first event, in the tree's order, of a view that appeared and has not run; nil
    /// when none is left or the limit is reached.
    public mutating func next(in tree: Node, state: JSONValue = .object([:])) -> EventTarget? {
        guard left > 0 else { return nil }
        var found: (target: EventTarget, key: String)?
        Screen.forEachShownNode(of: tree, state: state) { node in
            guard found == nil else { return }
            let key = Screen.key(of: node)
            for event in Self.events where node.events[event] != nil && !handled.contains(key + "/" + event) {
                found = (EventTarget(parsing: node.id + "/" + event), key + "/" + event)
                return
            }
        }
        guard let found else { return nil }
        handled.insert(found.key)
        left -= 1
        return found.target
    }

    /// Takes every view of `tree` on screen (rendered from `state`) as shown: their
    /// handlers will not run.
    public mutating func markShown(_ tree: Node, state: JSONValue = .object([:])) {
        Screen.forEachShownNode(of: tree, state: state) { node in
            let key = Screen.key(of: node)
            for event in Self.events { handled.insert(key + "/" + event) }
        }
    }

    /// Forgets that the views `keys` name (`Screen.key`) were shown: they left the screen,
    /// and appear again when they come back.
    public mutating func forget(_ keys: [String]) {
        for key in keys {
            for event in Self.events { handled.remove(key + "/" + event) }
        }
    }
}
