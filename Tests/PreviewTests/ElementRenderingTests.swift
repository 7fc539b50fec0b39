import Testing
import ViewTree

@testable import Preview

/// The HTML each element becomes: the page's stylesheet relies on these classes and styles.
@Suite struct ElementRenderingTests {
    @Test func everyNodeIsOneElementCarryingItsIdAndType() {
        let output = html(node("VStack", children: [text("A", id: "0.0")]))
        #expect(output.hasPrefix(#"<div data-id="0" class="sw-vstack sw-axis-v""#))
        #expect(output.contains(#"<span data-id="0.0" class="sw-text" data-type="Text">A</span>"#))
        #expect(output.hasSuffix(#"data-type="VStack"><span data-id="0.0" class="sw-text" data-type="Text">A</span></div>"#))
    }

    @Test func vStackAlignsLeadingAndSpaces() {
        let output = html(node("VStack", ["alignment": .member("leading"), "spacing": 12]))
        #expect(output.contains(#"style="gap:12px;align-items:flex-start""#))
    }

    @Test func stacksUseSwiftUIsDefaultSpacingAndCenterAlignment() {
        #expect(html(node("VStack")).contains(#"style="gap:8px;align-items:center""#))
        #expect(html(node("HStack")).contains(#"class="sw-hstack sw-axis-h" style="gap:8px;align-items:center""#))
    }

    @Test func hStackAlignsToItsVerticalAlignment() {
        #expect(html(node("HStack", ["alignment": .member("top"), "spacing": 0])).contains(#"style="gap:0px;align-items:flex-start""#))
        #expect(html(node("HStack", ["alignment": .member("bottom")])).contains("align-items:flex-end"))
        #expect(html(node("HStack", ["alignment": .member("firstTextBaseline")])).contains("align-items:baseline"))
    }

    @Test func zStackLayersItsChildrenAtTheAlignment() {
        let output = html(node("ZStack", ["alignment": .member("topLeading")], children: [text("A", id: "0.0"), text("B", id: "0.1")]))
        #expect(output.contains(#"class="sw-zstack" style="place-items:start start""#))
        #expect(html(node("ZStack")).contains("place-items:center center"))
        #expect(html(node("ZStack", ["alignment": .member("bottomTrailing")])).contains("place-items:end end"))
    }

    @Test func aSpacerMakesItsStackFillTheAxis() {
        let row = html(node("HStack", children: [text("A", id: "0.0"), node("Spacer", id: "0.1")]))
        #expect(row.contains(#"class="sw-hstack sw-axis-h sw-fill-w""#))
        #expect(row.contains(#"<div data-id="0.1" class="sw-spacer" style="--sw-spacer-min:8px" data-type="Spacer"></div>"#))
        let column = html(node("VStack", children: [node("Spacer", id: "0.0", ["minLength": 20])]))
        #expect(column.contains(#"class="sw-vstack sw-axis-v sw-fill-h""#))
        #expect(column.contains("--sw-spacer-min:20px"))
    }

    @Test func dividerIsAHairline() {
        #expect(html(node("Divider")) == #"<div data-id="0" class="sw-divider" data-type="Divider"></div>"#)
    }

    @Test func textIsEscaped() {
        #expect(html(text("<b>Tom & Jerry</b>")) == #"<span data-id="0" class="sw-text" data-type="Text">&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</span>"#)
    }

    @Test func textShowsAStateReferencesValue() {
        let output = html(node("Text", ["text": .stateRef("count")]), values: ["count": 3])
        #expect(output.contains(">3</span>"))
    }

    @Test func systemImageIsADrawnGlyph() {
        let output = html(node("Image", ["systemName": "checkmark.circle.fill"]))
        #expect(output.contains(#"class="sw-image sw-symbol" role="img" aria-label="checkmark.circle.fill""#))
        #expect(output.contains("<svg viewBox=\"0 0 24 24\""))
        // A filled circle with the checkmark drawn over it in white.
        #expect(output.contains(#"<g fill="currentColor" stroke="none"><circle cx="12" cy="12" r="9"/></g>"#))
        #expect(output.contains(##"<g stroke="#fff""##))
    }

