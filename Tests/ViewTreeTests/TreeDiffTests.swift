import XCTest
import ViewTree

final class TreeDiffTests: XCTestCase {
    private func list(_ ids: [String]) -> Node {
        Node(id: "0", type: "VStack", children: ids.map { Node(id: $0, type: "Text", props: ["text": .string($0)]) })
    }

    func testIdenticalTreesHaveNoChanges() {
        let diff = TreeDiff(from: sampleTree(), to: sampleTree())
        XCTAssertTrue(diff.isEmpty)
        XCTAssertEqual(diff.summary, "no changes")
        XCTAssertEqual(diff.touchedNodeCount, 0)
    }

    func testAnAddedSubtreeIsListedOnceAtItsRoot() {
        var new = sampleTree()
        new.children.append(Node(id: "0.3", type: "HStack", children: [Node(id: "0.3.0", type: "Text")]))
        let diff = TreeDiff(from: sampleTree(), to: new)
        XCTAssertEqual(diff.added.map(\.id), ["0.3"])
        XCTAssertEqual(diff.added.first?.placement, Placement(parent: "0", slot: nil, index: 3))
        XCTAssertEqual(diff.added.first?.size, 2)
        XCTAssertEqual(diff.touchedNodeCount, 2)
        XCTAssertEqual(diff.rendered, "+ HStack 0.3 at 0[3] (2 nodes)")
    }

    func testARemovedNodeIsListed() {
        var new = sampleTree()
        new.children.remove(at: 1)
        let diff = TreeDiff(from: sampleTree(), to: new)
        XCTAssertEqual(diff.removed.map(\.id), ["0.1"])
        XCTAssertTrue(diff.added.isEmpty)
        XCTAssertTrue(diff.moved.isEmpty, "removing a sibling moves nobody: \(diff.moved)")
    }

    func testInsertingAtTheFrontOfAKeyedListMovesNothing() {
        let diff = TreeDiff(from: list(["a", "b", "c"]), to: list(["z", "a", "b", "c"]))
        XCTAssertEqual(diff.added.map(\.id), ["z"])
        XCTAssertTrue(diff.moved.isEmpty)
        XCTAssertTrue(diff.changed.isEmpty)
    }

    func testReorderingMovesTheFewestNodes() {
        let diff = TreeDiff(from: list(["a", "b", "c", "d"]), to: list(["d", "a", "b", "c"]))
        XCTAssertEqual(diff.moved.map(\.id), ["d"])
        XCTAssertEqual(diff.moved.first?.from, Placement(parent: "0", slot: nil, index: 3))
        XCTAssertEqual(diff.moved.first?.to, Placement(parent: "0", slot: nil, index: 0))
    }

    func testMovingToAnotherParentOrIntoASlotIsAMove() {
        let old = Node(id: "0", type: "VStack", children: [Node(id: "a", type: "Text"), Node(id: "b", type: "HStack")])
        let new = Node(id: "0", type: "VStack", children: [Node(id: "b", type: "HStack", slots: ["content": [Node(id: "a", type: "Text")]])])
        let diff = TreeDiff(from: old, to: new)
        XCTAssertEqual(diff.moved.map(\.id), ["a"])
        XCTAssertEqual(diff.moved.first?.to, Placement(parent: "b", slot: "content", index: 0))
        XCTAssertEqual(diff.changed.map(\.id), ["b"], "b's slot content changed")
    }

    func testAPropChangeShowsBeforeAndAfter() {
        var new = sampleTree()
        new.children[0].props["text"] = "Count: 2"
        new.children[0].props["hint"] = "x"
        let diff = TreeDiff(from: sampleTree(), to: new)
        XCTAssertEqual(diff.changed.count, 1)
        XCTAssertEqual(diff.changed[0].changes.map(\.field), ["props.hint", "props.text"])
        XCTAssertEqual(diff.rendered, """
            ~ Text 0.0
                props.hint: (absent) -> "x"
                props.text: "Count: 1" -> "Count: 2"
            """)
    }

