import Daemon
import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// The daemon runs SwiftUI's `onDisappear` of the views a run took off screen, and the
/// `onAppear` of a `TabView`'s tab as it is chosen, each as a stored run that replays.
final class ViewLifecycleDocumentTests: XCTestCase {
    func testARemovedRowsOnDisappearIsAStoredRunThatReplays() throws {
        let list = """
            struct Row: View {
                let name: String
                @Binding var log: [String]
                var body: some View {
                    Text(name).onDisappear { log.append("\\(name) left") }
                }
            }
            struct Names: View {
                @State private var names = ["a", "b", "c"]
                @State private var log: [String] = []
                var body: some View {
                    VStack {
                        Button("Remove first") { names.removeFirst() }
                        Text(log.joined(separator: ", "))
                        ForEach(names, id: \\.self) { name in Row(name: name, log: $log) }
                    }
                }
            }
            #Preview { Names() }
            """
        let project = try TemporaryProject(files: ["app.swift": list])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("tap", ["document": "Preview 1", "node": "0.0"])
        _ = try client.request("tap", ["document": "Preview 1", "node": "0.0"])
        let tree = try Document(json: try XCTUnwrap(try client.request("document", ["document": "Preview 1"])["result"]?["document"]))
        XCTAssertEqual(tree.root.children.map { $0.props["text"] }, [nil, "a left, b left", "c"])

        let snapshots = try XCTUnwrap(try client.request("snapshots", ["document": "Preview 1"])["result"]?["snapshots"]?.arrayValue)
        // Newest first: each tap, then the onDisappear of the row it removed.
        XCTAssertEqual(snapshots.prefix(4).map { $0["action"]?.stringValue }, ["app.swift:5:32", "app.swift:13:36", "app.swift:5:32", "app.swift:13:36"])
        XCTAssertEqual(snapshots.prefix(4).map { $0["reason"]?.stringValue }, ["action", "action", "action", "action"])
        for disappearance in [snapshots[0], snapshots[2]] {
            XCTAssertEqual(try client.request("replay", ["id": try XCTUnwrap(disappearance["id"])])["result"]?["reproduced"], true)
        }
    }

    func testChoosingATabThroughItsBindingShowsItsViewsAndHidesTheOthers() throws {
        let tabs = """
            struct Tabs: View {
                @State private var tab = 0
                @State private var log: [String] = []
                var body: some View {
                    VStack {
                        Text(log.joined(separator: ", "))
                        TabView(selection: $tab) {
                            Text("First").onAppear { log.append("first on") }.onDisappear { log.append("first off") }
                                .tabItem { Text("1") }.tag(0)
                            Text("Second").onAppear { log.append("second on") }.onDisappear { log.append("second off") }
                                .tabItem { Text("2") }.tag(1)
                        }
                    }
                }
            }
            #Preview { Tabs() }
            """
        let project = try TemporaryProject(files: ["app.swift": tabs])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("bind", ["document": "Preview 1", "node": "0.1", "value": 1])
        _ = try client.request("bind", ["document": "Preview 1", "node": "0.1", "value": 0])
        let tree = try Document(json: try XCTUnwrap(try client.request("document", ["document": "Preview 1"])["result"]?["document"]))
        XCTAssertEqual(tree.root.children[0].props["text"], "first on, second on, first off, first on, second off")
    }

    func testAColdStartReplaysAnOnDisappearToTheSameState() throws {
        let app = """
            @main struct Timer: App {
                var body: some Scene { WindowGroup { Clock() } }
            }
            struct Clock: View {
                @State private var running = true
                @State private var stops = 0
                var body: some View {
                    VStack {
                        Button("Stop") { running = false }
                        Text("Stopped \\(stops) times")
                        if running {
                            Text("Ticking").onDisappear { stops += 1 }
                        }
                    }
                }
            }
            """
        let project = try TemporaryProject(files: ["app.swift": app])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("tap", ["node": "0.0"])
        let tree = try Document(json: try XCTUnwrap(try client.request("document")["result"]?["document"]))
        XCTAssertEqual(tree.root.children[1].props["text"], "Stopped 1 times")
        let check = try client.request("coldCheck")["result"]
        XCTAssertEqual(check?["verdict"], "same", "\(String(describing: check))")
        // The tap, then the onDisappear it set off, replayed by its action and payload.
        XCTAssertEqual(check?["text"]?.stringValue?.hasPrefix("cold start: same state after 2 inputs"), true, "\(String(describing: check))")
    }
}
