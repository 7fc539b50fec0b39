import ViewTree

/// The views that leave the screen: SwiftUI runs a view's `onDisappear` when the view was
/// on screen and is no longer (a branch of an `if` turned false, a `ForEach` row removed,
/// a screen popped, another tab chosen). The workbench runs it after the render that
/// removed the view, as a run of its own.
///
/// That view is not in the tree on screen, so its handler cannot be looked up there, and
/// the run on the state now would not make its closure: each view's handler is kept with
/// the state of the last tree it was on screen in, whose render makes the closure again
/// (with what the view captured then) before it runs on the state now (see
/// `LastShownState`).
public struct Disappearances {
    /// The event that runs when a view disappears.
    public static let event = "disappear"

    /// A handler to run: the node's event as it was on screen, its action, and the state of
    /// the last tree the node was on screen in.
    public struct Handler: Hashable, Sendable {
        /// The node and its `disappear` event.
        public var target: EventTarget
        /// The action its `disappear` event named.
        public var action: String
        /// The state the tree it was last on screen in was rendered from.
        public var shownState: JSONValue
    }

    /// The views on screen now with an `onAppear`, a `.task` or an `onDisappear`: their
    /// `Screen.key`s in the tree's order (so that views leave in that order), and the
    /// `disappear` handlers of those that have one.
    private var shown = Views()
    /// The handlers of the views that left, in the order they are to run.
    private var pending: [Handler] = []

    /// Views on screen in `tree` (nil: none), rendered from `state`.
    public init(showing tree: Node?, state: JSONValue) {
        if let tree { shown = Views(of: tree, state: state) }
    }

    /// Takes `tree`, rendered from `state`, as the screen now: the views that were on
    /// screen and are not in it have left (their handlers are queued, in the order of the
    /// tree they were in). Gives the keys of the views that left (of those with an
    /// `onAppear`, a `.task` or an `onDisappear`).
    @discardableResult
    public mutating func show(_ tree: Node, state: JSONValue) -> [String] {
        let now = Views(of: tree, state: state)
        let left = shown.order.filter { !now.keys.contains($0) }
        pending += left.compactMap { shown.handlers[$0] }
        shown = now
        return left
    }

    /// The next handler to run, in the order its view left; nil when none is left.
    public mutating func next() -> Handler? {
        pending.isEmpty ? nil : pending.removeFirst()
    }

    /// The views on screen in a tree.
    private struct Views {
        /// Their keys, in the tree's order.
        var order: [String] = []
        /// The same keys, to look up.
        var keys: Set<String> = []
        /// The `disappear` handlers of those that have one, by key.
        var handlers: [String: Handler] = [:]
        /// The events a view's coming or going runs: only views with one are kept.
        static let lifecycleEvents = Appearances.events + [Disappearances.event]

        init() {}

        init(of tree: Node, state: JSONValue) {
            Screen.forEachShownNode(of: tree, state: state) { node in
                // Only the views with a handler that their coming or going runs matter: a
                // tree of thousands of plain views is walked without naming each.
                guard Self.lifecycleEvents.contains(where: { node.events[$0] != nil }) else { return }
                let key = Screen.key(of: node)
                guard keys.insert(key).inserted else { return }
                order.append(key)
                if let action = node.events[Disappearances.event] {
                    handlers[key] = Handler(target: EventTarget(parsing: node.id + "/" + Disappearances.event), action: action, shownState: state)
                }
            }
        }
    }
}
