import XCTest
import ViewTree
import VML

/// Random and mutated documents: each gets diagnostics or a result, never a crash or a
/// hang; whatever formats, formats idempotently and keeps its IR. The generator is seeded,
/// so a failure names the seed that reproduces it.
final class RobustnessTests: XCTestCase {
    /// SplitMix64: small, fast, and the same sequence on every platform.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let seeds = [
        """
        <VStack id="home" title="Home"
                style="padding(16), background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))">
          <Text style="font(.system(size: 17)), navigationTitle(attr(title type(<string>), &quot;Untitled&quot;))">
            Welcome &amp; hello
          </Text>
          <Card style="background(alignment: .center, content: :bg)">
            <Text>Body</Text>
            <Star template="bg"/>
          </Card>
          <!-- a comment -->
          <List style="toolbar(content: :toolbar)">
            <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
          </List>
        </VStack>
        """,
        """
        <NavigationLink destination={"/products/1"}>
          <Text>More</Text>
          <ProgressView
            template="destination"
            style="navigationTitle(attr(title type(<string>), &quot;Loading&quot;)), rotationEffect(45deg), fill(rgb(255 0 0 / 50%))"
          />
        </NavigationLink>
        """,
        #"<Rectangle style="fill(LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0.0), Gradient.Stop(color: .green, location: 1.0)]), startPoint: .leading)), frame(width: attr(w type(<number>), 200), height: -1e-07)"/>"#,
    ]

    /// Fragments that stress the scanners when spliced in anywhere.
    private static let fragments = [
        "<", ">", "/>", "</", "\"", "'", "&", "&#x", "&amp;", "&#0;", "(", ")", "[", "]", ",", ":", ";", ".", "-", "#",
        "attr(", "type(<", ">)", ":bg", "<!--", "-->", "<![CDATA[", "]]>", "{\"", "\"}", "\\", "\\u{", "deg", "1e",
        "template=\"bg\"", "style=\"", "<Text>", "</Text>", "\n", "  ", "é", "😀", "\u{0}", "rgb(", "#ff",
    ]

    private func check(_ text: String, seed: UInt64) {
        let document = VMLDocument.parse(text: text, file: "fuzz.vml")
        let conversion = VMLConverter.convert(document)
        for diagnostic in conversion.diagnostics where diagnostic.message != "the document has no element" {
            XCTAssertNotNil(diagnostic.line, "seed \(seed): \(diagnostic.message)")
            XCTAssertNotNil(diagnostic.column, "seed \(seed): \(diagnostic.message)")
        }
        guard let canonical = VMLFormatter.format(document) else {
            XCTAssertTrue(document.hasErrors, "seed \(seed): no text and no error")
            return
        }
        let reparsed = VMLDocument.parse(text: canonical, file: "fuzz.vml")
        XCTAssertEqual(VMLFormatter.format(reparsed), canonical, "seed \(seed): not idempotent for\n\(text)")
        if let tree = conversion.document {
            XCTAssertEqual(
                VMLConverter.convert(reparsed).document.map { withoutSources($0.root) }, withoutSources(tree.root),
                "seed \(seed): formatting changed the IR of\n\(text)")
        }
    }

    func testMutatedDocuments() {
        for seed in UInt64(1)...3000 {
            var random = Generator(state: seed)
            var scalars = Array(Self.seeds[Int(seed % UInt64(Self.seeds.count))].unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...scalars.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    scalars.insert(contentsOf: Self.fragments.randomElement(using: &random)!.unicodeScalars, at: position)
                case 1 where position < scalars.count:
                    scalars.removeSubrange(position..<min(scalars.count, position + Int.random(in: 1...8, using: &random)))
                case 2 where position < scalars.count:
                    scalars[position] = Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))
                default:
                    let start = Int.random(in: 0..<scalars.count, using: &random)
                    let slice = scalars[start..<min(scalars.count, start + Int.random(in: 1...40, using: &random))]
                    scalars.insert(contentsOf: slice, at: position)
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            check(text, seed: seed)
        }
    }

    func testRandomDocuments() {
        for seed in UInt64(10_001)...11_000 {
            var random = Generator(state: seed)
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &random) {
                text += Self.fragments.randomElement(using: &random)!
                if Bool.random(using: &random) { text += ["Text", "VStack", "a", "padding(8)", " ", "x=\"1\""].randomElement(using: &random)! }
            }
            check(text, seed: seed)
        }
    }

    func testRandomBytes() {
        for seed in UInt64(20_001)...20_500 {
            var random = Generator(state: seed)
            let bytes = (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let document = VMLDocument.parse(bytes: bytes, file: "bytes.vml")
            _ = VMLConverter.convert(document)
            _ = VMLFormatter.format(document)
        }
    }

    func testPathologicalShapesFinish() {
        check(String(repeating: "<Group>", count: 10_000), seed: 0)
        check("<Text style=\"" + String(repeating: "m(", count: 10_000) + "\"/>", seed: 0)
        check("<Text>" + String(repeating: "&amp;", count: 20_000) + "</Text>", seed: 0)
        check("<HStack>" + String(repeating: "<Text style=\"padding(8)\">é</Text>", count: 5_000) + "</HStack>", seed: 0)
        check(String(repeating: "<!--", count: 5_000), seed: 0)
    }
}
