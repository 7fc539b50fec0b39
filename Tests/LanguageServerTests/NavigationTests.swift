import DaemonTestSupport
import ViewTree
import XCTest

@testable import LanguageServer

/// Definition, references, highlights, document and workspace symbols, across the
/// project's scripts.
final class NavigationTests: ProjectTestCase {
    static let app = """
        /// The counter's step.
        let step = 2
        state.initial("count", 0)
        actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + step) }

        struct Todo {
            var title: String
            var done = false
            func label() -> String { done ? "✓ " + title : title }
        }

        func row(_ todo: Todo) -> Node {
            Text(todo.label())
                .padding(4)
        }

        func body() -> Node {
            VStack(alignment: .leading) {
                row(Todo(title: "Write"))
                badge("new")
                Button("Add", action: "increment")
            }
        }

        """
    static let components = "func badge(_ text: String) -> Node { Text(text).bold() }\n"

    override var files: [String: String] { ["app.swift": Self.app, "components.swift": Self.components] }

    private func place(_ location: JSONValue) -> String {
        let object = location.objectValue ?? [:]
        let uri = object["uri"]?.stringValue ?? ""
        let start = object["range"]?.objectValue?["start"]?.objectValue
        let end = object["range"]?.objectValue?["end"]?.objectValue
        let file = uri.split(separator: "/").last.map(String.init) ?? uri
        return "\(file):\(start?["line"]?.intValue ?? -1):\(start?["character"]?.intValue ?? -1)-\(end?["character"]?.intValue ?? -1)"
    }

    func testDefinitionLeadsToTheDeclarationInAnyScript() {
        // `row` in body() → its declaration.
        XCTAssertEqual(place(client.result("textDocument/definition", at(18, 9))), "app.swift:11:5-8")
        // `badge`, declared in another file.
        XCTAssertEqual(place(client.result("textDocument/definition", at(19, 10))), "components.swift:0:5-10")
        // `label()` through the parameter's type; `step` from inside a closure.
        XCTAssertEqual(place(client.result("textDocument/definition", at(12, 15))), "app.swift:8:9-14")
        XCTAssertEqual(place(client.result("textDocument/definition", at(3, 83))), "app.swift:1:4-8")
        // An action's name in a string → where `actions["increment"]` is set.
        let action = client.result("textDocument/definition", at(20, 32)).arrayValue ?? []
        XCTAssertEqual(action.map(place), ["app.swift:3:9-18"])
        // Nothing to find on a literal.
        XCTAssertEqual(client.result("textDocument/definition", at(13, 17)), .null)
    }

    func testReferencesAndHighlights() {
        let references = (client.result("textDocument/references", at(5, 8).merging(["context": ["includeDeclaration": true]])).arrayValue ?? []).map(place)
        XCTAssertEqual(references, ["app.swift:5:7-11", "app.swift:11:17-21", "app.swift:18:12-16"])
        let withoutDeclaration = client.result("textDocument/references", at(5, 8).merging(["context": ["includeDeclaration": false]])).arrayValue ?? []
        XCTAssertEqual(withoutDeclaration.count, 2)
        let highlights = client.result("textDocument/documentHighlight", at(6, 9)).arrayValue ?? []
        XCTAssertEqual(highlights.count, 3, "title: its declaration and its two uses in label()")
    }

    func testDocumentSymbolsAreATree() throws {
        let symbols = client.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(client.uri(app))]]).arrayValue ?? []
        XCTAssertEqual(symbols.compactMap { $0.objectValue?["name"]?.stringValue }, ["step", "Todo", "row", "body"])
        let todo = try XCTUnwrap(symbols.first { $0.objectValue?["name"] == "Todo" }?.objectValue)
        XCTAssertEqual(todo["kind"], 23)
        XCTAssertEqual(todo["children"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue }, ["title", "done", "label"])
        XCTAssertEqual(symbols.first?.objectValue?["detail"], "let step: Int")
    }

    func testWorkspaceSymbolsMatchTheQuerysLettersInOrder() {
        let symbols = client.result("workspace/symbol", ["query": "bdg"]).arrayValue ?? []
        XCTAssertEqual(symbols.compactMap { $0.objectValue?["name"]?.stringValue }, ["badge"])
        XCTAssertEqual(place(symbols.first?.objectValue?["location"] ?? .null), "components.swift:0:5-10")
        let members = client.result("workspace/symbol", ["query": "label"]).arrayValue ?? []
        XCTAssertEqual(members.first?.objectValue?["containerName"], "Todo")
    }
}

extension JSONValue {
    /// The object with more members.
    func merging(_ other: JSONValue) -> JSONValue {
        .object((objectValue ?? [:]).merging(other.objectValue ?? [:]) { _, new in new })
    }
}
