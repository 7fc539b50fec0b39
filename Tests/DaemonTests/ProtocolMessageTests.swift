import Daemon
import ViewTree
import XCTest

final class ProtocolMessageTests: XCTestCase {
    func testAnEventLineWithAnEncodedTreeIsTheCanonicalEvent() {
        let tree = Document(root: Node(id: "root", type: "VStack", children: [Node(id: "root/0", type: "Text", props: ["text": "Hi \"there\""])]))
        let fields: [String: JSONValue] = ["document": "app", "summary": "1 changed", "files": ["app.swift"]]
        var whole = fields
        whole["tree"] = tree.jsonValue
        XCTAssertEqual(
            String(decoding: ProtocolMessage.eventLine("reloaded", fields, lastKey: "tree", lastValue: IRJSONEncoder.encode(tree)), as: UTF8.self),
            CanonicalJSONWriter().string(ProtocolMessage.event("reloaded", .object(whole))))
    }

    func testAnEventLineWithOnlyTheEncodedField() {
        XCTAssertEqual(
            String(decoding: ProtocolMessage.eventLine("stored", [:], lastKey: "snapshot", lastValue: Array("7".utf8)), as: UTF8.self),
            #"{"data":{"snapshot":7},"event":"stored"}"#)
    }
}
