import DaemonTestSupport
import ViewTree
import XCTest

@testable import LanguageServer

/// Hover, completion and formatting, in scripts and VML documents.
final class EditorFeatureTests: ProjectTestCase {
    override var files: [String: String] { ["app.swift": NavigationTests.app, "components.swift": NavigationTests.components] }

    /// Replaces the app's text and returns the labels of completion at a position.
    private func completions(_ text: String, _ line: Int, _ character: Int, version: Int = 2) -> [JSONValue] {
        client.change(app, to: text, version: version)
        return client.result("textDocument/completion", at(line, character)).objectValue?["items"]?.arrayValue ?? []
    }

    private func labels(_ items: [JSONValue]) -> [String] {
        items.compactMap { $0.objectValue?["label"]?.stringValue }
    }

    func testHoverShowsDeclarationsAndTheirComments() {
        let row = hoverText(18, 9)
        XCTAssertTrue(row.hasPrefix("```swift\nfunc row(_ todo: Todo) -> Node\n```"), row)
        XCTAssertTrue(hoverText(3, 83).contains("The counter's step."))
        XCTAssertTrue(hoverText(3, 83).contains("let step: Int"))
        XCTAssertTrue(hoverText(6, 9).contains("var title: String"))
    }

    func testHoverShowsTheCatalogsDocumentationOfViewsAndModifiers() {
        let vstack = hoverText(17, 6)
        XCTAssertTrue(vstack.hasPrefix("**VStack**"), vstack)
        XCTAssertTrue(vstack.contains("`alignment:` a member such as `.leading`, the prop `alignment` (optional)"), vstack)
        XCTAssertTrue(hoverText(13, 11).hasPrefix("**.padding**"), hoverText(13, 11))
        XCTAssertTrue(hoverText(20, 10).contains("`action:` an action name or a closure"))
    }

    func testCompletionOffersViewsWithTheirLabelsAsSnippets() throws {
        let items = completions(NavigationTests.app.replacingOccurrences(of: "        badge(\"new\")\n", with: "        VSt\n"), 19, 11)
        let vstack = try XCTUnwrap(items.first { $0.objectValue?["label"] == "VStack(content:)" }?.objectValue)
        XCTAssertEqual(vstack["insertText"], "VStack {\n\t$0\n}")
        XCTAssertEqual(vstack["insertTextFormat"], 2)
        let full = try XCTUnwrap(items.first { $0.objectValue?["label"] == "VStack(alignment:spacing:content:)" }?.objectValue)
        XCTAssertEqual(full["insertText"], "VStack(alignment: ${1:.leading}, spacing: ${2:0}) {\n\t$0\n}")
        let toggle = try XCTUnwrap(items.first { $0.objectValue?["label"] == "Toggle(_:isOn:)" }?.objectValue)
        XCTAssertEqual(toggle["insertText"], "Toggle(${1:\"title\"}, isOn: ${2:state.bind(\"path\")})")
        // The program's own functions, with their labels.
        let row = try XCTUnwrap(items.first { $0.objectValue?["label"] == "row(_:)" }?.objectValue)
        XCTAssertEqual(row["insertText"], "row(${1:todo})")
        XCTAssertTrue(labels(items).contains("badge(_:)"))
        XCTAssertTrue(labels(items).contains("step"))
    }

    func testCompletionOffersMembersOfTheScriptsOwnTypes() {
        let text = NavigationTests.app.replacingOccurrences(of: "    Text(todo.label())\n", with: "    Text(todo.)\n")
        let items = completions(text, 12, 14)
        XCTAssertEqual(Set(labels(items)), ["title", "done", "label()"])
    }

    func testCompletionOffersStatePathsAndActionsInTheirStrings() {
        let paths = completions(NavigationTests.app.replacingOccurrences(of: "        badge(\"new\")\n", with: "        Text(\"\\(state.get(\"co\n"), 19, 29)
        XCTAssertEqual(labels(paths), ["count"])
        XCTAssertEqual(paths.first?.objectValue?["textEdit"]?.objectValue?["range"]?.objectValue?["start"]?.objectValue?["character"], 27)
        let actions = completions(NavigationTests.app.replacingOccurrences(of: "action: \"increment\")", with: "action: \""), 20, 31, version: 3)
        XCTAssertEqual(labels(actions), ["increment"])
    }

    func testCompletionOffersModifiersAfterAView() {
        let items = completions(NavigationTests.app.replacingOccurrences(of: "        .padding(4)\n", with: "        .pad\n"), 13, 12)
        XCTAssertTrue(labels(items).contains("padding"))
        XCTAssertTrue(labels(items).contains("background"))
        XCTAssertEqual(items.first { $0.objectValue?["label"] == "background" }?.objectValue?["insertText"], "background {\n\t$0\n}")
    }

    func testVMLHoverCompletionOutlineAndFormatting() throws {
        let path = project.root + "/about.vml"
        let text = "<VStack id=\"about\" style=\"padding(8)\">\n<Text>Hi</Text>\n  <Image systemName=\"star\"/>\n</VStack>\n"
        client.open(path, text)
        XCTAssertTrue(hoverText(0, 3, in: path).hasPrefix("**VStack**"))
        XCTAssertTrue(hoverText(0, 29, in: path).hasPrefix("**.padding**"))
        XCTAssertTrue(hoverText(2, 10, in: path).contains("the prop `systemName`"), hoverText(2, 10, in: path))
        let symbols = client.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(client.uri(path))]]).arrayValue ?? []
        XCTAssertEqual(symbols.first?.objectValue?["name"], "VStack #about")
        XCTAssertEqual(symbols.first?.objectValue?["children"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue }, ["Text", "Image"])
        let edits = client.result("textDocument/formatting", ["textDocument": ["uri": .string(client.uri(path))], "options": ["tabSize": 2, "insertSpaces": true]]).arrayValue ?? []
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits.first?.objectValue?["newText"], "<VStack id=\"about\" style=\"padding(8)\">\n  <Text>Hi</Text>\n  <Image systemName=\"star\"/>\n</VStack>\n")
        // Completion of elements, attributes and modifiers.
        client.change(path, to: "<VStack style=\"font(.title), pad\">\n  <Ima\n  <Text sty\n", version: 2)
        func completionLabels(_ line: Int, _ character: Int) -> [String] {
            labels(client.result("textDocument/completion", at(line, character, in: path)).objectValue?["items"]?.arrayValue ?? [])
        }
        XCTAssertTrue(completionLabels(0, 32).contains("padding"))
        XCTAssertTrue(completionLabels(1, 6).contains("Image"))
        let attributes = completionLabels(2, 11)
        XCTAssertTrue(attributes.contains("style") && attributes.contains("text"), "\(attributes)")
    }
}
