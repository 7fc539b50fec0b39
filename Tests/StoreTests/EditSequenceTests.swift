import Foundation
@testable import Store
import ViewTree
import XCTest

/// The encoder reuses the last tree's hashes for every node it finds unchanged; a node
/// wrongly found unchanged would store a tree that is not the one run. These store long
/// sequences of random edits, each kind the encoder has a path for (a node changed in
/// place, siblings added, removed and moved, slots, dictionaries built in another order),
/// and read every snapshot back. The edits are made in place, so that, as from the
/// runtime, the subtrees they leave alone share their storage with the last tree's.
final class EditSequenceTests: XCTestCase {
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func value(depth: Int = 0) -> Value {
            switch next(depth > 1 ? 6 : 9) {
            case 0: return .int(next(3) - 1)
            case 1: return .double([0.0, -0.0, 0.5, 1.0][next(4)])
            case 2: return .string(["a", "b", "caf\u{E9}", "cafe\u{301}", ""][next(5)])
            case 3: return .bool(next(2) == 0)
            case 4: return .member(MemberChain([MemberChain.Segment(["red", "blue"][next(2)])]))
            case 5: return .null
            case 6: return .array((0..<next(3)).map { _ in value(depth: depth + 1) })
            case 7: return .tuple([Argument(label: next(2) == 0 ? nil : "x", value(depth: depth + 1))])
            default:
                return .dictionary(Dictionary(uniqueKeysWithValues: (0..<next(3)).map { ("k\($0)", value(depth: depth + 1)) }))
            }
        }

        /// Props built in a random order: equal dictionaries need not list their keys alike.
        mutating func props() -> [String: Value] {
            var entries = (0..<next(4)).map { ("p\($0)", value()) }
            if next(2) == 0 { entries.reverse() }
            return Dictionary(uniqueKeysWithValues: entries)
        }

        mutating func node(id: String, depth: Int) -> Node {
            var node = Node(id: id, type: ["Text", "VStack", "Image"][next(3)], props: props())
            // Most nodes have a location: a subtree skipped as shared with the last tree
            // must bring its own, whatever moved before it.
            if next(4) > 0 { node.source = SourceLocation(file: ["app.swift", "rows.swift"][next(2)], line: next(50) + 1, column: next(9) + 1) }
            if next(4) == 0 { node.modifiers = [Modifier(["padding", "font"][next(2)], [Argument(value())])] }
            if next(6) == 0 { node.events = ["tap": "go", "appear": ["a", "b"][next(2)]] }
            if next(6) == 0 { node.reads = ["count", "todos[\(next(3))]"] }
            if depth < 3 {
                node.children = (0..<next(5)).map { self.node(id: "\(id).\($0)", depth: depth + 1) }
                if next(5) == 0 { node.slots = ["background": [self.node(id: "\(id).bg", depth: 3)]] }
            }
            return node
        }

        /// One random edit somewhere in the tree.
        mutating func edit(_ node: inout Node, depth: Int = 0) {
            if !node.children.isEmpty, next(3) > 0 {
                let index = next(node.children.count)
                edit(&node.children[index], depth: depth + 1)
                return
            }
            switch next(8) {
            case 0: node.props = props()
            case 1: node.props = Dictionary(uniqueKeysWithValues: node.props.reversed().map { ($0.key, $0.value) })
            case 2 where node.children.count > 1:
                // Siblings that keep their ids but change places.
                node.children.swapAt(0, node.children.count - 1)
            case 3 where !node.children.isEmpty: node.children.remove(at: next(node.children.count))
            case 4 where depth < 3: node.children.insert(self.node(id: "\(node.id).n\(next(1000))", depth: depth + 1), at: 0)
            case 5: node.slots = next(2) == 0 ? [:] : ["background": [self.node(id: "\(node.id).bg", depth: 3)]]
            case 6: node.modifiers = next(2) == 0 ? [] : [Modifier("padding", [Argument(value())])]
            default: node.source = SourceLocation(file: "app.swift", line: next(50) + 1, column: 1)
            }
        }
    }

    func testEveryTreeOfARandomEditSequenceReadsBackExactly() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        for seed in 1...6 {
            var generator = Generator(state: UInt64(seed))
            var root = generator.node(id: "0", depth: 0)
            var stored: [(Int64, [UInt8])] = []
            for step in 0..<60 {
                if step > 0 { generator.edit(&root) }
                var snapshot = todoSnapshot()
                snapshot.ir = Document(root: root)
                stored.append((try store.append(snapshot), IRJSONEncoder.encode(snapshot.ir!)))
            }
            for (id, bytes) in stored {
                // Not XCTAssertEqual: a failure would print both trees, byte by byte.
                let readBack = IRJSONEncoder.encode(try store.snapshot(id: id).snapshot.ir!)
                XCTAssertTrue(readBack == bytes, "seed \(seed), snapshot \(id) reads back another tree")
            }
        }
    }

    /// The timeline compares stored trees only below the subtrees whose hashes differ; its
    /// diffs must be the whole trees' diffs, sizes and all.
    func testDiffsOfStoredTreesAreTheWholeTreesDiffs() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        var compared = 0
        for seed in 1...6 {
            var generator = Generator(state: UInt64(seed) * 7919)
            var root = generator.node(id: "0", depth: 0)
            var previous: (id: Int64, root: Node)?
            for step in 0..<60 {
                if step > 0 { generator.edit(&root) }
                var snapshot = todoSnapshot(second: step)
                snapshot.document = "seed \(seed)"
                snapshot.ir = Document(root: root)
                let id = try store.append(snapshot)
                var ids: [String] = []
                root.forEachNode { ids.append($0.id) }
                // TreeDiff takes the first of repeated ids; the stored diff need not.
                if let previous, Set(ids).count == ids.count {
                    let expected = TreeDiff(from: previous.root, to: root)
                    XCTAssertEqual(try store.screen(ofSnapshot: id).changes, expected, "seed \(seed), step \(step)")
                    XCTAssertEqual(
                        try store.timeline(of: snapshot.document, limit: 1).entries.first?.nodesChanged, expected.touchedNodeCount,
                        "seed \(seed), step \(step)")
                    compared += 1
                }
                previous = (id, root)
            }
        }
        XCTAssertGreaterThan(compared, 300)
    }

    func testEqualDictionariesAreTheSameContentWhateverTheirOrder() {
        let forward = Node(id: "0", type: "Text", props: ["a": 1, "b": 2, "c": 3], events: ["tap": "x", "appear": "y"])
        var backward = Node(id: "0", type: "Text")
        for key in ["c", "b", "a"] { backward.props[key] = forward.props[key] }
        backward.events = ["appear": "y", "tap": "x"]
        XCTAssertTrue(forward.hasSameOwnContent(as: backward))
        backward.props["b"] = .double(2)
        XCTAssertFalse(forward.hasSameOwnContent(as: backward), "2 and 2.0 are stored differently")
    }
}
