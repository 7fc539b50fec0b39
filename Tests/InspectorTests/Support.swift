import Daemon
import DaemonTestSupport
import Foundation
import ProjectConfiguration
import ViewTree
import XCTest

/// `workbench repl` as a process with piped standard input, as a script drives it: lines
/// in, answers out, and SIGINT for Ctrl-C.
final class ReplProcess {
    private let process = Process()
    private let input = Pipe()
    private let outputs = (result: OutputCollector(), error: OutputCollector())

    init(_ project: TemporaryProject, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: workbenchExecutable)
        process.arguments = ["repl", "--config", project.configurationPath] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: project.root)
        process.environment = ["NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardInput = input
        let resultPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = resultPipe
        process.standardError = errorPipe
        try process.run()
        outputs.result.collect(from: resultPipe.fileHandleForReading)
        outputs.error.collect(from: errorPipe.fileHandleForReading)
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Types lines (each gets its newline).
    func send(_ lines: String...) {
        input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// Ctrl-C.
    func interrupt() {
        kill(process.processIdentifier, SIGINT)
    }

    /// Closes standard input and waits for the exit; returns the status.
    @discardableResult
    func finish(timeout: TimeInterval = 30) throws -> Int32 {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else { throw ReplTestError.timeout("the REPL did not exit within \(timeout) s") }
            usleep(10_000)
        }
        outputs.result.waitForEnd()
        outputs.error.waitForEnd()
        return process.terminationStatus
    }

    /// What the REPL wrote on standard output so far.
    var output: String { outputs.result.text }
    /// What it wrote on standard error so far.
    var errors: String { outputs.error.text }

    /// Waits until standard output (or error) contains `text`.
    func waitFor(_ text: String, inErrors: Bool = false, timeout: TimeInterval = 20) throws {
        let collector = inErrors ? outputs.error : outputs.result
        let deadline = Date().addingTimeInterval(timeout)
        while !collector.text.contains(text) {
            guard Date() < deadline else {
                throw ReplTestError.timeout("no \"\(text)\" within \(timeout) s; output:\n\(output)\nerrors:\n\(errors)")
            }
            usleep(10_000)
        }
    }

    /// Runs `workbench repl` on lines and returns what it printed and its status.
    /// The REPL's answers to `lines`, checking that it ended well and wrote no error, with
    /// durations left out.
    static func answers(_ project: TemporaryProject, _ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try run(project, lines)
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        XCTAssertEqual(result.errors, "", file: file, line: line)
        return withoutTimings(result.output)
    }

    /// Durations differ from run to run: `· 0.4 ms` becomes `· T`.
    static func withoutTimings(_ text: String) -> String {
        text.replacingOccurrences(of: #" · [0-9.]+ (ms|µs)"#, with: " · T", options: .regularExpression)
    }

    static func run(_ project: TemporaryProject, _ lines: [String], arguments: [String] = []) throws -> (status: Int32, output: String, errors: String) {
        let repl = try ReplProcess(project, arguments: arguments)
        repl.input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        let status = try repl.finish()
        return (status, repl.output, repl.errors)
    }
}

/// Accumulates what a pipe delivers, on a thread of its own.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let ended = DispatchSemaphore(value: 0)

    func collect(from handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            ended.signal()
        }
    }

    func waitForEnd() {
        _ = ended.wait(timeout: .now() + 10)
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}

/// A failure of the test harness itself (a test that throws it fails).
enum ReplTestError: Error {
    case timeout(String)
}

/// The app most tests inspect: a counter, a list of todos with toggles, and an action that
/// crashes.
let counterApp = """
    state.initial("count", 0)
    state.initial("todos", [["title": "Milk", "done": false]])
    actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
    actions["add"] = { ctx in state.set("count", (state.get("count") as! Int) + (ctx.payload as! Int)) }
    actions["crash"] = { ctx in state.set("count", pick([1, 2], 5)) }
    func pick(_ numbers: [Int], _ index: Int) -> Int {
        numbers[index]
    }

    func row(_ todo: [String: Any], _ index: Int) -> Node {
        Toggle(todo["title"] as! String, isOn: state.bind("todos[\\(index)].done"))
    }

    func body() -> Node {
        VStack(spacing: 8) {
            Text("Count: \\(state.get("count"))")
                .font(.title)
                .padding(4)
            Button("Add", action: "increment")
            for (i, todo) in (state.get("todos") as! [[String: Any]]).enumerated() {
                row(todo, i)
            }
        }
    }

    """
