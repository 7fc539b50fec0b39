/// A view tree written as HTML, with the place of every node's element in the text.
///
/// Knowing the places is what lets the server send a page only what changed: a node whose
/// own markup (its element without its child nodes' elements) is the same as in what the
/// page shows keeps its DOM; the others are sent as patches, each the whole markup of the
/// outermost changed node. Comparing markup rather than IR is deliberate: it also sees the
/// changes the IR diff cannot, a bound value (a toggle switched) or markup a node takes
/// from elsewhere (a navigation title shown by its `NavigationStack`, a picker's options).
struct RenderedHTML: Sendable {
    /// Where a node's element is and which node elements it directly contains.
    struct Fragment: Sendable, Equatable {
        /// The byte range of the element in `bytes`.
        var range: Range<Int>
        /// The ids of the node elements directly inside it, in document order.
        var childIDs: [String]
    }

    /// The markup, UTF-8.
    let bytes: [UInt8]
    /// Each rendered node's fragment by id.
    let fragments: [String: Fragment]
    /// The outermost node's id.
    let rootID: String?
    /// True when two elements carry the same id (an explicit `.id` used twice): the page
    /// cannot address them apart, so such a render is always sent whole.
    let hasRepeatedIDs: Bool

    /// The markup as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The markup of one node's element, its content included.
    func html(of id: String) -> String? {
        guard let fragment = fragments[id] else { return nil }
        return String(decoding: bytes[fragment.range], as: UTF8.self)
    }

    /// The node's markup with each child node element replaced by a marker naming it: what
    /// the node itself shows, and where its children go.
    func ownMarkup(of id: String) -> [UInt8]? {
        guard let fragment = fragments[id] else { return nil }
        var result: [UInt8] = []
        var cursor = fragment.range.lowerBound
        for childID in fragment.childIDs {
            guard let child = fragments[childID] else { continue }
            result.append(contentsOf: bytes[cursor..<child.range.lowerBound])
            // NUL never occurs in escaped markup, so a marker cannot be mistaken for content.
            result.append(0)
            result.append(contentsOf: childID.utf8)
            result.append(0)
            cursor = child.range.upperBound
        }
        result.append(contentsOf: bytes[cursor..<fragment.range.upperBound])
        return result
    }

    /// The patches that turn `old` into this render: the outermost nodes whose own markup
    /// changed (or that are new), each with its whole markup. Empty when nothing changed;
    /// `nil` when the page must take the whole render instead (another root id, or ids
    /// repeat in either render, so that an id does not name one element).
    func patches(since old: RenderedHTML) -> [HTMLPatch]? {
        guard let rootID, rootID == old.rootID, !hasRepeatedIDs, !old.hasRepeatedIDs else { return nil }
        var patches: [HTMLPatch] = []
        var pending = [rootID]
        while let id = pending.popLast() {
            guard let fragment = fragments[id] else { continue }
            if old.fragments[id] == nil || ownMarkup(of: id) != old.ownMarkup(of: id) {
                patches.append(HTMLPatch(id: id, html: html(of: id)!))
            } else {
                // Unchanged itself: look inside, in document order.
                pending.append(contentsOf: fragment.childIDs.reversed())
            }
        }
        return patches
    }
}

/// Markup for one node, to put in place of the element with the same `data-id`.
struct HTMLPatch: Sendable, Equatable {
    /// The node's id.
    var id: String
    /// The node's new element, content included.
    var html: String
}

/// Writes elements to bytes, recording where each node's element lands.
struct HTMLWriter {
    private var bytes: [UInt8] = []
    private var fragments: [String: RenderedHTML.Fragment] = [:]
    private var repeated = false

    /// Writes a tree of elements and returns the render.
    static func render(_ root: HTMLElement) -> RenderedHTML {
        var writer = HTMLWriter()
        writer.bytes.reserveCapacity(16_384)
        var topLevel: [String] = []
        writer.write(root, nodeChildren: &topLevel)
        return RenderedHTML(bytes: writer.bytes, fragments: writer.fragments, rootID: root.nodeID, hasRepeatedIDs: writer.repeated)
    }

    /// Writes `element`; when it stands for a node, appends the node's id to
    /// `nodeChildren`, the list of its nearest enclosing node element.
    private mutating func write(_ element: HTMLElement, nodeChildren: inout [String]) {
        let start = bytes.count
        var ownChildren: [String] = []
        append("<" + element.tag)
        if let id = element.nodeID {
            append(" data-id=\"" + HTMLEscaping.attribute(id) + "\"")
        }
        if !element.classes.isEmpty {
            append(" class=\"" + HTMLEscaping.attribute(element.classes.joined(separator: " ")) + "\"")
        }
        if !element.style.isEmpty {
            let declarations = element.style.map { "\($0.property):\($0.value)" }.joined(separator: ";")
            append(" style=\"" + HTMLEscaping.attribute(declarations) + "\"")
        }
        for (name, value) in element.attributes {
            append(" " + name)
            if let value { append("=\"" + HTMLEscaping.attribute(value) + "\"") }
        }
        append(">")
        if HTMLElement.voidTags.contains(element.tag) {
            record(element, start: start, children: ownChildren, into: &nodeChildren)
            return
        }
        for child in element.children {
            switch child {
            case .element(let inner):
                if element.nodeID != nil {
                    write(inner, nodeChildren: &ownChildren)
                } else {
                    write(inner, nodeChildren: &nodeChildren)
                }
            case .text(let text): append(HTMLEscaping.text(text))
            case .trustedMarkup(let markup): append(markup)
            }
        }
        append("</" + element.tag + ">")
        record(element, start: start, children: ownChildren, into: &nodeChildren)
    }

    private mutating func record(_ element: HTMLElement, start: Int, children: [String], into nodeChildren: inout [String]) {
        guard let id = element.nodeID else { return }
        if fragments[id] != nil { repeated = true }
        fragments[id] = RenderedHTML.Fragment(range: start..<bytes.count, childIDs: children)
        nodeChildren.append(id)
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