    @Test func filledSymbolsAreFilled() {
        #expect(html(node("Image", ["systemName": "star.fill"])).contains(#"<g fill="currentColor"><path"#))
        #expect(!html(node("Image", ["systemName": "star"])).contains(#"fill="currentColor""#))
    }

    @Test func anUnknownSymbolIsALabelledPlaceholder() {
        let output = html(node("Image", ["systemName": "figure.surfing"]))
        #expect(output.contains(#"class="sw-image sw-symbol sw-symbol-missing""#))
        #expect(output.contains(">figure.surfing</span>"))
        #expect(!output.contains("<svg"))
    }

    @Test func anAssetImageIsAPlaceholderWithItsName() {
        #expect(html(node("Image", ["name": "logo"])).contains(#"class="sw-image sw-image-asset" role="img" aria-label="logo" data-type="Image">logo</span>"#))
    }

    @Test func labelShowsItsIconAndTitle() {
        let output = html(node("Label", ["title": "Settings", "systemImage": "gear"]))
        #expect(output.contains(#"class="sw-label sw-axis-h""#))
        #expect(output.contains(#"aria-label="gear""#))
        #expect(output.contains(#"<span class="sw-text">Settings</span>"#))
    }

    @Test func shapesFillTheirRoomWithTheForegroundColor() {
        #expect(html(node("Rectangle")) == #"<div data-id="0" class="sw-shape sw-fill-w sw-fill-h" data-type="Rectangle"></div>"#)
        #expect(html(node("Circle")).contains(#"class="sw-shape sw-fill-w sw-fill-h sw-circle""#))
        #expect(html(node("Capsule")).contains(#"class="sw-shape sw-fill-w sw-fill-h sw-capsule""#))
        #expect(html(node("RoundedRectangle", ["cornerRadius": 12])).contains(#"style="border-radius:12px""#))
    }

    @Test func shapesTakeFillAndStroke() {
        let filled = html(node("Circle", modifiers: [modifier("fill", .member("blue"))]))
        #expect(filled.contains(#"style="background-color:rgb(0 122 255)""#))
        let stroked = html(
            node("RoundedRectangle", ["cornerRadius": 8], modifiers: [Modifier("stroke", [Argument(.member("red")), Argument(label: "lineWidth", 2)])]))
        #expect(stroked.contains("background-color:transparent;box-shadow:inset 0 0 0 2px rgb(255 59 48)"))
        // Neither is shown as unknown on a shape.
        #expect(!filled.contains("sw-unknown") && !stroked.contains("sw-unknown"))
    }

    @Test func aShapeOfTheProgramIsDrawnAsItsPath() {
        let triangle = ["path": Value.string("M 50 0 L 0 80 L 100 80 Z"), "width": 100, "height": 80]
        let filled = html(node("Triangle", triangle, modifiers: [modifier("fill", .member("red"))]))
        #expect(filled.contains(#"class="sw-custom-shape sw-fill-w sw-fill-h" viewBox="0 0 100 80" preserveAspectRatio="xMidYMid meet""#))
        #expect(filled.contains(#"<path d="M 50 0 L 0 80 L 100 80 Z" fill="rgb(255 59 48)" stroke="none" stroke-width="1">"#))
        let stroked = html(node("Triangle", triangle, modifiers: [Modifier("stroke", [Argument(.member("blue")), Argument(label: "lineWidth", 4)])]))
        #expect(stroked.contains(#"fill="none" stroke="rgb(0 122 255)" stroke-width="4""#))
        #expect(!filled.contains("sw-unknown") && !stroked.contains("sw-unknown"))
    }

    @Test func colorAsAViewFillsItsRoom() {
        #expect(html(node("Color", ["color": .member("orange")])).contains(#"class="sw-color sw-fill-w sw-fill-h" style="background:rgb(255 149 0)""#))
    }

