import ViewTree
import XCTest

/// The equality the store's caches and the runtime's reuse of unchanged subtrees rely on:
/// equal means the same canonical bytes, never "equal by Swift's ==".
final class ExactEqualityTests: XCTestCase {
    private let base = Node(
        id: "0.with.a.long.identifier", type: "Text", props: ["text": "a"], children: [Node(id: "0.0", type: "Image")],
        source: SourceLocation(file: "app.swift", line: 3, column: 5, component: "row"), reads: ["count"])

    /// `base` with one thing changed, named by the field changed.
    private func variants() -> [(field: String, node: Node)] {
        var variants: [(String, Node)] = []
        func vary(_ field: String, _ change: (inout Node) -> Void) {
            var node = base
            change(&node)
            variants.append((field, node))
        }
        vary("id") { $0.id = "0.with.a.long.identifieR" }
        vary("type") { $0.type = "Label" }
        vary("props") { $0.props["text"] = "b" }
        vary("slots") { $0.slots = ["icon": []] }
        vary("modifiers") { $0.modifiers = [Modifier("bold")] }
        vary("events") { $0.events = ["tap": "go"] }
        vary("bindings") { $0.bindings = ["text": "draft"] }
        vary("reads") { $0.reads = ["count", "todos"] }
        vary("source") { $0.source?.line = 4 }
        vary("source") { $0.source?.component = nil }
        vary("source") { $0.source = nil }
        vary("children") { $0.children[0].props["systemName"] = "star" }
        return variants
    }

    private func shareStorage(_ left: Node, _ right: Node) -> Bool {
        withUnsafePointer(to: left) { left in withUnsafePointer(to: right) { Node.shareStorage(left, $0) } }
    }

    func testOwnContentComparesEveryFieldButChildrenAndSource() {
        // If Node gains a field, hasSameOwnContent and shareStorage must read it: this list is theirs.
        let labels = Mirror(reflecting: Node(id: "0", type: "Text")).children.compactMap(\.label)
        XCTAssertEqual(labels, Node.ownContentFields)
        for (field, variant) in variants() {
            // Source locations are stored apart from the nodes (DeduplicationTests), and
            // children through their hashes.
            XCTAssertEqual(base.hasSameOwnContent(as: variant), field == "source" || field == "children", field)
        }
        var moreChildren = base
        moreChildren.children.append(Node(id: "0.1", type: "Text"))
        XCTAssertFalse(base.hasSameOwnContent(as: moreChildren), "the number of children is part of the node")
    }

    func testShareStorageHoldsForACopyAndNeverForADifferentNode() {
        let copy = base
        XCTAssertTrue(shareStorage(base, copy))
        for (field, variant) in variants() {
            XCTAssertFalse(shareStorage(base, variant), field)
        }
    }

    func testShareStorageIsFalseForEqualContentInAnotherStorage() {
        let children = (0..<3).map { Node(id: "0.\($0)", type: "Text") }
        let first = Node(id: "0", type: "VStack", children: children)
        let second = Node(id: "0", type: "VStack", children: Array(children))
        var rebuilt = second
        rebuilt.children = children.map { $0 }
        XCTAssertEqual(first, rebuilt)
        // Equal, but the children are another array: the caller compares them itself.
        XCTAssertFalse(shareStorage(first, rebuilt))
    }
}
