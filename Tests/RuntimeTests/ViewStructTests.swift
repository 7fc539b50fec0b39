import Runtime
import ViewTree
import XCTest

/// `struct X: View { var body: some View }` as components (docs/swiftui.md).
final class ViewStructTests: XCTestCase {
    func testAViewStructPutsItsBodyWhereItIsUsedAnnotatedWithItsName() throws {
        let root = try XCTUnwrap(
            render(
                """
                struct Row: View {
                    let title: String
                    var done = false
                    var body: some View {
                        HStack {
                            Text(title)
                            if done { Image(systemName: "checkmark") }
                        }
                    }
                }

                func body() -> Node {
                    VStack {
                        Row(title: "Milk")
                        Row(title: "Bread", done: true)
                    }
                }
                """))
        XCTAssertEqual(root.outline, ["VStack 0", "HStack 0.0", "Text 0.0.0", "HStack 0.1", "Text 0.1.0", "Image 0.1.1"])
        XCTAssertEqual(root.children[1].children[0].props["text"], "Bread")
        XCTAssertEqual(root.children[0].source?.component, "Row")
        XCTAssertEqual(root.children[0].source?.line, 5)
        XCTAssertNil(root.children[0].children[0].source?.component)
    }

    func testModifiersOnAViewStructApplyToItsBodysRoot() throws {
        let root = try XCTUnwrap(
            render(
                """
                struct Badge: View {
                    var body: some View { Text("New").font(.caption) }
                }
                func body() -> Node {
                    VStack { Badge().padding(4).background { Color.red } }
                }
                """))
        let badge = root.children[0]
        XCTAssertEqual(badge.type, "Text")
        XCTAssertEqual(badge.modifiers.map(\.name), ["font", "padding", "background"])
        XCTAssertEqual(badge.slots["content"]?.map(\.type), ["Color"])
        XCTAssertEqual(badge.source?.component, "Badge")
    }

    func testViewStructsNestAndTheOutermostCanBeTheRoot() throws {
        let root = try XCTUnwrap(
            render(
                """
                struct Screen: View {
                    var body: some View { Card(title: "Hi") }
                }
                struct Card: View {
                    var title: String
                    var body: some View {
                        VStack { Text(title); Label(title, systemImage: "star") }
                    }
                }
                func body() -> Node { Screen() }
                """))
        XCTAssertEqual(root.type, "VStack")
        XCTAssertEqual(root.id, "0")
        XCTAssertEqual(root.source?.component, "Card")
        XCTAssertEqual(root.children.map(\.type), ["Text", "Label"])
    }

    func testABodyOfSeveralViewsIsAGroupAndAnEmptyOneAnEmptyView() throws {
        let root = try XCTUnwrap(
            render(
                """
                struct Pair: View {
                    var body: some View {
                        Text("a")
                        Text("b")
                    }
                }
                struct Nothing: View {
                    var show = false
                    var body: some View {
                        if show { Text("shown") }
                    }
                }
                func body() -> Node { VStack { Pair(); Nothing(); Text("after") } }
                """))
        XCTAssertEqual(root.outline, ["VStack 0", "Group 0.0", "Text 0.0.0", "Text 0.0.1", "EmptyView 0.1", "Text 0.2"])
    }

    func testViewBuilderFunctionsAndPropertiesBuildContent() throws {
        let root = try XCTUnwrap(
            render(
                """
                struct Header: View {
                    var count: Int
                    var body: some View {
                        VStack {
                            title
                            details(count)
                        }
                    }
                    @ViewBuilder var title: some View {
                        Text("Title")
                        Divider()
                    }
                    @ViewBuilder func details(_ count: Int) -> some View {
                        if count == 0 {
                            Text("none")
                        } else {
                            ForEach(0..<count, id: \\.self) { Text("item \\($0)") }
                        }
                    }
                }
                func body() -> Node { Header(count: 2) }
                """))
        XCTAssertEqual(root.children.map(\.type), ["Text", "Divider", "Text", "Text"])
        XCTAssertEqual(root.children.map(\.id), ["0.0", "0.1", "0.@0", "0.@1"])
    }

    func testABodyWithAnExplicitReturnIsNotABuilder() throws {
        let root = try XCTUnwrap(
            render(
                """
                struct Choice: View {
                    var wide: Bool
                    var body: some View {
                        if wide { return Text("wide") }
                        return Text("narrow")
                    }
                }
                func body() -> Node { VStack { Choice(wide: true); Choice(wide: false) } }
                """))
        XCTAssertEqual(root.children.map { $0.props["text"] }, ["wide", "narrow"])
    }

    func testAViewStructWithoutBodyIsACompileError() {
        let errors = compileErrors(
            """
            struct Broken: View {
                var title = "x"
            }
            func body() -> Node { Broken() }
            """)
        XCTAssertEqual(errors.first?.message, "type 'Broken' does not conform to protocol 'View'")
        XCTAssertEqual(errors.first?.line, 1)
    }

    func testAnEndlessBodyIsAnErrorNotACrash() throws {
        let failure = try XCTUnwrap(
            runtimeFailure(
                """
                struct Loop: View {
                    var body: some View { Loop() }
                }
                func body() -> Node { Loop() }
                """))
        XCTAssertTrue(failure.message.hasPrefix("the body of Loop never ends"), failure.message)
    }

    func testAViewStructInTheReplIsShownAsItsTree() throws {
        let runner = Runner()
        let files = [ProgramFile(path: "app.swift", text: "struct Hello: View {\n    var name: String\n    var body: some View { Text(\"Hello, \\(name)\") }\n}\n")]
        let evaluation = runner.evaluate("Hello(name: \"you\")", files: files, state: .object([:]))
        XCTAssertEqual(evaluation.tree?.props["text"], "Hello, you")
        XCTAssertEqual(evaluation.tree?.source?.component, "Hello")
    }

    func testViewExtensionsAndViewModifiersApplyToAnyView() throws {
        let root = try XCTUnwrap(
            render(
                """
                struct CardStyle: ViewModifier {
                    var tint: Color = .blue
                    func body(content: Content) -> some View {
                        content
                            .padding()
                            .background(tint.opacity(0.1))
                    }
                }
                extension View {
                    func cardStyle() -> some View { modifier(CardStyle()) }
                    func badge(_ text: String) -> some View {
                        overlay(alignment: .topTrailing) { Text(text) }
                    }
                }
                struct Tag: View {
                    var body: some View { Text("tag") }
                }
                func body() -> Node {
                    VStack {
                        Text("Ann").cardStyle()
                        Image(systemName: "star").badge("3")
                        Tag().cardStyle()
                    }
                }
                """))
        XCTAssertEqual(root.children.map { $0.modifiers.map(\.name) }, [["padding", "background"], ["overlay"], ["padding", "background"]])
        XCTAssertEqual(root.children[1].slots["content"]?.first?.props["text"], "3")
        XCTAssertEqual(root.children[2].source?.component, "Tag")
    }

    func testAModifierWithoutBodyIsAnErrorAtItsUse() throws {
        let failure = try XCTUnwrap(
            runtimeFailure(
                """
                struct NotAModifier { var x = 1 }
                func body() -> Node { Text("x").modifier(NotAModifier()) }
                """))
        XCTAssertEqual(failure.message, "'NotAModifier' is not a ViewModifier: it has no func body(content: Content) -> some View")
        XCTAssertEqual(failure.frames.first?.line, 2)
    }
}

