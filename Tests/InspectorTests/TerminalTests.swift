import Daemon
import DaemonTestSupport
import Foundation
import XCTest

/// `workbench repl` in a real terminal (tmux): what a person types and sees. The test
/// starts its own tmux server on a private socket and kills it at the end.
final class TerminalTests: XCTestCase {
    private var project: TemporaryProject!
    private var daemon: Daemon!
    private var tmux: Tmux!

    override func setUpWithError() throws {
        project = try TemporaryProject(files: ["app.swift": counterApp])
        daemon = try startDaemon(project)
        tmux = try Tmux()
    }

    override func tearDown() {
        tmux?.killServer()
        tmux = nil
        daemon?.stop()
        daemon = nil
        project = nil
    }

    func testTypingHistoryCompletionColorsAndCtrlC() throws {
        // HOME without an .editrc, so that the user's key bindings cannot change the keys sent.
        try tmux.start("cd \(project.root) && HOME=\(project.root) TERM=xterm-256color \(workbenchExecutable) repl")
        try tmux.waitForScreen { $0.contains(":help lists the commands") && $0.hasSuffix("app>") }

        // Typing a command and its answer.
        tmux.type(":state count", "Enter")
        try tmux.waitForScreen { $0.hasSuffix("app> :state count\n0\napp>") }

        // Tab completes a command, then an action name.
        tmux.type(":disp", "Tab")
        try tmux.waitForScreen { $0.hasSuffix("app> :dispatch") }
        tmux.type("incr", "Tab")
        // The space the first completion added separates the action from the command.
        try tmux.waitForScreen { $0.hasSuffix("app> :dispatch increment") }
        tmux.type("Enter")
        try tmux.waitForScreen { $0.contains("props.text: \"Count: 0\" -> \"Count: 1\"\napp>") }

        // Tab lists the node ids when they share no longer prefix.
        tmux.type(":inspect 0.", "Tab")
        try tmux.waitForScreen { $0.contains("app> :inspect 0.\n0.0  0.1  0.2\napp> :inspect 0.") }

        // Ctrl-C drops the line; the REPL stays.
        tmux.type("C-c")
        try tmux.waitForScreen { $0.hasSuffix("app> :inspect 0.\napp>") }

        // The up arrow recalls the previous command (as run, without the completion's space).
        tmux.type("Up")
        try tmux.waitForScreen { $0.hasSuffix("app> :dispatch increment") }
        tmux.type("Enter")
        try tmux.waitForScreen { $0.contains("props.text: \"Count: 1\" -> \"Count: 2\"") }

        // A colored tree: types in blue, ids dim, modifiers in magenta.
        tmux.type(":tree", "Enter")
        let colored = try tmux.waitForScreen(withColors: true) { $0.contains("Toggle") }
        XCTAssertTrue(colored.contains("\u{1B}[34mVStack\u{1B}[39m \u{1B}[2m0\u{1B}[0m"), colored)
        XCTAssertTrue(colored.contains("\u{1B}[35mfont padding"), colored)

        // Ctrl-D leaves; the next session recalls the history of this one.
        tmux.type("C-d")
        try tmux.waitForExit()
        try tmux.start("cd \(project.root) && HOME=\(project.root) TERM=xterm-256color \(workbenchExecutable) repl")
        try tmux.waitForScreen { $0.hasSuffix("app>") }
        tmux.type("Up")
        try tmux.waitForScreen { $0.hasSuffix("app> :tree") }
        tmux.type("C-u", "C-d")
        try tmux.waitForExit()
        // Kept as run, without the space the completion added.
        let history = try project.read(".workbench/repl_history")
        XCTAssertTrue(history.contains(":dispatch\\040increment\n"), history)
    }

    func testNoColorKeepsATerminalPlain() throws {
        try tmux.start("cd \(project.root) && HOME=\(project.root) TERM=xterm-256color NO_COLOR=1 \(workbenchExecutable) repl")
        try tmux.waitForScreen { $0.hasSuffix("app>") }
        tmux.type(":tree", "Enter")
        let screen = try tmux.waitForScreen(withColors: true) { $0.contains("Toggle") }
        XCTAssertTrue(screen.contains("VStack 0 spacing: 8\n  Text 0.0 \"Count: 0\" · font padding"), screen)
        XCTAssertFalse(screen.contains("\u{1B}[34m"), screen)
        tmux.type(":quit", "Enter")
        try tmux.waitForExit()
    }

