import XCTest
import ViewTree
import VML

/// Every example of the VML specification (shared/seeds/vml-spec.txt, §2 to §12): it
/// parses, gives the IR the specification describes, and formats to the canonical text
/// shown (or, where the specification lays an example out by hand, to its canonical form).
final class SpecExampleTests: XCTestCase {
    // MARK: §2 Modifiers

    func testModifiersApplyLeftToRight() {
        let text = #"<Text style="padding(8), background(.red), padding(.horizontal, 12)"/>"#
        XCTAssertEqual(
            ir(text).modifiers,
            [
                Modifier("padding", [Argument(8)]), Modifier("background", [Argument(.member("red"))]),
                Modifier("padding", [Argument(.member("horizontal")), Argument(12)]),
            ])
        assertCanonical(text + "\n")
    }

    func testEvenlySpacedGradientIsWrittenWithColors() {
        let text = #"<Rectangle style="background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))"/>"#
        assertCanonical(text + "\n")
        XCTAssertEqual(
            ir(text).modifiers[0].arguments[0].value,
            call(
                "linearGradient", .labeled("colors", [.member("blue"), .member("purple")]),
                .labeled("startPoint", .member("topLeading")), .labeled("endPoint", .member("bottomTrailing"))))
    }

    // MARK: §3 attr(...)

    func testAttrBindsAnAttributeOfTheSameElement() {
        let text = #"<Text title="Welcome" style="navigationTitle(attr(title type(<string>), &quot;Untitled&quot;))"/>"#
        let node = ir(text)
        XCTAssertEqual(node.props, ["title": "Welcome"])
        let reference = AttrReference(name: "title", type: .string, fallback: "Untitled")
        XCTAssertEqual(node.modifiers, [Modifier("navigationTitle", [Argument(.attr(reference))])])
        XCTAssertEqual(AttrResolver(props: node.props).resolve(reference), .resolved("Welcome"))
        assertCanonical(text + "\n")
    }

    func testAttrExamplesOfSection3() {
        let frame = #"<Rectangle style="frame(width: attr(w type(<number>), 200), height: attr(h type(<number>), 100))"/>"#
        let rectangle = ir(frame)
        XCTAssertEqual(
            AttrResolver(props: rectangle.props).resolve(rectangle.modifiers),
            [Modifier("frame", [.labeled("width", 200), .labeled("height", 100)])])
        XCTAssertEqual(warnings(frame), [], "a missing attribute with a fallback is what fallbacks are for")
        assertCanonical(frame + "\n")

        let fill = ##"<Circle fill="#ff0000" style="background(attr(fill type(<color>), .blue))"/>"##
        let circle = ir(fill)
        XCTAssertEqual(circle.props, ["fill": "#ff0000"])
        XCTAssertEqual(AttrResolver(props: circle.props).resolve(circle.modifiers), [Modifier("background", [Argument(.cssColor("#ff0000"))])])
        assertCanonical(fill + "\n")

        let degrees = #"<Text degrees="45deg" style="rotationEffect(attr(degrees type(<angle>), .degrees(0)))"/>"#
        let rotated = ir(degrees)
        XCTAssertEqual(AttrResolver(props: rotated.props).resolve(rotated.modifiers), [Modifier("rotationEffect", [Argument(.angle(degrees: 45))])])
        assertCanonical(degrees + "\n")
    }

    // MARK: §4 Templates

    func testTemplateFillsTheSlotItsParentRefersTo() {
        let text = """
            <Text style="background(alignment: .center, content: :bg)">
              Hello
              <Star template="bg"/>
            </Text>

            """
        XCTAssertEqual(
            ir(text),
            Node(
                id: "0", type: "Text", props: ["text": "Hello"],
                slots: ["bg": [Node(id: "0.bg.0", type: "Star")]],
                modifiers: [Modifier("background", [.labeled("alignment", .member("center")), .labeled("content", .slot("bg"))])]))
        assertCanonical(text)
    }

    // MARK: §8 Cookbook

    func testBasicTextAndModifiers() {
        let text = """
            <Text style="font(.system(size: 17, weight: .semibold)), foregroundColor(.purple), padding(.horizontal, 12)">
              Hello
            </Text>

            """
        let node = ir(text)
        XCTAssertEqual(node.props, ["text": "Hello"])
        XCTAssertEqual(
            node.modifiers.map(\.description),
            ["font(.system(size: 17, weight: .semibold))", "foregroundColor(.purple)", "padding(.horizontal, 12)"])
        assertCanonical(text)
    }

