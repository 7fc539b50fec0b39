import Runtime
import ViewTree

/// What of a rendered tree is on screen, as SwiftUI shows it: the views whose `onAppear`
/// and `onDisappear` run as they come and go, and whose `onChange` answers the values
/// they watch. A tree holds more than is shown: every tab of a `TabView`, the screens a
/// `NavigationStack` has pushed over its root, the content of its sheets while they are
/// not presented.
public enum Screen {
    /// The slots whose views are not on screen until a person brings them (a sheet is
    /// presented, a row swiped, a `NavigationLink(destination:)` followed).
    static let hiddenSlots: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "swipeActions", "contextMenu",
        "inspector", "searchSuggestions", "destination",
    ]

    /// Visits the nodes of `tree` on screen, in the tree's order. `state` is the state the
    /// tree was rendered from: a `TabView`'s selection says which of its tabs is shown.
    /// A `NavigationStack` with screens pushed (its slot `path`) shows its top screen only:
    /// its root and the screens under the top one are covered.
    public static func forEachShownNode(of tree: Node, state: JSONValue, _ visit: (Node) -> Void) {
        visit(tree)
        let pushed = tree.slots["path"] ?? []
        if tree.type == "TabView" {
            let selection = tree.bindings["selection"].map { value(at: $0, in: state) ?? .null }
            if let shown = tree.shownTab(selection: selection) { forEachShownNode(of: tree.children[shown], state: state, visit) }
        } else if pushed.isEmpty {
            for child in tree.children { forEachShownNode(of: child, state: state, visit) }
        }
        for name in JSONBytes.sortedKeys(tree.slots.keys) where isShown(slot: name, of: tree, state: state) {
            let shown = name == "path" ? Array(pushed.suffix(1)) : tree.slots[name]!
            for node in shown { forEachShownNode(of: node, state: state, visit) }
        }
    }

    /// The modifiers whose content is on screen while they present it: a sheet, a
    /// full-screen cover, a popover.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// Whether the content in `node`'s slot `name` is on screen. A modifier's content slot
    /// (`sheet`, `sheet2` for a second sheet) is as its modifier says: a presentation's
    /// while it is presented (`isPresented` holds true, `item` is not nil); another slot is
    /// unless its kind waits for a person (`hiddenSlots`).
    private static func isShown(slot name: String, of node: Node, state: JSONValue) -> Bool {
        guard let modifier = node.modifiers.first(where: { $0.arguments.contains { $0.value == .slot(name) } }) else {
            return !hiddenSlots.contains(name)
        }
        guard presentations.contains(modifier.name) else { return !hiddenSlots.contains(modifier.name) }
        for argument in modifier.arguments {
            switch (argument.label, argument.value) {
            case ("isPresented", .bool(let presented)): return presented
            case ("isPresented", .bindingRef(let path)): return value(at: path, in: state) == .bool(true)
            case ("item", .bindingRef(let path)): return (value(at: path, in: state) ?? .null) != .null
            default: continue
            }
        }
        return false
    }

    /// The value at a state path, when the state has one.
    private static func value(at path: String, in state: JSONValue) -> JSONValue? {
        (try? StatePath(parsing: path))?.value(in: state)
    }

    /// What names a view from one render to the next: its id and where its code is, so
    /// that the two branches of an `if` (which share a place in the tree, and so an id)
    /// are two views, as SwiftUI's identity makes them.
    public static func key(of node: Node) -> String {
        guard let source = node.source else { return node.id }
        return "\(node.id)@\(source.file):\(source.line):\(source.column)"
    }
}
