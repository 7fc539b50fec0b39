import ViewTree

/// The views that appear when a tree is shown: SwiftUI runs a view's `onAppear` (and its
/// `.task`, whose body a script runs at once) when the view comes on screen. The workbench
/// runs them the same way after a render, each as a tap of the node's `appear` event, so
/// that a pasted view that loads its data in `onAppear` shows that data, and each of these
/// runs is stored and replayed like a tap.
///
/// A render's views appear in the tree's order, `onAppear` before `.task`; the views those
/// handlers bring on screen appear after them, as they would in the next frame.
public struct Appearances {
    /// At most this many handlers run after one render (including those of views that
    /// their own handlers bring on screen): a handler that makes new views appear forever
    /// would otherwise never stop.
    public static let limit = 64

    /// The events that run when a view appears: `onAppear`'s, then `.task`'s.
    public static let events = ["appear", "task"]

    /// The slots whose views are not on screen until a person brings them (a sheet is
    /// presented, a row swiped): their views do not appear with the tree.
    static let hiddenSlots: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "swipeActions", "contextMenu",
        "inspector", "searchSuggestions",
    ]

    /// Visits the nodes of `tree` on screen, in the tree's order.
    static func forEachShownNode(of tree: Node, _ visit: (Node) -> Void) {
        visit(tree)
        for child in tree.children { forEachShownNode(of: child, visit) }
        for name in JSONBytes.sortedKeys(tree.slots.keys) where !hiddenSlots.contains(name) {
            for node in tree.slots[name]! { forEachShownNode(of: node, visit) }
        }
    }

    /// The events (`ID/EVENT`) that have run or were on screen before.
    private var handled: Set<String> = []
    /// How many more handlers may run.
    public private(set) var left = Appearances.limit

    /// Appearances after a render that replaced `previous` (nil: nothing was on screen).
    public init(after previous: Node?) {
        if let previous { markShown(previous) }
    }

    /// The next handler to run in `tree`, the tree on screen now: the first event, in the
    /// tree's order, of a view that appeared and has not run; nil when none is left or the
    /// limit is reached.
    public mutating func next(in tree: Node) -> EventTarget? {
        guard left > 0 else { return nil }
        var found: EventTarget?
        Self.forEachShownNode(of: tree) { node in
            guard found == nil else { return }
            for event in Self.events where node.events[event] != nil && !handled.contains(node.id + "/" + event) {
                found = EventTarget(parsing: node.id + "/" + event)
                return
            }
        }
        guard let found else { return nil }
        handled.insert(found.node + "/" + found.event)
        left -= 1
        return found
    }

    /// Takes every view of `tree` on screen as shown: their handlers will not run.
    public mutating func markShown(_ tree: Node) {
        Self.forEachShownNode(of: tree) { node in
            for event in Self.events { handled.insert(node.id + "/" + event) }
        }
    }
}
