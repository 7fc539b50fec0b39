import DaemonClient
import ViewTree

/// One REPL session: reads lines, runs each as a command (`:tree`, `:inspect`, ...) or as
/// SwiftLite, and prints the answers. Everything it shows comes from the daemon through the
/// socket protocol (docs/protocol.md).
final class ReplSession {
    /// Where the answers go.
    let output: ReplOutput
    /// Whether a person types at a terminal (a prompt, a banner, notices on standard
    /// output) rather than a program feeding lines (answers only).
    let interactive: Bool
    /// What Tab offers.
    let catalog = CompletionCatalog()
    /// The document the node commands are about; nil until the daemon names one.
    var document: String?
    private let socketPath: String
    private var connection: DaemonConnection?
    /// Check events not shown yet (see `showPendingChecks`).
    private var pendingChecks: [JSONValue] = []

    /// A session on an open connection.
    init(connection: DaemonConnection, output: ReplOutput, interactive: Bool) {
        self.connection = connection
        self.socketPath = connection.path
        self.output = output
        self.interactive = interactive
    }

    /// The styling of answers.
    var style: TerminalStyle { output.style }

    // MARK: - The loop

    /// Reads and runs lines until `:quit` or the end of the input; returns the exit status.
    func run(input: LineSource) -> Int32 {
        if interactive {
            // Reloads keep the node ids Tab offers current (CompletionCatalog).
            try? connection?.subscribe()
        }
        if let names = try? request("documents").arrayValue?.compactMap({ $0.objectValue?["name"]?.stringValue }) {
            catalog.documents = names
            document = names.first
        }
        while true {
            absorbEvents()
            showPendingChecks()
            if let editor = input as? LineEditor {
                editor.background = connection.flatMap { connection in
                    guard connection.isSubscribed && connection.isConnected else { return nil }
                    return (connection.descriptor, { [weak self] in
                        self?.absorbEvents()
                        return connection.isConnected
                    })
                }
            }
            switch input.readLine(prompt: prompt) {
            case .end:
                if interactive { output.notice("", onResults: true) }
                return 0
            case .interrupted:
                // At a terminal Ctrl-C drops the line; at the end of a pipe it ends the input.
                if !interactive { return 130 }
            case .line(let text):
                if !execute(text) { return 0 }
            }
        }
    }

    /// `app> `: the current document.
    var prompt: String {
        style.bold(document ?? "workbench") + "> "
    }

    /// Runs one line and prints its answer; false when the line asks to leave.
    func execute(_ line: String) -> Bool {
        let text = Substring(line).trimmingSpaces()
        guard !text.isEmpty else { return true }
        InterruptSignal.clear()
        defer { catalog.invalidateState() }
        do throws(ReplError) {
            guard text.first == ":" else {
                output.show(try evaluate(String(text)))
                return true
            }
            let name = text.prefix { $0 != " " && $0 != "\t" }
            guard let command = CommandTable.command(named: String(name)) else {
                throw unknownCommand(String(name))
            }
            var arguments = CommandArguments(command: command, text: text[name.endIndex...])
            switch command.name {
            case ":quit":
                try arguments.finish()
                return false
            case ":watch":
                try arguments.finish()
                defer { pendingChecks.removeAll() }  // :watch showed them as they came
                try watch()
            default:
                output.show(try perform(command, &arguments))
                if command.name == ":cold" {
                    // The check just shown was announced too, before the answer: no notice of it.
                    absorbEvents()
                    pendingChecks.removeAll { $0.objectValue?["event"]?.stringValue == "coldChecked" }
                }
            }
        } catch {
            output.show(error)
        }
        return true
    }

