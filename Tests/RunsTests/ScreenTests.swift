import Runs
import ViewTree
import XCTest

/// What of a tree is on screen: the selected tab of a `TabView`, the top screen of a
/// `NavigationStack`, not a sheet's or a `NavigationLink`'s destination.
final class ScreenTests: XCTestCase {
    private func shown(_ tree: Node, state: JSONValue = [:]) -> [String] {
        var ids: [String] = []
        Screen.forEachShownNode(of: tree, state: state) { ids.append($0.id) }
        return ids
    }

    func testATabViewShowsTheTabTaggedWithItsSelectionElseTheFirst() {
        let tabs = Node(
            id: "0", type: "TabView",
            children: [
                Node(id: "0.0", type: "Text", modifiers: [Modifier("tag", [Argument(.member(MemberChain([.init("inbox")])))])]),
                Node(id: "0.1", type: "Text", modifiers: [Modifier("tag", [Argument(.member(MemberChain([.init("sent")])))])]),
            ],
            bindings: ["selection": "tab"])
        XCTAssertEqual(shown(tabs, state: ["tab": "sent"]), ["0", "0.1"])
        XCTAssertEqual(shown(tabs, state: ["tab": "drafts"]), ["0", "0.0"], "no tag matches: the first tab")
        var unbound = tabs
        unbound.bindings = [:]
        XCTAssertEqual(shown(unbound, state: ["tab": "sent"]), ["0", "0.0"])
    }

    func testAStackWithScreensPushedShowsItsTopScreenOnly() {
        let stack = Node(
            id: "0", type: "NavigationStack", children: [Node(id: "0.0", type: "List")],
            slots: ["path": [Node(id: "0.path.0", type: "Text"), Node(id: "0.path.1", type: "Text")]])
        XCTAssertEqual(shown(stack), ["0", "0.path.1"])
        var root = stack
        root.slots = [:]
        XCTAssertEqual(shown(root), ["0", "0.0"])
    }

    func testASheetsContentIsOnScreenWhileItsBindingPresentsIt() {
        let presenter = Node(
            id: "0", type: "VStack",
            slots: ["sheet": [Node(id: "0.sheet.0", type: "Text")], "sheet2": [Node(id: "0.sheet2.0", type: "Text")]],
            modifiers: [
                Modifier("sheet", [Argument(label: "isPresented", .bindingRef("showing")), Argument(label: "content", .slot("sheet"))]),
                Modifier("sheet", [Argument(label: "item", .bindingRef("picked")), Argument(label: "content", .slot("sheet2"))]),
            ])
        XCTAssertEqual(shown(presenter, state: ["showing": false, "picked": nil]), ["0"])
        XCTAssertEqual(shown(presenter, state: ["showing": true, "picked": nil]), ["0", "0.sheet.0"])
        XCTAssertEqual(shown(presenter, state: ["showing": false, "picked": ["id": 7]]), ["0", "0.sheet2.0"])
    }

    func testASheetAndALinksDestinationAreNotOnScreen() {
        let tree = Node(
            id: "0", type: "NavigationLink",
            slots: ["destination": [Node(id: "0.destination.0", type: "Text")], "sheet": [Node(id: "0.sheet.0", type: "Text")]])
        XCTAssertEqual(shown(tree), ["0"])
    }

    func testTheTwoBranchesOfAnIfAtOnePlaceAreTwoViews() {
        let first = Node(id: "0.1", type: "Text", source: SourceLocation(file: "app.swift", line: 9, column: 17))
        var second = first
        second.source = SourceLocation(file: "app.swift", line: 11, column: 17)
        XCTAssertNotEqual(Screen.key(of: first), Screen.key(of: second))
    }
}