    @Test func aGradientAsAViewFillsItsRoomWithTheGradient() {
        func gradient(_ name: String, _ arguments: [Argument]) -> Value {
            .named(MemberChain([MemberChain.Segment(name, arguments: arguments)]))
        }
        let colors = Argument(label: "colors", .array([.member("blue"), .member("black")]))
        let linear = gradient("LinearGradient", [colors, Argument(label: "startPoint", .member("leading")), Argument(label: "endPoint", .member("trailing"))])
        #expect(html(node("LinearGradient", ["gradient": linear])).contains(#"style="background:linear-gradient(to right, rgb(0 122 255), rgb(0 0 0))""#))
        let wrapped = gradient("RadialGradient", [Argument(label: "gradient", gradient("Gradient", [colors]))])
        #expect(html(node("RadialGradient", ["gradient": wrapped])).contains("background:radial-gradient(rgb(0 122 255), rgb(0 0 0))"))
    }

    @Test func listGroupsLooseRowsAndSections() {
        let list = node(
            "List",
            children: [
                text("Loose", id: "0.0"),
                node(
                    "Section", id: "0.1", children: [text("Row", id: "0.1.0")],
                    slots: ["header": [text("Header", id: "0.1.header.0")], "footer": [text("Footer", id: "0.1.footer.0")]]),
            ])
        let output = html(list)
        #expect(output.hasPrefix(#"<div data-id="0" class="sw-list sw-fill-w sw-fill-h" data-type="List">"#))
        #expect(output.contains(#"<div class="sw-section sw-section-implicit"><div class="sw-section-body"><div class="sw-list-row sw-axis-v"><span data-id="0.0""#))
        #expect(output.contains(#"<section data-id="0.1" class="sw-section" data-type="Section"><header class="sw-section-header"><span data-id="0.1.header.0""#))
        #expect(output.contains(#"<div class="sw-section-body"><div class="sw-list-row sw-axis-v"><span data-id="0.1.0""#))
        #expect(output.contains(#"<footer class="sw-section-footer"><span data-id="0.1.footer.0""#))
    }

    @Test func formIsAGroupedList() {
        #expect(html(node("Form")).contains(#"class="sw-list sw-fill-w sw-fill-h sw-form""#))
    }

    @Test func sectionTitleIsItsHeader() {
        #expect(html(node("Section", ["title": "Account"])).contains(#"<header class="sw-section-header">Account</header>"#))
    }

    @Test func navigationStackShowsTheTitleItsContentSets() {
        let stack = node(
            "NavigationStack",
            children: [node("VStack", id: "0.0", children: [text("Body", id: "0.0.0")], modifiers: [modifier("navigationTitle", "Todos")])])
        let output = html(stack)
        #expect(output.contains(#"<div class="sw-nav-bar"><h1 class="sw-nav-title">Todos</h1></div>"#))
        #expect(output.contains(#"<div class="sw-nav-content sw-axis-v"><div data-id="0.0""#))
    }

    @Test func navigationStackShowsItsTopPushedScreenUnderABackButtonThatPops() throws {
        let root = text("Root", id: "0.0", modifiers: [modifier("navigationTitle", "Numbers")])
        let first = text("One", id: "0.path.0", modifiers: [modifier("navigationTitle", "First")])
        let second = text("Two", id: "0.path.1")
        let output = html(node("NavigationStack", children: [root], slots: ["path": [first, second]], events: ["pop": "app.swift:3:9"]))
        #expect(output.contains(#"<button class="sw-nav-back" data-control="pop" data-node="0">‹ First</button>"#))
        #expect(output.contains(">Two</span>"))
        #expect(!output.contains(">Root</span>") && !output.contains(">One</span>"), "only the top screen is shown")
        // One screen pushed: the back button is titled with the root's title; none: no button.
        let one = html(node("NavigationStack", children: [root], slots: ["path": [second]], events: ["pop": "p"]))
        #expect(one.contains(">‹ Numbers</button>"))
        #expect(!html(node("NavigationStack", children: [root])).contains("sw-nav-back"))
        let untitled = html(node("NavigationStack", children: [text("Root", id: "0.0")], slots: ["path": [second]]))
        #expect(untitled.contains(">‹ Back</button>"))
        // The page sends the back button's click as a pop of the stack.
        #expect(try ClientMessage(text: #"{"type": "pop", "id": "0"}"#) == .pop(node: "0"))
    }