    private func perform(_ command: CommandInfo, _ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        switch command.name {
        case ":help":
            try arguments.finish()
            let commands = CommandTable.all.map { command -> JSONValue in
                ["name": .string(command.name), "arguments": .string(command.arguments), "summary": .string(command.summary)]
            }
            return CommandResult(json: ["commands": .array(commands)], text: CommandTable.helpText())
        case ":json":
            let setting = try arguments.word("on or off")
            try arguments.finish()
            guard setting == "on" || setting == "off" else { throw arguments.usageError("\(setting) is neither on nor off") }
            output.json = setting == "on"
            return CommandResult(json: ["json": .bool(output.json)], text: "")
        case ":doc": return try selectDocument(&arguments)
        case ":tree": return try tree(&arguments)
        case ":inspect": return try inspect(&arguments)
        case ":why": return try why(&arguments)
        case ":state": return try showState(&arguments)
        case ":set": return try setState(&arguments)
        case ":tap": return try tap(&arguments)
        case ":dispatch": return try dispatch(&arguments)
        case ":bind": return try bind(&arguments)
        case ":errors": return try errors(&arguments)
        case ":trace": return try trace(&arguments)
        case ":snapshots": return try snapshots(&arguments)
        case ":show", ":replay", ":bisect": return try snapshotReport(command.name, &arguments)
        case ":diff": return try diff(&arguments)
        case ":goto": return try goto(&arguments)
        case ":reload": return try reload(&arguments)
        case ":record": return try record(&arguments)
        case ":test": return try test(&arguments)
        case ":cold": return try cold(&arguments)
        default: throw unknownCommand(command.name)
        }
    }

    private func unknownCommand(_ name: String) -> ReplError {
        var message = "unknown command \(name)"
        if let suggestion = Spelling.suggestion(for: name, among: CommandTable.all.map(\.name)) {
            message += "; did you mean \(suggestion)?"
        }
        return ReplError("unknownCommand", message + " (:help lists the commands)")
    }

    // MARK: - The daemon

    /// Sends a request and returns its result.
    func request(_ method: String, _ params: [String: JSONValue] = [:]) throws(ReplError) -> JSONValue {
        try liveConnection().request(method, params)
    }

    /// The connection. After the daemon went away, it connects again, so that a restarted
    /// `workbench serve` is picked up by the next command.
    private func liveConnection() throws(ReplError) -> DaemonConnection {
        if let connection, connection.isConnected { return connection }
        do {
            let fresh = try DaemonConnection(path: socketPath, interrupt: InterruptSignal.daemonInterrupt)
            connection = fresh
            if interactive { try? fresh.subscribe() }
            return fresh
        } catch {
            connection = nil
            throw ReplError("disconnected", "no daemon answers on \(socketPath); start one with 'workbench serve'")
        }
    }

    /// The `document` parameter naming the current document.
    var documentParameter: [String: JSONValue] {
        document.map { ["document": .string($0)] } ?? [:]
    }

    /// Takes in the events that arrived: new trees for completion, documents that appeared
    /// or went away.
    func absorbEvents() {
        guard let connection else { return }
        for event in connection.takeEvents() { absorb(event) }
    }

    func absorb(_ event: JSONValue) {
        catalog.absorb(event: event)
        if let document, !catalog.documents.contains(document) { self.document = catalog.documents.first }
        if interactive, let name = event.objectValue?["event"]?.stringValue, Self.checkEvents.contains(name), Self.isWorthANotice(event) {
            pendingChecks.append(event)
        }
    }

    /// Whether a check event says something: a cold start that agrees with the live state,
    /// after every reload, does not (`:watch` and `:cold` still show it).
    static func isWorthANotice(_ event: JSONValue) -> Bool {
        guard event.objectValue?["event"]?.stringValue == "coldChecked" else { return true }
        let verdict = event.objectValue?["data"]?.objectValue?["verdict"]?.stringValue
        return verdict == "diverged" || verdict == "incomplete"
    }

    /// The events of the checks after a reload (the scenarios, the cold-start check),
    /// which an interactive session shows before its next prompt.
    static let checkEvents: Set<String> = ["tested", "coldChecked"]

    /// Shows the check events that arrived since the last prompt.
    func showPendingChecks() {
        defer { pendingChecks.removeAll() }
        guard !output.json else { return }
        for event in pendingChecks { output.notice(ReloadEventText.render(event, style: style), onResults: true) }
    }

    /// The connection, subscribed to the daemon's events.
    func subscribedConnection() throws(ReplError) -> DaemonConnection {
        let connection = try liveConnection()
        try connection.subscribe()
        return connection
    }

    // MARK: - Completion

    /// What Tab offers for the text before the cursor.
    func complete(_ line: String) -> Completer.Completion {
        absorbEvents()
        return Completer.complete(line) { kind in
            catalog.candidates(of: kind, document: document) { method, params throws(ReplError) in try request(method, params) }
        }
    }
}
