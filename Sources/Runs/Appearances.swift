import ViewTree

/// The views that appear when a tree is shown: SwiftUI runs a view's `onAppear` (and its
/// `.task`, whose body a script runs at once) when the view comes on screen. The workbench
/// runs them the same way after a render, each as a tap of the node's `appear` event, so
/// that a pasted view that loads its data in `onAppear` shows that data, and each of these
/// runs is stored and replayed like a tap.
public enum Appearances {
    /// At most this many `appear` events run after one render (including those of views
    /// that their own handlers bring on screen): a handler that makes new views appear
    /// forever would otherwise never stop.
    public static let limit = 64

    /// The events that run when a view appears: `onAppear`'s, then `.task`'s.
    public static let events = ["appear", "task"]

    /// The `appear` and `task` events of the nodes of `tree` that were not in `previous`
    /// (every node, on a first render: `previous` nil), in the order of the tree.
    public static func appeared(in tree: Node, after previous: Node?) -> [EventTarget] {
        var shown: Set<String> = []
        previous?.forEachNode { shown.insert($0.id) }
        var appeared: [EventTarget] = []
        tree.forEachNode { node in
            guard !shown.contains(node.id) else { return }
            for event in events where node.events[event] != nil { appeared.append(EventTarget(parsing: node.id + "/" + event)) }
        }
        return appeared
    }
}
