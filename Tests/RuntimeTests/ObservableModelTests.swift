import Runtime
import ViewTree
import XCTest

/// `@Observable` classes as state (docs/swiftui.md): in a view's `@State`, given to the
/// environment, passed down, bound with `@Bindable`; and the older `ObservableObject`.
final class ObservableModelTests: XCTestCase {
    private let library = """
        @Observable final class Library {
            var books: [Book] = [Book(title: "Dune"), Book(title: "Emma")]
            var filter = ""
            var shown: [Book] { filter.isEmpty ? books : books.filter { $0.title.contains(filter) } }
            func add(_ title: String) { books.append(Book(title: title)) }
        }
        struct Book: Identifiable {
            var id: String { title }
            var title: String
        }
        struct Shelf: View {
            @Environment(Library.self) private var library
            var body: some View {
                @Bindable var library = library
                VStack {
                    TextField("Filter", text: $library.filter)
                    ForEach(library.shown) { book in Text(book.title) }
                    Button("Add") { library.add("Ulysses") }
                }
            }
        }

        """

    func testAModelInAViewsStateKeepsItsPropertiesAtTheViewsPath() throws {
        let app = library + """
            struct Home: View {
                @State private var library = Library()
                var body: some View {
                    VStack {
                        Text("\\(library.books.count) books")
                        Button("Add") { library.add("Ulysses") }
                    }
                }
            }
            func body() -> Node { Home() }
            """
        let loaded = runScript(app)
        let root = try XCTUnwrap(loaded.document?.root)
        XCTAssertEqual(root.children[0].reads, [#"local["0"].Home.library.books"#])
        XCTAssertEqual(loaded.stateAfter, ["local": ["0": ["Home": ["library": ["books": [["title": "Dune"], ["title": "Emma"]], "filter": ""]]]]])
        let added = runScript(app, state: loaded.stateAfter, event: .action(name: root.children[1].events["tap"]!, payload: .null))
        XCTAssertEqual(added.document?.root.children[0].props["text"], "3 books")
    }

    func testAModelGivenToTheEnvironmentIsFoundByTypeAndKeptWhereItIsGiven() throws {
        let app = library + "func body() -> Node { Shelf().environment(Library()) }\n"
        let loaded = runScript(app)
        let root = try XCTUnwrap(loaded.document?.root)
        XCTAssertEqual(root.modifiers.map(\.name), ["environment"])
        XCTAssertEqual(root.children[0].bindings, ["text": #"local["0"].Library.filter"#])
        XCTAssertEqual(root.children.map(\.id), ["0.0", "0.@Dune", "0.@Emma", "0.3"])
        let filtered = runScript(app, state: loaded.stateAfter, event: .binding(path: #"local["0"].Library.filter"#, value: "mm"))
        XCTAssertEqual(filtered.document?.root.children.compactMap { $0.props["text"] }, ["Emma"])
        XCTAssertTrue(filtered.document?.root.children[1].reads.isEmpty ?? false)
        XCTAssertTrue(filtered.document?.root.reads.contains(#"local["0"].Library.filter"#) ?? false)
    }

    func testAViewWithoutItsEnvironmentObjectFailsAtItsUse() throws {
        let failure = try XCTUnwrap(runtimeFailure(library + "func body() -> Node { VStack { Shelf() } }\n"))
        XCTAssertEqual(failure.message, "no Library in the environment: give it to an ancestor of this view with .environment(model)")
        XCTAssertEqual(failure.frames.last?.description, "Shelf at app.swift:22:32")
    }

    func testAnObjectPassedToABindablePropertyIsTheViewsState() throws {
        let app = library + """
            struct Editor: View {
                @Bindable var library: Library
                var body: some View { TextField("Filter", text: $library.filter) }
            }
            func body() -> Node { Editor(library: Library()) }
            """
        let loaded = runScript(app)
        XCTAssertEqual(loaded.document?.root.bindings, ["text": #"local["0"].Editor.library.filter"#])
        let typed = runScript(app, state: loaded.stateAfter, event: .binding(path: #"local["0"].Editor.library.filter"#, value: "x"))
        XCTAssertEqual(typed.stateAfter.objectValue?["local"]?["0"]?["Editor"]?["library"]?["filter"], "x")
    }

    func testObservableObjectsWithPublishedPropertiesAndEnvironmentObjects() throws {
        let app = """
            final class Settings: ObservableObject {
                @Published var volume = 5
                var untracked = "x"
            }
            struct Panel: View {
                @StateObject private var settings = Settings()
                var body: some View {
                    VStack {
                        Stepper("Volume", value: $settings.volume)
                        Meter().environmentObject(settings)
                    }
                }
            }
            struct Meter: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("Volume \\(settings.volume)") }
            }
            func body() -> Node { Panel() }
            """
        let loaded = runScript(app)
        let root = try XCTUnwrap(loaded.document?.root)
        XCTAssertEqual(root.children[0].bindings, ["value": #"local["0"].Panel.settings.volume"#])
        let louder = runScript(app, state: loaded.stateAfter, event: .binding(path: #"local["0"].Panel.settings.volume"#, value: 7))
        XCTAssertEqual(louder.document?.root.children[1].props["text"], "Volume 7")
        XCTAssertEqual(louder.document?.root.children[1].reads, [#"local["0"].Panel.settings.volume"#])
    }

    func testAnObservableHoldingObservablesBindsEachAtItsPlace() throws {
        let app = """
            @Observable class Team {
                var members = [Member(name: "Ann"), Member(name: "Bo")]
            }
            @Observable class Member {
                var name: String
                var score = 0
                init(name: String) { self.name = name }
            }
            struct Board: View {
                @State var team = Team()
                var body: some View {
                    VStack {
                        ForEach(team.members, id: \\.name) { member in
                            Button("\\(member.name): \\(member.score)") { member.score += 1 }
                        }
                    }
                }
            }
            func body() -> Node { Board() }
            """
        let loaded = runScript(app)
        let bo = try XCTUnwrap(loaded.document?.root.children[1])
        XCTAssertEqual(bo.reads, [#"local["0"].Board.team.members[1].name"#, #"local["0"].Board.team.members[1].score"#])
        let scored = runScript(app, state: loaded.stateAfter, event: .action(name: bo.events["tap"]!, payload: .null))
        XCTAssertEqual(scored.document?.root.children.compactMap { $0.props["title"] }, ["Ann: 0", "Bo: 1"])
    }
}