    func testAModifierReorderIsAModifierChange() {
        var new = sampleTree()
        new.children[0].modifiers.reverse()
        let diff = TreeDiff(from: sampleTree(), to: new)
        XCTAssertEqual(diff.changed.first?.changes.first?.field, "modifiers")
        XCTAssertEqual(diff.changed.first?.changes.first?.before?.description, "font(.title), padding(8)")
        XCTAssertEqual(diff.changed.first?.changes.first?.after?.description, "padding(8), font(.title)")
    }

    func testReadsEventsAndBindingsChangesAreReported() {
        var new = sampleTree()
        new.children[0].reads.insert("total")
        new.children[1].bindings["isOn"] = "todos[1].done"
        new.children[2].events["tap"] = "reset"
        let diff = TreeDiff(from: sampleTree(), to: new)
        XCTAssertEqual(diff.changed.map(\.id), ["0.0", "0.1", "0.2"])
        XCTAssertEqual(diff.changed[0].changes.first?.field, "reads")
        XCTAssertEqual(diff.changed[0].changes.first?.after, .paths(["count", "total"]))
        XCTAssertEqual(diff.changed[1].changes.first?.field, "bindings.isOn")
        XCTAssertEqual(diff.changed[2].changes.first?.field, "events.tap")
        XCTAssertEqual(diff.summary, "3 changed")
    }

    func testSourceShiftsAreNotChanges() {
        var new = sampleTree()
        new.children[0].source?.line += 3
        XCTAssertTrue(TreeDiff(from: sampleTree(), to: new).isEmpty)
    }

    func testTheJSONFormCarriesEveryPart() {
        var new = list(["b", "a"])
        new.children[0].props["text"] = "B"
        new.children.append(Node(id: "c", type: "Text"))
        let diff = TreeDiff(from: list(["a", "b", "x"]), to: new)
        let json = diff.jsonValue.canonicalText
        XCTAssertEqual(json, #"{"added":[{"at":{"index":2,"parent":"0"},"id":"c","size":1,"type":"Text"}],"changed":[{"changes":[{"after":"B","before":"b","field":"props.text"}],"id":"b","type":"Text"}],"moved":[{"from":{"index":1,"parent":"0"},"id":"b","to":{"index":0,"parent":"0"},"type":"Text"}],"removed":[{"at":{"index":2,"parent":"0"},"id":"x","size":1,"type":"Text"}]}"#)
    }
    func testTheJSONFormDecodesToTheSameDiff() throws {
        var old = list(["a", "b", "x"])
        old.children[0].modifiers = [Modifier("padding", [Argument(.int(4))])]
        old.children[0].slots = ["content": [Node(id: "a.content.0", type: "Color")]]
        old.children[0].reads = ["count"]
        var new = list(["b", "a"])
        new.children[0].props["text"] = .member(MemberChain([.init("black")]))
        new.children[1].type = "Label"
        new.children[1].modifiers = [Modifier("font", [Argument(.member(MemberChain([.init("title")])))])]
        new.children[1].events = ["tap": "increment"]
        new.children[1].bindings = ["isOn": "on"]
        new.children[1].reads = ["count", "total"]
        new.children.append(Node(id: "c", type: "Text"))
        let diff = TreeDiff(from: old, to: new)
        let decoded = try TreeDiff(json: try JSONParser.parse(diff.jsonValue.canonicalText))
        XCTAssertEqual(decoded, diff)
        XCTAssertEqual(decoded.rendered, diff.rendered)
    }

    func testADiffThatIsNotOneSaysWhere() {
        XCTAssertThrowsError(try TreeDiff(json: ["added": [["id": "c", "type": "Text", "size": 1]]])) { error in
            XCTAssertEqual((error as? IRDecodingError)?.description, #"added[0].at: a placement is {"parent", "slot", "index"}"#)
        }
        XCTAssertThrowsError(try TreeDiff(json: ["changed": [["id": "b", "type": "Text", "changes": [["field": "reads", "after": 3]]]]])) { error in
            XCTAssertEqual((error as? IRDecodingError)?.description, "changed[0].changes[0].after: expected an array of strings")
        }
    }
}