    func testFrameBackgroundCornerRadius() {
        let text = """
            <Text style="frame(width: 100, height: 40), background(.blue), foregroundColor(.white), cornerRadius(8)">
              Badge
            </Text>

            """
        XCTAssertEqual(
            ir(text).modifiers,
            [
                Modifier("frame", [.labeled("width", 100), .labeled("height", 40)]),
                Modifier("background", [Argument(.member("blue"))]), Modifier("foregroundColor", [Argument(.member("white"))]),
                Modifier("cornerRadius", [Argument(8)]),
            ])
        assertCanonical(text)
    }

    func testLinearGradientFill() {
        let text = #"<Rectangle style="fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))"/>"#
        XCTAssertEqual(ir(text).modifiers.map(\.name), ["fill"])
        assertCanonical(text + "\n")
    }

    func testBackgroundAndOverlayTemplates() {
        let background = """
            <Text style="background(alignment: .center, content: :bg)">
              Hello
              <Star template="bg"/>
            </Text>

            """
        assertCanonical(background)
        let overlay = """
            <Text style="overlay(alignment: .topTrailing, content: :ov)">
              Hello
              <Badge template="ov"><Text>NEW</Text></Badge>
            </Text>

            """
        XCTAssertEqual(
            ir(overlay).slots,
            ["ov": [Node(id: "0.ov.0", type: "Badge", children: [Node(id: "0.ov.0.0", type: "Text", props: ["text": "NEW"])])]])
        XCTAssertEqual(warnings(overlay), [])
        assertCanonical(overlay)
    }

    func testLabelTitleAndIcon() {
        let text = """
            <Label>
              <Text template="title">Downloads</Text>
              <Image template="icon" systemName="arrow.down.circle"/>
            </Label>

            """
        XCTAssertEqual(
            ir(text),
            Node(
                id: "0", type: "Label",
                slots: [
                    "title": [Node(id: "0.title.0", type: "Text", props: ["text": "Downloads"])],
                    "icon": [Node(id: "0.icon.0", type: "Image", props: ["systemName": "arrow.down.circle"])],
                ]))
        XCTAssertEqual(warnings(text), [])
        assertCanonical(text)
    }

    func testButtonDefaultSlotTakesUnlabeledChildren() {
        let text = """
            <Button>
              <Text>Play</Text>
              <Image systemName="play"/>
            </Button>

            """
        XCTAssertEqual(
            ir(text),
            Node(
                id: "0", type: "Button",
                children: [
                    Node(id: "0.0", type: "Text", props: ["text": "Play"]),
                    Node(id: "0.1", type: "Image", props: ["systemName": "play"]),
                ]))
        assertCanonical(text)
    }

