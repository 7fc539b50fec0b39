import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// `kill -9` at random moments while the daemon stores as fast as clients make it run:
/// after each kill the database is sound and holds every snapshot a client was told was
/// stored, and the next daemon starts on it. Ten kills by default; set
/// `WORKBENCH_KILL_ROUNDS=100` for the full campaign (docs/reliability.md).
final class KillDurabilityTests: XCTestCase {
    private let app = """
        state.initial("count", 0)
        actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
        func body() -> Node {
            VStack {
                Text("\\(state.get("count"))")
                ForEach(Array(0..<(state.get("count") as! Int) % 20)) { row in Text("row \\(row)") }
            }
        }
        """

    func testEveryAcknowledgedSnapshotSurvivesKill9AtRandomMoments() throws {
        let rounds = ProcessInfo.processInfo.environment["WORKBENCH_KILL_ROUNDS"].flatMap(Int.init) ?? 10
        // Retention would delete old snapshots on purpose; here every one must stay.
        let project = try TemporaryProject(files: ["app.swift": app], configuration: #"{"retention": {"keepLast": 1000000}}"#)
        let database = project.root + "/.workbench/workbench.sqlite"
        var acknowledged: Set<Int> = []
        var generator = SystemRandomNumberGenerator()
        for round in 1...rounds {
            let process = try serve(project)
            let client = try waitForSocket(project)
            let load = Load(client: client, project: project, app: app)
            load.start()
            // A moment somewhere in the load: while runs are stored, between them, while a
            // reload compiles.
            usleep(UInt32.random(in: 20_000...300_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let stored = load.finish()
            acknowledged.formUnion(stored)

            XCTAssertEqual(try integrityCheck(database), "ok", "round \(round)")
            let present = Set(try runCommand(["/usr/bin/sqlite3", database, "SELECT id FROM snapshots"]).output.split(separator: "\n").compactMap { Int($0) })
            let missing = acknowledged.subtracting(present)
            XCTAssertTrue(missing.isEmpty, "round \(round): acknowledged snapshots missing after kill -9: \(missing.sorted().prefix(20))")
            XCTAssertGreaterThan(stored.count, 0, "round \(round): the load stored nothing before the kill")
            if !missing.isEmpty { break }
        }
        XCTAssertGreaterThan(acknowledged.count, rounds)
        // The campaign's figure for docs/reliability.md.
        print("kill -9 durability: \(rounds) kills, \(acknowledged.count) acknowledged snapshots, all present")
    }
}

/// Clients keeping a daemon busy until it dies: one dispatching actions and keeping the
/// snapshot ids the replies acknowledge, one saving the script over and over (reloads,
/// each storing a new program).
private final class Load: @unchecked Sendable {
    private let client: SocketClient
    private let project: TemporaryProject
    private let app: String
    private let lock = NSLock()
    private var stored: [Int] = []
    private var stopping = false
    private let done = DispatchGroup()

    init(client: SocketClient, project: TemporaryProject, app: String) {
        self.client = client
        self.project = project
        self.app = app
    }

    func start() {
        done.enter()
        Thread.detachNewThread { [self] in
            // Until the daemon is gone: its socket closes, a read fails.
            while let reply = try? client.request("dispatch", ["action": "increment"], timeout: 30) {
                if let id = reply["result"]?["snapshot"]?.intValue { lock.withLock { stored.append(id) } }
            }
            done.leave()
        }
        done.enter()
        Thread.detachNewThread { [self] in
            var edit = 0
            while !lock.withLock({ stopping }) {
                edit += 1
                try? project.write("app.swift", app + "\n// edit \(edit)\n")
                usleep(15_000)
            }
            done.leave()
        }
    }

    /// Stops the editing and returns the acknowledged snapshots, once the dispatching
    /// client has seen the daemon go.
    func finish() -> [Int] {
        lock.withLock { stopping = true }
        done.wait()
        return lock.withLock { stored }
    }
}
