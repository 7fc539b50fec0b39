import Runtime
import ViewTree
import XCTest

/// Navigation by value, as SwiftUI's `NavigationStack` does it (docs/swiftui.md#navigation):
/// a `NavigationLink(value:)` pushes its value on the stack's path, and the stack builds a
/// screen for each value on the path with the `navigationDestination(for:)` of its type,
/// into its slot `path`, top screen last.
final class SwiftUINavigationTests: XCTestCase {
    private typealias App = CorpusApp

    func testATapOnAValueLinkPushesItsScreenOnTheStacksOwnPath() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct Book: Hashable {
                var title: String
                var pages: Int
            }
            struct V: View {
                let books = [Book(title: "Dune", pages: 412), Book(title: "Emma", pages: 474)]
                var body: some View {
                    NavigationStack {
                        List(books, id: \\.title) { book in
                            NavigationLink(book.title, value: book)
                        }
                        .navigationDestination(for: Book.self) { book in
                            Text("\\(book.title), \\(book.pages) pages")
                        }
                    }
                }
            }
            #Preview { V() }
            """)
        XCTAssertEqual(app.value(#"local["0"].NavigationStack.path"#), [])
        XCTAssertNil(app.root.slots["path"], "an empty path pushes nothing")
        try app.tap("0.0.@Emma")
        // The value is kept as JSON, and read back as a Book by its destination.
        XCTAssertEqual(app.value(#"local["0"].NavigationStack.path"#), [["title": "Emma", "pages": 474]])
        XCTAssertEqual(try app.text("0.path.0"), "Emma, 474 pages")
        XCTAssertEqual(app.root.bindings["path"], #"local["0"].NavigationStack.path"#)
        try app.tap("0.0.@Dune")
        XCTAssertEqual(app.root.slots["path"]?.map(\.id), ["0.path.0", "0.path.1"])
        XCTAssertEqual(try app.text("0.path.1"), "Dune, 412 pages")
    }

    func testABoundPathShowsItsScreensInOrderAndLinksInThemPushFurther() throws {
        let app = try App(source:
            """
            import SwiftUI
            enum Route: Hashable {
                case settings
                case user(Int)
            }
            struct Home: View {
                var body: some View {
                    VStack {
                        NavigationLink("Settings", value: Route.settings)
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .settings: Text("Settings")
                        case .user(let id): UserView(id: id)
                        }
                    }
                }
            }
            struct UserView: View {
                let id: Int
                var body: some View {
                    VStack {
                        Text("User \\(id)")
                        NavigationLink("Next", value: Route.user(id + 1))
                    }
                }
            }
            struct V: View {
                @State private var path: [Route] = [.user(1), .settings]
                var body: some View {
                    NavigationStack(path: $path) {
                        Home()
                    }
                }
            }
            #Preview { V() }
            """)
        XCTAssertEqual(app.root.slots["path"]?.map(\.type), ["VStack", "Text"])
        XCTAssertEqual(try app.text("0.path.0.0"), "User 1")
        XCTAssertEqual(try app.text("0.path.1"), "Settings")
        XCTAssertEqual(app.root.reads, [#"local["0"].V.path"#])
        // A link in a pushed screen pushes onto the same stack.
        try app.tap("0.path.0.1")
        XCTAssertEqual(app.value(#"local["0"].V.path"#), [["user": ["_0": 1]], "settings", ["user": ["_0": 2]]])
        XCTAssertEqual(try app.text("0.path.2.0"), "User 2")
    }

    func testPopRemovesTheTopScreens() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct V: View {
                @State private var path = NavigationPath([1, 2, 3])
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Root")
                            .navigationDestination(for: Int.self) { n in Text("Screen \\(n)") }
                    }
                }
            }
            #Preview { V() }
            """)
        XCTAssertEqual(app.root.slots["path"]?.count, 3)
        try app.tap("0", "pop")
        XCTAssertEqual(app.value(#"local["0"].V.path"#), [1, 2])
        XCTAssertEqual(try app.text("0.path.1"), "Screen 2")
        try app.tap("0", "pop", payload: 5)
        XCTAssertEqual(app.value(#"local["0"].V.path"#), [])
        XCTAssertNil(app.root.slots["path"])
        // Popping an empty path does nothing.
        try app.tap("0", "pop")
        XCTAssertEqual(app.value(#"local["0"].V.path"#), [])
    }

    func testDismissInAPushedScreenPopsItAndTheScreensAboveIt() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct Detail: View {
                @Environment(\\.dismiss) private var dismiss
                let name: String
                var body: some View {
                    Button("Close \\(name)") { dismiss() }
                }
            }
            struct V: View {
                @State private var path = ["a", "b", "c"]
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Root")
                            .navigationDestination(for: String.self) { name in Detail(name: name) }
                    }
                }
            }
            #Preview { V() }
            """)
        try app.tap("0.path.2")
        XCTAssertEqual(app.value(#"local["0"].V.path"#), ["a", "b"])
        // Dismissing a screen under the top one pops it with everything above it.
        try app.tap(try app.find("Close a"))
        XCTAssertEqual(app.value(#"local["0"].V.path"#), [])
    }

    /// SwiftUI does not activate a link whose value no visible `navigationDestination` takes
    /// (it logs "A NavigationLink is presenting a value of type … but there is no matching
    /// navigationDestination declaration visible"); a value on a bound path without one is
    /// a screen it cannot fill. The link has no tap; the value's screen is an `EmptyView`.
    func testAValueWithoutAMatchingDestinationShowsNothing() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct V: View {
                @State private var path = NavigationPath([1, 2])
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            NavigationLink("Word", value: "word")
                            NavigationLink("Number", value: 7)
                        }
                        .navigationDestination(for: Double.self) { x in Text("Value \\(x)") }
                    }
                }
            }
            #Preview { V() }
            """)
        XCTAssertNil(try app.node("0.0.0").events["tap"], "no destination takes a String")
        XCTAssertNil(try app.node("0.0.1").events["tap"], "a Double destination does not take an Int link's value")
        // The values on the path are Ints stored as JSON numbers: a Double destination takes them.
        XCTAssertEqual(try app.text("0.path.1"), "Value 2.0")
    }

    func testAPathValueNoDestinationTakesIsAnEmptyScreen() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct V: View {
                @State private var path: [String] = ["x"]
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Root").navigationDestination(for: Int.self) { n in Text("\\(n)") }
                    }
                }
            }
            #Preview { V() }
            """)
        XCTAssertEqual(try app.node("0.path.0").type, "EmptyView")
        try app.tap("0", "pop")
        XCTAssertEqual(app.value(#"local["0"].V.path"#), [])
    }
}