    func testExplicitDefaultTemplateWins() {
        let text = """
            <Button>
              <Text>Ignored</Text>
              <Text template="label">Used</Text>
            </Button>

            """
        XCTAssertEqual(ir(text).children, [Node(id: "0.0", type: "Text", props: ["text": "Used"])])
        let found = warnings(text)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.line, 2, "the warning points at the ignored child")
        XCTAssertEqual(found.first?.column, 3)
        assertFormats(text, to: "<Button>\n  <Text template=\"label\">Used</Text>\n</Button>\n")
    }

    func testNavigationLinkWithBracedDestinationAndTemplatedPlaceholder() {
        let text = """
            <NavigationLink destination={"/products/1"}>
              <Text>More Information</Text>
              <ProgressView
                template="destination"
                title="Product 1"
                style="navigationTitle(attr(title type(<string>), &quot;Loading&quot;))"
              />
            </NavigationLink>

            """
        let node = ir(text)
        XCTAssertEqual(node.props, ["destination": "/products/1"])
        XCTAssertEqual(node.children, [Node(id: "0.0", type: "Text", props: ["text": "More Information"])])
        XCTAssertEqual(node.slots["destination"]?.first?.props, ["title": "Product 1"])
        XCTAssertEqual(warnings(text), [])
        assertFormats(text, to: text.replacingOccurrences(of: #"{"/products/1"}"#, with: #""/products/1""#))
    }

    func testSectionHeaderAndFooter() {
        let text = """
            <Section>
              <Text>Row</Text>
              <Text template="header">Header</Text>
              <Text template="footer">Footer</Text>
            </Section>

            """
        let node = ir(text)
        XCTAssertEqual(node.children.map(\.id), ["0.0"])
        XCTAssertEqual(node.slots["header"], [Node(id: "0.header.0", type: "Text", props: ["text": "Header"])])
        XCTAssertEqual(node.slots["footer"], [Node(id: "0.footer.0", type: "Text", props: ["text": "Footer"])])
        XCTAssertEqual(warnings(text), [])
        assertCanonical(text)
    }

    func testToolbarCollectsEveryMatchInDocumentOrder() {
        let text = """
            <List style="toolbar(content: :toolbar)">
              <Text>Row 1</Text>
              <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
              <ToolbarItem template="toolbar" placement="topBarTrailing"><Text>Edit</Text></ToolbarItem>
            </List>

            """
        let node = ir(text)
        XCTAssertEqual(node.children.map(\.id), ["0.0"])
        XCTAssertEqual(node.slots["toolbar"]?.map(\.props), [["placement": .member("topBarLeading")], ["placement": .member("topBarTrailing")]])
        XCTAssertEqual(node.slots["toolbar"]?.map(\.id), ["0.toolbar.0", "0.toolbar.1"])
        XCTAssertEqual(warnings(text), [])
        assertCanonical(text)
    }

    func testImageWithSymbol() {
        let text = #"<Image systemName="heart.fill" style="foregroundColor(.red)"/>"# + "\n"
        XCTAssertEqual(ir(text).props, ["systemName": "heart.fill"])
        assertCanonical(text)
    }

    func testOpacityAndShadow() {
        let text = """
            <Text style="opacity(0.5), shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)">
              Faded
            </Text>

            """
        let shadow = ir(text).modifiers[1]
        XCTAssertEqual(
            shadow.arguments[0],
            .labeled("color", .member(MemberChain([.init("black"), .init("opacity", arguments: [Argument(0.2)])]))))
        assertCanonical(text)
    }

    func testRotationAndAngleLiteral() {
        let text = """
            <Image systemName="arrow.right"
                   style="rotationEffect(.degrees(45)), rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))"/>

            """
        XCTAssertEqual(
            ir(text).modifiers[1].arguments[1],
            .labeled("axis", .tuple([.labeled("x", 1), .labeled("y", 0), .labeled("z", 0)])))
        assertCanonical(text)

        let literal = #"<Image systemName="arrow.right" style="rotationEffect(45deg)"/>"# + "\n"
        XCTAssertEqual(ir(literal).modifiers, [Modifier("rotationEffect", [Argument(.angle(degrees: 45))])])
        assertCanonical(literal)
    }

    func testDynamicBindingExamples() {
        let title = """
            <Text title="Home" style="navigationTitle(attr(title type(<string>), &quot;Untitled&quot;))">
              Home
            </Text>

            """
        XCTAssertEqual(ir(title).props, ["title": "Home", "text": "Home"])
        assertCanonical(title)
        let color = ##"<Circle fill="#00ffcc" style="background(attr(fill type(<color>), .blue))"/>"## + "\n"
        let circle = ir(color)
        XCTAssertEqual(AttrResolver(props: circle.props).resolve(circle.modifiers)[0].arguments, [Argument(.cssColor("#00ffcc"))])
        assertCanonical(color)
    }

    func testZStackAndOverlayTemplate() {
        let stack = """
            <ZStack>
              <Circle style="fill(.blue)"/>
              <Text style="font(.largeTitle), foregroundColor(.white)">42</Text>
            </ZStack>

            """
        XCTAssertEqual(ir(stack).children.map(\.type), ["Circle", "Text"])
        assertCanonical(stack)
        let overlay = """
            <Circle style="fill(.blue), overlay(content: :ov)">
              <Text template="ov" style="font(.largeTitle), foregroundColor(.white)">42</Text>
            </Circle>

            """
        let circle = ir(overlay)
        XCTAssertEqual(circle.children, [])
        XCTAssertEqual(circle.slots["ov"]?.first?.props, ["text": "42"])
        XCTAssertEqual(circle.slots["ov"]?.first?.modifiers.map(\.name), ["font", "foregroundColor"], "a hoisted child keeps its modifiers")
        XCTAssertEqual(warnings(overlay), [])
        assertCanonical(overlay)
    }

    func testListRowBackgroundTemplate() {
        let text = """
            <Text style="listRowBackground(content: :bg)">
              Row
              <Rectangle template="bg" style="fill(.yellow)"/>
            </Text>

            """
        XCTAssertEqual(ir(text).slots["bg"]?.map(\.type), ["Rectangle"])
        assertCanonical(text)
    }

    func testUnevenStopsKeepTheStopsForm() {
        let text = """
            <Rectangle style="fill(LinearGradient(gradient: Gradient(stops: [
              Gradient.Stop(color: .red, location: 0.0),
              Gradient.Stop(color: .yellow, location: 0.3),
              Gradient.Stop(color: .green, location: 1.0)
            ]), startPoint: .leading, endPoint: .trailing))"/>
            """
        let stop = ir(text).modifiers[0].arguments[0].value
        guard case .named(let gradient) = stop else { return XCTFail("expected LinearGradient(...), got \(stop)") }
        XCTAssertEqual(gradient.segments.map(\.name), ["LinearGradient"])
        assertFormats(
            text,
            to: #"<Rectangle style="fill(LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0.0), Gradient.Stop(color: .yellow, location: 0.3), Gradient.Stop(color: .green, location: 1.0)]), startPoint: .leading, endPoint: .trailing))"/>"#
                + "\n")
    }

    // MARK: §9 Invalid and warning examples

    func testNestedTemplateIsIgnoredWithAWarning() {
        let text = """
            <List style="toolbar(content: :toolbar)">
              <VStack>
                <ToolbarItem template="toolbar"><Text>Ignored</Text></ToolbarItem>
              </VStack>
            </List>
            """
        let node = ir(text)
        XCTAssertEqual(node.slots, [:])
        XCTAssertEqual(node.children.first?.children, [], "the nested template is not a child of the VStack either")
        let found = warnings(text)
        XCTAssertEqual(found.map { "\($0.line ?? 0):\($0.column ?? 0)" }, ["1:31", "3:18"])
        XCTAssertTrue(found[1].message.contains("nested"), found[1].message)
        XCTAssertTrue(found[0].notes.contains { $0.contains("3:5") }, "the missing slot points to the nested template: \(found[0].notes)")
    }

    func testSymbolOutsideStyleIsAnError() {
        let text = "<NavigationLink destination=:detail>…</NavigationLink>  <!-- invalid -->"
        let errors = diagnostics(text).filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.message, "symbols such as ':detail' are only valid inside style")
        XCTAssertEqual(errors.first?.line, 1)
        XCTAssertEqual(errors.first?.column, 29)
    }

    func testMultipleMatchesForASingleValuedSlotTakeTheFirst() {
        let text = """
            <Text style="background(content: :bg)">
              <Circle template="bg"/>
              <Rectangle template="bg"/>  <!-- ignored -->
            </Text>
            """
        XCTAssertEqual(ir(text).slots["bg"]?.map(\.type), ["Circle"])
        let found = warnings(text)
        XCTAssertEqual(found.map { "\($0.line ?? 0):\($0.column ?? 0)" }, ["3:14"])
        XCTAssertEqual(found.first?.notes, ["the first in document order, <Circle> at 2:3, is used (§4.2)"])
        assertFormats(
            text,
            to: """
                <Text style="background(content: :bg)">
                  <Circle template="bg"/>
                  <Rectangle template="bg"/> <!-- ignored -->
                </Text>

                """)
    }

    func testAttrAsAnAttributeValueIsAnError() {
        let text = #"<Text title="attr(name)">Hello</Text>  <!-- invalid -->"#
        let errors = diagnostics(text).filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), ["attr(...) is only valid inside style"])
        XCTAssertEqual(errors.first?.column, 14)
        // Braced, it is the same value: formatting writes it quoted, which must still read.
        let braced = diagnostics(#"<Text title={"attr(name)"}>Hello</Text>"#).filter { $0.severity == .error }
        XCTAssertEqual(braced.map(\.message), ["attr(...) is only valid inside style"])
    }

    // MARK: §12 End to end

    func testEndToEndExampleIsCanonical() {
        let text = """
            <VStack id="home" title="Home"
                    style="padding(16), background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))">

              <Text style="font(.system(size: 17)), navigationTitle(attr(title type(<string>), &quot;Untitled&quot;))">
                Welcome
              </Text>

              <Card style="background(alignment: .center, content: :bg)">
                <Text>Body</Text>
                <Star template="bg"/>
              </Card>

              <List style="toolbar(content: :toolbar)">
                <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
                <ToolbarItem template="toolbar" placement="topBarTrailing"><Text>Edit</Text></ToolbarItem>
              </List>
            </VStack>

            """
        assertCanonical(text)
        let root = ir(text)
        XCTAssertEqual(root.id, "home")
        XCTAssertEqual(root.children.map(\.id), ["home.0", "home.1", "home.2"])
        XCTAssertEqual(root.children[1].slots["bg"]?.map(\.id), ["home.1.bg.0"])
        XCTAssertEqual(root.children[2].slots["toolbar"]?.map(\.id), ["home.2.toolbar.0", "home.2.toolbar.1"])
        XCTAssertEqual(warnings(text), [])
    }
}