    func testWithoutADaemonTheREPLOffersAnEmbeddedSession() throws {
        daemon.stop()
        daemon = nil
        try tmux.start("cd \(project.root) && HOME=\(project.root) TERM=xterm-256color \(workbenchExecutable) repl")
        try tmux.waitForScreen { $0.contains("Start an embedded session in this process?") && $0.hasSuffix("[Y/n]") }
        tmux.type("Enter")
        try tmux.waitForScreen { $0.contains("Embedded session for \(self.project.root)") && $0.hasSuffix("app>") }
        tmux.type(":state count", "Enter")
        try tmux.waitForScreen { $0.hasSuffix("app> :state count\n0\napp>") }
        tmux.type(":quit", "Enter")
        try tmux.waitForExit()
    }
}

/// A tmux server of the test's own (`-L`, a private socket name) with one window.
final class Tmux {
    private let server = "workbench-test-\(UUID().uuidString.prefix(8))"
    private let executable: String

    init() throws {
        guard let found = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            XCTFail("tmux is missing: the terminal tests need it (apt-get install tmux; scripts/lib/setup.sh installs it)")
            throw ReplTestError.timeout("no tmux")
        }
        executable = found
    }

    /// Starts the server and a 100x30 window running `command` in a shell; the window
    /// closes when the command ends.
    func start(_ command: String) throws {
        // Colors must show: NO_COLOR of the environment running the tests is not passed on.
        let status = run(["-f", "/dev/null", "new-session", "-d", "-s", "repl", "-x", "100", "-y", "30", "env -u NO_COLOR sh -c '\(command)'"])
        guard status == 0 else { throw ReplTestError.timeout("tmux could not start a session (status \(status))") }
    }

    /// Sends keys: text, or tmux key names (`Enter`, `Tab`, `Up`, `C-c`).
    func type(_ keys: String...) {
        run(["send-keys", "-t", "repl"] + keys)
    }

    /// The screen's text without trailing blank lines; tmux drops the spaces at line ends
    /// (so the prompt reads `app>`).
    func screen(withColors: Bool = false) -> String {
        var lines = capture(["capture-pane", "-p", "-t", "repl"] + (withColors ? ["-e"] : []))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Waits until the screen satisfies `condition`; returns it.
    @discardableResult
    func waitForScreen(withColors: Bool = false, timeout: TimeInterval = 20, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let text = screen(withColors: withColors)
            if condition(text) { return text }
            guard Date() < deadline else { throw ReplTestError.timeout("the terminal never showed what was expected; it shows:\n\(text)") }
            usleep(50_000)
        }
    }

    /// Waits until the window's command has ended (the session is gone).
    func waitForExit(timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while run(["has-session", "-t", "repl"]) == 0 {
            guard Date() < deadline else { throw ReplTestError.timeout("the REPL did not exit; the terminal shows:\n\(screen())") }
            usleep(50_000)
        }
    }

    func killServer() {
        run(["kill-server"])
    }

    @discardableResult
    private func run(_ arguments: [String]) -> Int32 {
        spawn(arguments, capturingOutput: false).status
    }

    private func capture(_ arguments: [String]) -> String {
        spawn(arguments, capturingOutput: true).output
    }

    /// Runs tmux and waits for it with posix_spawn and waitpid. Foundation's `Process`
    /// cannot be used: it learns of a child's exit through a socket the child inherits, and
    /// the tmux server that `new-session` forks keeps that socket open for its whole life.
    private func spawn(_ arguments: [String], capturingOutput: Bool) -> (status: Int32, output: String) {
        var ends: [Int32] = [-1, -1]
        if capturingOutput { guard pipe(&ends) == 0 else { return (-1, "") } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturingOutput {
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable, "-L", server] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        var output: [UInt8] = []
        if capturingOutput {
            close(ends[1])
            var chunk = [UInt8](repeating: 0, count: 65536)
            while spawned == 0 {
                let count = read(ends[0], &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                output += chunk[0..<count]
            }
            close(ends[0])
        }
        guard spawned == 0 else { return (-1, "") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}
