import Daemon
import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// A SwiftUI program's documents in the daemon (docs/swiftui.md): the app and each
/// `#Preview`, each with its own state, tapped by node id, reloaded on every save with its
/// state kept, stored and replayed.
final class SwiftUIDocumentTests: XCTestCase {
    private let counter = """
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("+") { count += 1 }
                }
            }
        }
        func body() -> Node { Counter() }
        #Preview("Small") { Counter().font(.caption) }
        """

    func testThePreviewsAreDocumentsWithStatesOfTheirOwn() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let documents = try client.request("documents")["result"]
        XCTAssertEqual(documents?[0]?["name"], "app")
        XCTAssertEqual(documents?[1]?["name"], "Small")
        XCTAssertEqual(documents?[1]?["kind"], "script")

        _ = try client.request("tap", ["document": "Small", "node": "0.1"])
        _ = try client.request("tap", ["document": "Small", "node": "0.1"])
        XCTAssertEqual(try client.request("state", ["document": "Small", "path": #"local["0"].Counter.count"#])["result"]?["value"], 2)
        XCTAssertEqual(try client.request("state", ["path": #"local["0"].Counter.count"#])["result"]?["value"], 0)
        let small = try Document(json: try XCTUnwrap(try client.request("document", ["document": "Small"])["result"]?["document"]))
        XCTAssertEqual(small.root.children[0].props["text"], "Count: 2")
    }

    func testATapOnADisabledViewIsRefusedAndRunsNothing() throws {
        let project = try TemporaryProject(files: ["app.swift": counter + "\n#Preview(\"Off\") { Counter().disabled(true) }\n"])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let refused = try client.request("tap", ["document": "Off", "node": "0.1"])
        XCTAssertEqual(refused["error"]?["code"], "disabled")
        XCTAssertEqual(refused["error"]?["message"], "Button 0.1 is disabled (by .disabled(true) on VStack 0)")
        let bound = try client.request("bind", ["document": "Off", "node": "0.1", "value": 1])
        XCTAssertEqual(bound["error"]?["code"], "disabled")
        XCTAssertEqual(try client.request("state", ["document": "Off", "path": #"local["0"].Counter.count"#])["result"]?["value"], 0)
    }

    func testATapOnAToggleFlipsItsBindingAndIsReplayed() throws {
        let settings = """
            struct Settings: View {
                @State private var notify = false
                var body: some View {
                    VStack {
                        Toggle("Notify", isOn: $notify)
                        Text(notify ? "on" : "off")
                    }
                }
            }
            #Preview { Settings() }
            """
        let project = try TemporaryProject(files: ["app.swift": settings])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let document = try XCTUnwrap(try client.request("documents")["result"]?[0]?["name"]?.stringValue)
        let tapped = try client.request("tap", ["document": .string(document), "node": "0.0"])["result"]
        let snapshot = try XCTUnwrap(tapped?["snapshot"]?.intValue)
        XCTAssertEqual(try client.request("state", ["document": .string(document), "path": #"local["0"].Settings.notify"#])["result"]?["value"], true)
        _ = try client.request("tap", ["document": .string(document), "node": "0.0"])
        let shown = try Document(json: try XCTUnwrap(try client.request("document", ["document": .string(document)])["result"]?["document"]))
        XCTAssertEqual(shown.root.children[1].props["text"], "off")
        XCTAssertEqual(try client.request("replay", ["id": .int(snapshot)])["result"]?["reproduced"], true)
    }

    func testAStepperStepAndAPickerOptionTapWriteTheirBindingsAndAreReplayed() throws {
        let order = """
            struct Order: View {
                @State private var cups = 1
                @State private var size = "small"
                var body: some View {
                    VStack {
                        Stepper("Cups", value: $cups, in: 0...10, step: 2)
                        Picker("Size", selection: $size) {
                            Text("Small").tag("small")
                            Text("Large").tag("large")
                        }
                    }
                }
            }
            #Preview { Order() }
            """
        let project = try TemporaryProject(files: ["app.swift": order])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let document = try XCTUnwrap(try client.request("documents")["result"]?[0]?["name"]?.stringValue)
        let stepped = try client.request("tap", ["document": .string(document), "node": "0.0", "event": "increment"])["result"]
        let snapshot = try XCTUnwrap(stepped?["snapshot"]?.intValue)
        XCTAssertEqual(try client.request("state", ["document": .string(document), "path": #"local["0"].Order.cups"#])["result"]?["value"], 3)
        _ = try client.request("tap", ["document": .string(document), "node": "0.1.1"])
        XCTAssertEqual(
            try client.request("state", ["document": .string(document), "path": #"local["0"].Order.size"#])["result"]?["value"], "large")
        XCTAssertEqual(try client.request("replay", ["id": .int(snapshot)])["result"]?["reproduced"], true)
        let missing = try client.request("tap", ["document": .string(document), "node": "0.1", "event": "increment"])
        XCTAssertEqual(missing["error"]?["code"], "notFound")
    }

    func testAnEditOfTheBodyKeepsTheStateAndTheTapIsReplayed() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        let tapped = try client.request("tap", ["node": "0.1"])["result"]
        let snapshot = try XCTUnwrap(tapped?["snapshot"]?.intValue)

        try project.write("app.swift", counter.replacingOccurrences(of: "Count: ", with: "Taps: "))
        let event = try client.event("reloaded")
        let tree = try Document(json: try XCTUnwrap(event["data"]?["tree"]))
        XCTAssertEqual(tree.root.children[0].props["text"], "Taps: 1")
        XCTAssertEqual(try client.request("replay", ["id": .int(snapshot)])["result"]?["reproduced"], true)

        let why = try client.request("why", ["node": "0.0"])["result"]?["text"]?.stringValue ?? ""
        XCTAssertTrue(why.contains("props.text: \"Count: 1\" -> \"Taps: 1\""), why)
    }

    func testTheViewsThatAppearRunTheirOnAppearOnceEachStoredAsATap() throws {
        let loader = """
            struct Loader: View {
                @State private var items: [String] = []
                @State private var loads = 0
                var body: some View {
                    VStack {
                        Text("Loaded \\(loads) times")
                        ForEach(items, id: \\.self) { Text($0) }
                    }
                    .onAppear { loads += 1; items = ["a", "b"] }
                }
            }
            #Preview { Loader() }
            """
        let project = try TemporaryProject(files: ["app.swift": loader])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let first = try Document(json: try XCTUnwrap(try client.request("document", ["document": "Preview 1"])["result"]?["document"]))
        XCTAssertEqual(first.root.children.map { $0.props["text"] }, ["Loaded 1 times", "a", "b"])
        let snapshots = try XCTUnwrap(try client.request("snapshots")["result"]?["snapshots"]?.arrayValue)
        XCTAssertEqual(snapshots.map { $0["reason"]?.stringValue }, ["action", "load"], "the appear ran as its own stored run, after the load")
        XCTAssertEqual(try client.request("replay", ["id": try XCTUnwrap(snapshots[0]["id"])])["result"]?["reproduced"], true)

        // A reload keeps the views on screen: nothing appears again.
        _ = try client.request("subscribe")
        try project.write("app.swift", loader.replacingOccurrences(of: "Loaded ", with: "Loads: "))
        let reloaded = try Document(json: try XCTUnwrap(try client.event("reloaded")["data"]?["tree"]))
        XCTAssertEqual(reloaded.root.children[0].props["text"], "Loads: 1 times")
    }

    func testAWriteThroughABindingRunsTheOnChangeOfTheValueWithItsOldValue() throws {
        let search = """
            struct Search: View {
                @State private var query = ""
                @State private var results: [String] = []
                @State private var log: [String] = []
                let all = ["apple", "banana", "avocado"]
                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                        ForEach(results, id: \\.self) { Text($0) }
                        Text(log.joined(separator: "; "))
                    }
                    .onChange(of: query) { old, new in
                        results = all.filter { $0.hasPrefix(new) }
                        log.append("'\\(old)' -> '\\(new)'")
                    }
                }
            }
            #Preview { Search() }
            """
        let project = try TemporaryProject(files: ["app.swift": search])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("bind", ["document": "Preview 1", "node": "0.0", "value": "a"])
        _ = try client.request("bind", ["document": "Preview 1", "node": "0.0", "value": "av"])
        let tree = try Document(json: try XCTUnwrap(try client.request("document", ["document": "Preview 1"])["result"]?["document"]))
        XCTAssertEqual(tree.root.children.map { $0.props["text"] }, [nil, "avocado", "'' -> 'a'; 'a' -> 'av'"])
        let snapshots = try XCTUnwrap(try client.request("snapshots", ["document": "Preview 1"])["result"]?["snapshots"]?.arrayValue)
        XCTAssertEqual(snapshots.prefix(2).map { $0["reason"]?.stringValue }, ["action", "binding"], "each onChange ran as its own stored run after the write")
    }

    func testAPreviewRemovedFromTheProgramIsRemovedAsADocument() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        try project.write("app.swift", counter.replacingOccurrences(of: "#Preview(\"Small\") { Counter().font(.caption) }", with: ""))
        let event = try client.event("removed")
        XCTAssertEqual(event["data"]?["document"], "Small")
        XCTAssertEqual(try client.request("documents")["result"]?.arrayValue?.count, 1)
    }
}