    @Test func navigationTitleOfANestedStackStaysThere() {
        let inner = node("NavigationStack", id: "0.0", children: [text("x", id: "0.0.0", modifiers: [modifier("navigationTitle", "Inner")])])
        let output = html(node("NavigationStack", children: [inner]))
        #expect(output.hasPrefix(#"<div data-id="0" class="sw-nav sw-fill-w sw-fill-h" data-type="NavigationStack"><div class="sw-nav-bar"></div>"#))
        #expect(output.contains(">Inner</h1>"))
    }

    @Test func inlineTitleDisplayMode() {
        let stack = node(
            "NavigationStack",
            children: [text("x", id: "0.0", modifiers: [modifier("navigationTitle", "T"), modifier("navigationBarTitleDisplayMode", .member("inline"))])])
        #expect(html(stack).contains(#"class="sw-nav sw-fill-w sw-fill-h sw-nav-inline""#))
    }

    @Test func scrollViewScrollsItsStackedContent() {
        let vertical = html(node("ScrollView", children: [text("A", id: "0.0")]))
        #expect(vertical.contains(#"class="sw-scroll sw-fill-w sw-fill-h sw-scroll-y" data-type="ScrollView"><div class="sw-scroll-content sw-axis-v" style="gap:8px">"#))
        let horizontal = html(node("ScrollView", ["axes": .member("horizontal")]))
        #expect(horizontal.contains(#"sw-scroll-x" data-type="ScrollView"><div class="sw-scroll-content sw-axis-h""#))
    }

    @Test func anUnknownElementIsADashedBoxWithItsNameAndContent() {
        let output = html(node("Card", children: [text("Inside", id: "0.0")], slots: ["badge": [text("New", id: "0.badge.0")]]))
        #expect(output.hasPrefix(#"<div data-id="0" class="sw-unknown sw-axis-v" data-type="Card"><span class="sw-unknown-name">Card</span>"#))
        #expect(output.contains(">Inside</span>"))
        #expect(output.contains(#"<span class="sw-unknown-slot">badge:</span>"#))
        #expect(output.contains(">New</span>"))
    }

    @Test func progressViewWithAValueIsABar() {
        #expect(html(node("ProgressView", ["value": 0.25])).contains(#"<progress class="sw-progress-bar" value="0.25" max="1"></progress>"#))
        #expect(html(node("ProgressView")).contains("sw-progress-spinner"))
    }

    @Test func linkDoesNotNavigateAwayFromThePreview() {
        let output = html(node("Link", ["title": "Docs", "destination": "https://example.com"]))
        #expect(output.contains(#"<span data-id="0" class="sw-link" title="https://example.com""#))
        #expect(!output.contains("href"))
    }

    @Test func navigationLinkShowsItsLabelWithAChevron() {
        let output = html(node("NavigationLink", ["title": "Details"]))
        #expect(output.contains(">Details</span>"))
        #expect(output.contains(#"aria-label="chevron.right""#))
    }

    @Test func vmlAttributeReferencesReadTheElementsProps() {
        // VML: <VStack title="About" style="navigationTitle(attr(title type(<string>), "Untitled"))">
        let title = Value.attr(AttrReference(name: "title", type: .string, fallback: "Untitled"))
        let page = node("VStack", id: "0.0", ["title": "About"], modifiers: [modifier("navigationTitle", title)])
        #expect(html(node("NavigationStack", children: [page])).contains(">About</h1>"))
        let untitled = node("VStack", id: "0.0", modifiers: [modifier("navigationTitle", title)])
        #expect(html(node("NavigationStack", children: [untitled])).contains(">Untitled</h1>"))
    }
}
