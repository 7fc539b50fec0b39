import XCTest
import ViewTree

final class IRCodingTests: XCTestCase {
    func testEveryValueKindRoundTrips() throws {
        for value in everyValueKind {
            let bytes = IRJSONEncoder.encode(value)
            let decoded = try Value(json: try JSONParser.parse(bytes: bytes))
            if case .double(let number) = value, number.isNaN { continue }
            XCTAssertEqual(decoded, value, "round trip of \(value)")
        }
        let nan = try Value(json: try JSONParser.parse(bytes: IRJSONEncoder.encode(Value.double(.nan))))
        guard case .double(let number) = nan, number.isNaN else { return XCTFail("NaN did not survive: \(nan)") }
    }

    func testTheFastEncoderWritesTheCanonicalBytesOfTheJSONForm() {
        for value in everyValueKind {
            XCTAssertEqual(IRJSONEncoder.encode(value), CanonicalJSONWriter().bytes(value.jsonValue), "\(value)")
        }
        let document = Document(root: sampleTree())
        XCTAssertEqual(IRJSONEncoder.encode(document), CanonicalJSONWriter().bytes(document.jsonValue))
    }

    func testAStoreCanWriteChildrenAndTheRootAsReferences() {
        let document = Document(root: sampleTree())
        var output: [UInt8] = []
        IRJSONEncoder.writeDocument(document, into: &output) { root, output in
            IRJSONEncoder.writeNode(root, into: &output) { child, output in
                output.append(contentsOf: Array("\"ref:\(child.id)\"".utf8))
            }
        }
        let json = try? JSONParser.parse(bytes: output)
        let root = json?.objectValue?["root"]?.objectValue
        XCTAssertEqual(root?["id"], .string(document.root.id))
        XCTAssertEqual(root?["children"], .array(document.root.children.map { .string("ref:" + $0.id) }))
        var plain: [UInt8] = []
        IRJSONEncoder.writeDocument(document, into: &plain) { root, output in IRJSONEncoder.write(root, into: &output) }
        XCTAssertEqual(plain, IRJSONEncoder.encode(document))
    }

    func testASourceLocationIsWrittenAsInTheNode() {
        var source: [UInt8] = []
        IRJSONEncoder.write(SourceLocation(file: "app.swift", line: 12, column: 9, component: "row"), into: &source)
        XCTAssertEqual(String(decoding: source, as: UTF8.self), #"{"column":9,"component":"row","file":"app.swift","line":12}"#)
        var none: [UInt8] = []
        IRJSONEncoder.write(nil as SourceLocation?, into: &none)
        XCTAssertEqual(String(decoding: none, as: UTF8.self), "null")
    }

    func testValueEncodingIsTheDocumentedOne() {
        func text(_ value: Value) -> String { String(decoding: IRJSONEncoder.encode(value), as: UTF8.self) }
        XCTAssertEqual(text(.int(8)), "8")
        XCTAssertEqual(text(.double(8)), "8.0")
        XCTAssertEqual(text(.member(MemberChain([.init("black"), .init("opacity", arguments: [Argument(.double(0.2))])]))),
                       #"{"member":[{"name":"black"},{"args":[{"value":0.2}],"name":"opacity"}]}"#)
        XCTAssertEqual(text(.tuple([Argument(label: "x", 1)])), #"{"tuple":[{"label":"x","value":1}]}"#)
        XCTAssertEqual(text(.attr(AttrReference(name: "w", type: .number, fallback: 200))),
                       #"{"attr":{"fallback":200,"name":"w","type":"number"}}"#)
        XCTAssertEqual(text(.bindingRef("a.b")), #"{"binding":"a.b"}"#)
        XCTAssertEqual(text(.double(.infinity)), #"{"double":"Infinity"}"#)
    }

    func testADocumentRoundTripsAndHasEveryNodeKey() throws {
        let document = Document(root: sampleTree())
        let bytes = IRJSONEncoder.encode(document)
        XCTAssertEqual(try Document(jsonBytes: bytes), document)
        guard case .object(let root) = try JSONParser.parse(bytes: bytes).objectValue?["root"] else {
            return XCTFail("no root")
        }
        XCTAssertEqual(Set(root.keys), ["id", "type", "props", "children", "slots", "modifiers", "events", "bindings", "source", "reads"])
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(#"{"capabilities":["#), text)
        XCTAssertTrue(text.contains(#""modifiers":[{"args":[{"value":{"member":[{"name":"title"}]}}],"name":"font"}"#), text)
        XCTAssertTrue(text.contains(#""source":{"column":9,"component":"row","file":"app.swift","line":8}"#), text)
    }

    func testTheSameTreeAlwaysGivesTheSameBytes() {
        var reordered = sampleTree()
        // Rebuild the dictionaries in another insertion order.
        reordered.props = Dictionary(uniqueKeysWithValues: reordered.props.sorted { $0.key > $1.key })
        reordered.reads = Set(Array(reordered.reads).reversed())
        XCTAssertEqual(IRJSONEncoder.encode(reordered), IRJSONEncoder.encode(sampleTree()))
    }

    func testMalformedDocumentsAreRefusedWithAPath() {
        let cases: [(String, String)] = [
            (#"{"irVersion":1,"capabilities":[],"root":{"id":"0"}}"#, "root: a node needs the key \"type\""),
            (#"{"irVersion":99,"capabilities":[],"root":{}}"#, "irVersion: IR version 99 is newer than this workbench reads (1)"),
            (#"{"irVersion":1,"capabilities":[],"root":{"id":"0","type":"T","props":{"a":{"bogus":1}},"children":[],"slots":{},"modifiers":[],"events":{},"bindings":{},"source":null,"reads":[]}}"#,
             "root.props.a: unknown value tag \"bogus\""),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try Document(jsonBytes: Array(text.utf8))) { error in
                XCTAssertEqual((error as? IRDecodingError)?.description, message)
            }
        }
    }

    func testValuesPrintAsSourceText() {
        let expectations: [(Value, String)] = [
            (.member(MemberChain([.init("system", arguments: [Argument(label: "size", 17), Argument(label: "weight", .member("semibold"))])])),
             ".system(size: 17, weight: .semibold)"),
            (.angle(degrees: 45), "45deg"),
            (.tuple([Argument(label: "x", 1), Argument(label: "y", 0)]), "(x: 1, y: 0)"),
            (.attr(AttrReference(name: "title", type: .string, fallback: "Untitled")), #"attr(title type(<string>), "Untitled")"#),
            (.slot("bg"), ":bg"),
            (.double(0.0), "0.0"),
            (.string("say \"hi\"\n"), #""say \"hi\"\n""#),
            (.dictionary([:]), "[:]"),
        ]
        for (value, text) in expectations { XCTAssertEqual(value.description, text) }
    }
}
