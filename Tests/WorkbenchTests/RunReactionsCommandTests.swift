import Foundation
import ProcessTestSupport
import XCTest

/// What `workbench run` prints as SwiftUI's own reactions run after its renders: the
/// `onChange` handlers of the values a tap changed, the `onAppear` of the views it brought
/// on screen, the `onDisappear` of those it took away.
final class RunReactionsCommandTests: XCTestCase {
    private var script = ""

    override func setUpWithError() throws {
        script = FileManager.default.temporaryDirectory.appendingPathComponent("reactions-\(UUID().uuidString).swift").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: script)
    }

    /// Runs `source` with `arguments` after the script's path, and gives what it printed.
    private func runScript(_ source: String, _ arguments: [String] = []) throws -> ProcessRun {
        try source.write(toFile: script, atomically: true, encoding: .utf8)
        return try runWorkbench(["run", script] + arguments)
    }

    /// Checks that the run succeeded and printed `lines` first, one a line.
    private func assertPrinted(_ lines: [String], by result: ProcessRun, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        XCTAssertTrue(result.output.hasPrefix(lines.joined(separator: "\n") + "\n"), result.output, file: file, line: line)
    }

    func testOnChangeOfAStructAnEnumAnOptionalAndADictionaryGetsTheOldValueAsItself() throws {
        let result = try runScript(
            """
            import SwiftUI
            struct Point: Equatable { var x: Int; var y: Int }
            enum Mode: Equatable { case idle, busy(Int) }
            struct ContentView: View {
                @State private var point = Point(x: 0, y: 0)
                @State private var mode = Mode.idle
                @State private var name: String? = nil
                @State private var scores: [String: Int] = [:]
                var body: some View {
                    Button("go") {
                        point.x += 1
                        mode = .busy(point.x)
                        name = "n\\(point.x)"
                        scores["a", default: 0] += 1
                    }
                    .onChange(of: point) { old, new in print("point \\(old.x) -> \\(new.x)") }
                    .onChange(of: mode) { old, new in print("mode \\(old) -> \\(new)") }
                    .onChange(of: name) { old, new in print("name \\(old ?? "none") -> \\(new ?? "none")") }
                    .onChange(of: scores) { old, new in print("scores \\(old["a"] ?? 0) -> \\(new["a"] ?? 0)") }
                }
            }
            #Preview { ContentView() }
            """, ["--tap", "0", "--tap", "0"])
        // The handlers run in the order of the paths they watch.
        assertPrinted(
            [
                "mode idle -> busy(1)",
                "name none -> n1",
                "point 0 -> 1",
                "scores 0 -> 1",
                "mode busy(1) -> busy(2)",
                "name n1 -> n2",
                "point 1 -> 2",
                "scores 1 -> 2",
            ], by: result)
    }

    func testOnChangeOfAnObservableModelsEnumPropertyGetsItsOldCase() throws {
        let result = try runScript(
            """
            import SwiftUI
            enum Filter { case all, open }
            @Observable class Model { var filter: Filter = .all }
            @main struct App: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                @State private var model = Model()
                var body: some View {
                    Button("open") { model.filter = .open }
                        .onChange(of: model.filter) { old, new in print("filter \\(old) -> \\(new)") }
                }
            }
            """, ["--tap", "0"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("filter all -> open\n"), result.output)
    }

    func testAViewThatABranchReplacesDisappearsAfterTheNewOneAppears() throws {
        let result = try runScript(
            """
            import SwiftUI
            @main struct App: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                @State private var signedIn = false
                var body: some View {
                    if signedIn {
                        Text("Welcome").onAppear { print("welcome appears") }.onDisappear { print("welcome disappears") }
                    } else {
                        Button("Sign in") { signedIn = true }
                            .onAppear { print("sign-in appears") }
                            .onDisappear { print("sign-in disappears") }
                    }
                }
            }
            """, ["--tap", "0"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("sign-in appears\nwelcome appears\nsign-in disappears\nText 0 \"Welcome\""), result.output)
        let without = try runWorkbench(["run", script, "--tap", "0", "--no-appear"])
        XCTAssertTrue(without.output.hasPrefix("Text 0 \"Welcome\""), without.output)
    }

    func testARemovedRowRunsItsOwnOnDisappearWithWhatItCapturedAndItsState() throws {
        let result = try runScript(
            """
            import SwiftUI
            struct Row: View {
                let name: String
                @Binding var log: [String]
                @State private var shown = 0
                var body: some View {
                    Text(name)
                        .onAppear { shown += 1 }
                        .onDisappear { log.append("\\(name) left after \\(shown) appearance") }
                }
            }
            struct ContentView: View {
                @State private var names = ["a", "b", "c"]
                @State private var log: [String] = []
                var body: some View {
                    VStack {
                        Button("Remove b") { names.remove(at: 1) }
                        Text(log.joined(separator: "; "))
                        ForEach(names, id: \\.self) { name in Row(name: name, log: $log) }
                    }
                }
            }
            #Preview { ContentView() }
            """, ["--tap", "0.0", "--print-state"])
        XCTAssertEqual(result.status, 0, result.errors)
        // Row c took b's place in the order its closures were made: b's own closure ran.
        XCTAssertTrue(result.output.contains(#"Text 0.1 "b left after 1 appearance""#), result.output)
        XCTAssertFalse(result.output.contains(#""0.@b""#), "the removed row's state is gone once its handler ran: \(result.output)")
    }

    func testPushingCoversTheRootAndPoppingShowsItAgain() throws {
        let result = try runScript(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Open 1") { path.append(1) }
                            .onAppear { print("root appears") }
                            .onDisappear { print("root disappears") }
                            .navigationDestination(for: Int.self) { number in
                                Text("Item \\(number)")
                                    .onAppear { print("item \\(number) appears") }
                                    .onDisappear { print("item \\(number) disappears") }
                            }
                    }
                }
            }
            #Preview { ContentView() }
            """, ["--tap", "0.0", "--tap", "0/pop"])
        assertPrinted(["root appears", "item 1 appears", "root disappears", "root appears", "item 1 disappears"], by: result)
    }

    func testATabViewShowsItsSelectedTabOnlyAndChoosingAnotherSwapsThem() throws {
        let result = try runScript(
            """
            import SwiftUI
            enum Tab: Hashable { case inbox, settings }
            struct ContentView: View {
                @State private var tab = Tab.inbox
                var body: some View {
                    TabView(selection: $tab) {
                        Button("Settings") { tab = .settings }
                            .onAppear { print("inbox appears") }
                            .onDisappear { print("inbox disappears") }
                            .tabItem { Label("Inbox", systemImage: "tray") }
                            .tag(Tab.inbox)
                        Text("Settings")
                            .onAppear { print("settings appears") }
                            .onDisappear { print("settings disappears") }
                            .tabItem { Label("Settings", systemImage: "gear") }
                            .tag(Tab.settings)
                    }
                }
            }
            #Preview { ContentView() }
            """, ["--tap", "0.0"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("inbox appears\nsettings appears\ninbox disappears\nTabView 0"), result.output)
        let first = try runWorkbench(["run", script])
        XCTAssertTrue(first.output.hasPrefix("inbox appears\nTabView 0"), "only the selected tab appears: \(first.output)")
    }

    func testAPresentedSheetsContentAppearsAndDisappearsWhenDismissed() throws {
        let result = try runScript(
            """
            import SwiftUI
            struct Photo: Identifiable { var id: Int }
            struct Gallery: View {
                @State private var showingAbout = false
                @State private var opened: Photo? = nil
                var body: some View {
                    VStack {
                        Button("About") { showingAbout = true }
                        Button("Open 7") { opened = Photo(id: 7) }
                    }
                    .sheet(isPresented: $showingAbout) {
                        Button("Close") { showingAbout = false }
                            .onAppear { print("about appears") }
                            .onDisappear { print("about disappears") }
                    }
                    .sheet(item: $opened) { photo in
                        Button("Done") { opened = nil }
                            .onAppear { print("photo \\(photo.id) appears") }
                            .onDisappear { print("photo \\(photo.id) disappears") }
                    }
                }
            }
            #Preview { Gallery() }
            """, ["--tap", "0.0", "--tap", "0.sheet.0", "--tap", "0.1", "--tap", "0.sheet2.0"])
        assertPrinted(["about appears", "about disappears", "photo 7 appears", "photo 7 disappears", "VStack 0 · sheet sheet"], by: result)
    }

    func testAScriptErrorInOnDisappearIsACleanErrorWithItsTrace() throws {
        let result = try runScript(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var shown = true
                var body: some View {
                    VStack {
                        Button("Hide") { shown = false }
                        if shown {
                            Text("Fragile").onDisappear {
                                let sizes = [1]
                                print(sizes[3])
                            }
                        }
                    }
                }
            }
            #Preview { ContentView() }
            """, ["--tap", "0.0"])
        XCTAssertEqual(result.status, 1)
        let file = URL(fileURLWithPath: script).lastPathComponent
        XCTAssertTrue(result.errors.hasPrefix("\(file):10:32: error: index 3 is out of range for an array of 1 element"), result.errors)
        XCTAssertTrue(result.errors.contains("stack trace, innermost first:\n  closure at \(file):10:32"), result.errors)
    }

    func testAViewThatHidesItselfOnAppearAndComesBackOnDisappearStopsAtTheLimit() throws {
        let result = try runScript(
            """
            import SwiftUI
            struct Blink: View {
                let label = "Blink"
                @State private var shown = true
                var body: some View {
                    VStack {
                        if shown {
                            Text(label).onAppear { print("on"); shown = false }.onDisappear { print("off"); shown = true }
                        }
                    }
                }
            }
            #Preview { Blink() }
            """)
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0 == "on" || $0 == "off" }.count, 64, result.output)
        XCTAssertEqual(Array(lines.prefix(3)), ["on", "off", "on"])
    }
}
