import Runtime
import SwiftLite
import ViewTree
import XCTest

/// A program's documents (docs/swiftui.md): each `#Preview`, the `@main` app's
/// `WindowGroup`, or `body()`.
final class DocumentRootTests: XCTestCase {
    private let app = """
        import SwiftUI

        @main struct CounterApp: App {
            @State private var launches = 1
            var body: some Scene {
                WindowGroup { Counter(start: launches) }
                Settings { Text("Settings") }
            }
        }

        struct Counter: View {
            var start: Int
            @State private var count = 0
            var body: some View {
                Button("\\(start + count)") { count += 1 }
            }
        }

        #Preview { Counter(start: 10) }
        #Preview("Big") { Counter(start: 100).font(.largeTitle) }
        #Preview { Text("third") }
        """

    private func run(_ source: String, root: DocumentRoot, state: JSONValue = .object([:]), event: RunEvent = .load) -> RunResult {
        Runner().run(RunInput(files: [ProgramFile(path: "app.swift", text: source)], state: state, event: event, root: root))
    }

    func testTheAppDocumentIsTheMainAppsWindowGroup() throws {
        let result = run(app, root: .app)
        XCTAssertEqual(result.documentName, "app")
        let root = try XCTUnwrap(result.document?.root)
        XCTAssertEqual(root.type, "Button")
        XCTAssertEqual(root.props["title"], "1")
        XCTAssertEqual(root.source?.component, "Counter")
        XCTAssertEqual(result.stateAfter, ["local": ["app": ["CounterApp": ["launches": 1]], "0": ["Counter": ["count": 0]]]])
    }

    func testEachPreviewIsADocumentNamedByItsTitleOrNumber() throws {
        let program = try Runner().compile([ProgramFile(path: "app.swift", text: app)]).get()
        XCTAssertEqual(PreviewNames.documents(of: program), ["app", "Preview 1", "Big", "Preview 3"])
        let big = run(app, root: .preview("Big"))
        XCTAssertEqual(big.documentName, "Big")
        XCTAssertEqual(big.document?.root.props["title"], "100")
        XCTAssertEqual(big.document?.root.modifiers.map(\.name), ["font"])
        XCTAssertEqual(run(app, root: .preview("Preview 3")).document?.root.props["text"], "third")
    }

    func testAPreviewKeepsItsOwnStateAndItsClosuresRun() throws {
        let loaded = run(app, root: .preview("Preview 1"))
        let tap = try XCTUnwrap(loaded.document?.root.events["tap"])
        let tapped = run(app, root: .preview("Preview 1"), state: loaded.stateAfter, event: .action(name: tap, payload: .null))
        XCTAssertEqual(tapped.document?.root.props["title"], "11")
        XCTAssertEqual(tapped.stateAfter, ["local": ["0": ["Counter": ["count": 1]]]])
    }

    func testWithoutAPreviewNameTheAppComesFirstThenTheFirstPreviewThenBody() {
        XCTAssertEqual(run(app, root: .automatic).documentName, "app")
        let previewsOnly = "#Preview { Text(\"only\") }\nfunc body() -> Node { Text(\"body\") }\n"
        XCTAssertEqual(run(previewsOnly, root: .automatic).document?.root.props["text"], "only")
        XCTAssertEqual(run(previewsOnly, root: .app).document?.root.props["text"], "body")
        XCTAssertEqual(run("func body() -> Node { Text(\"body\") }\n", root: .automatic).document?.root.props["text"], "body")
    }

    func testTwoUntitledPreviewsOfTwoFilesAreToldApartByTheirFile() throws {
        let files = [ProgramFile(path: "a.swift", text: "#Preview { Text(\"a\") }\n"), ProgramFile(path: "b.swift", text: "#Preview { Text(\"b\") }\n")]
        let program = try Runner().compile(files).get()
        XCTAssertEqual(PreviewNames.names(of: program.previews), ["Preview 1 (a.swift)", "Preview 1 (b.swift)"])
    }

    func testAnUnknownPreviewIsAnErrorNamingThePreviews() {
        XCTAssertEqual(
            run(app, root: .preview("Small")).failure?.message, #"there is no preview named "Small"; the previews are "Preview 1", "Big", "Preview 3""#)
    }

    func testAnAppWithoutAWindowGroupIsAnError() {
        let result = run("@main struct Empty: App {\n    var body: some Scene { Settings { Text(\"x\") } }\n}\n", root: .app)
        XCTAssertEqual(result.failure?.message, "the app's body has no WindowGroup to show; write var body: some Scene { WindowGroup { ContentView() } }")
    }

    func testAPreviewOutsideTheTopLevelIsACompileError() {
        let errors = compileErrors("func f() {\n    #Preview { Text(\"x\") }\n}\n")
        XCTAssertEqual(errors.map(\.message), ["'#Preview' is only allowed at the top level of a file"])
    }
}
