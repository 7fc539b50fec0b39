import DaemonTestSupport
import Foundation
import ProcessTestSupport
import ViewTree
import XCTest

/// An app whose action `increment` counts, shown in one `Text`: each action is one run and
/// one snapshot.
let countingApp = """
    state.initial("count", 0)
    actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
    func body() -> Node { Text("\\(state.get("count"))") }
    """

/// A counter with controls: `Text("Count: N")` (0.0), a `Button` whose tap runs
/// `increment` (0.1) and a `Toggle` bound to `on` (0.2).
let controlsApp = """
    state.initial("count", 0)
    actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
    func body() -> Node {
        VStack {
            Text("Count: \\(state.get("count"))")
            Button("Add", action: "increment")
            Toggle("On", isOn: state.bind("on"))
        }
    }
    """

/// Running `workbench serve` as a process, as a user does: started, talked to, stopped or
/// killed, its JSON log read once it has ended.
extension XCTestCase {
    /// `workbench serve --json-log --no-preview` on a project.
    func serve(_ project: TemporaryProject, output: Pipe = Pipe(), errors: Pipe = Pipe()) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: workbenchExecutable)
        process.arguments = ["serve", "--config", project.root + "/workbench.json", "--json-log", "--no-preview"]
        process.environment = ["NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return process
    }

    /// `workbench serve` started by a shell that first runs `setup` (`ulimit -n 48`,
    /// `trap "" HUP`).
    func serve(_ project: TemporaryProject, after setup: String, output: Pipe = Pipe()) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", setup + #" && exec "$0" serve --config "$1" --json-log --no-preview"#, workbenchExecutable,
            project.root + "/workbench.json",
        ]
        process.environment = ["NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// A client of the daemon's socket, once it answers a ping (within 20 seconds).
    func waitForSocket(_ project: TemporaryProject, file: StaticString = #filePath, line: UInt = #line) throws -> SocketClient {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let client = try? SocketClient(path: project.socketPath), (try? client.request("ping", timeout: 5)) != nil { return client }
            usleep(50_000)
        }
        XCTFail("the daemon's socket did not answer", file: file, line: line)
        throw DaemonTestError.timeout("no socket")
    }

    /// A command's exit status and its output (standard output and error together).
    func runCommand(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRun(arguments[0], Array(arguments.dropFirst()), errorsToOutput: true)
    }

    /// The lines of a JSON log, once the daemon writing it has ended.
    func loggedLines(_ output: Pipe) -> [JSONValue] {
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return log.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
    }

    /// The events of a JSON log, in order, once the daemon writing it has ended.
    func loggedEvents(_ output: Pipe) -> [String] {
        loggedLines(output).compactMap { $0["event"]?.stringValue }
    }

    /// What `PRAGMA integrity_check` says of a database: "ok" when it is sound.
    func integrityCheck(_ database: String) throws -> String {
        try runCommand(["/usr/bin/sqlite3", database, "PRAGMA integrity_check"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
