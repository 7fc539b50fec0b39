import SwiftLite
import ViewTree

extension EditorSession {
    // MARK: - Following the daemon

    /// Starts following `workbench serve` for the project's socket.
    func startLiveApp() {
        guard options.connectsToDaemon, let project, let post else { return }
        let socket = project.configuration.resolve(project.configuration.socket)
        live = LiveApp(socketPath: socket)
        listener = LiveEventListener(socketPath: socket) { report in
            post { session in session.receive(report) }
        }
    }

    /// Stops following the daemon (the project's socket changed, or the server stops).
    func stopLiveApp() {
        listener?.stop()
        listener = nil
        live = nil
    }

    /// What the listener saw: the daemon came or went, or something ran.
    func receive(_ report: LiveEventListener.Report) {
        switch report {
        case .connected:
            pending.live = true
        case .disconnected:
            // The refresh finds no daemon: what it showed leaves the editor.
            pending.live = true
        case .event(let event):
            switch event.objectValue?["event"]?.stringValue {
            case "reloaded", "error", "stored", "removed": pending.live = true
            default: break
            }
        }
    }

    /// Fetches what the last run left and shows it: its runtime error among the scripts'
    /// diagnostics, and the code lenses again.
    func refreshLive() {
        guard let live else { return }
        if live.refresh() { publishScriptDiagnostics() }
        if client.refreshesCodeLenses { sendRequest("workspace/codeLens/refresh", .null) }
    }

    /// The last run's runtime error, as a diagnostic at the line that failed (the
    /// innermost frame in the project's scripts), each frame as related information.
    func liveReports() -> [String: [DiagnosticReport]] {
        guard let project, let failure = live?.summary?.failure, let top = failure.frames.first(where: { $0.file.hasSuffix(".swift") }) else { return [:] }
        var report = DiagnosticReport(isError: true, message: "\(failure.message) (the last run, in \(top.function))", line: top.line, column: top.column)
        report.source = "workbench (last run)"
        report.related = failure.frames.map { frame in
            DiagnosticReport.Related(path: project.path(ofName: frame.file), line: frame.line, column: frame.column, message: "in \(frame.function)")
        }
        return [top.file: [report]]
    }

    // MARK: - Hover

    /// What the running app says of a place: the value of the state path under the cursor,
    /// the values of the view state `declaration` names (an `@State` property, in each view
    /// on screen that has it), and the nodes its line built in the last run.
    func liveHover(_ place: ScriptPlace, declaration: SymbolDeclaration?) -> [String] {
        guard let live, live.isRunning else { return [] }
        var sections: [String] = []
        if let path = place.stringLiteral, case .statePath = CompletionContext(line: place.linePrefix), let value = live.stateValue(path) {
            sections.append("**state** `\(path)` = `\(Self.excerpt(value.canonicalText))` *(the running app)*")
        }
        if let declaration, let owner = ViewStateProperty(declaration, in: place.analysis) {
            let values = owner.values(in: live.stateValue("local") ?? .null)
            if !values.isEmpty {
                var lines = ["**\(owner.wrapper)** `\(owner.property)` in the running app (\(values.count) view\(values.count == 1 ? "" : "s") on screen):"]
                for (path, value) in values.prefix(12) { lines.append("- `\(path)` = `\(Self.excerpt(value.canonicalText))`") }
                if values.count > 12 { lines.append("- … and \(values.count - 12) more") }
                sections.append(lines.joined(separator: "\n"))
            }
        }
        if let tree = live.appTree() {
            var nodes: [Node] = []
            tree.root.forEachNode { node in
                if let source = node.source, source.file == place.name, source.line == Int(place.location.line) { nodes.append(node) }
            }
            if !nodes.isEmpty {
                var lines = ["**Built here in the last run** (\(nodes.count) node\(nodes.count == 1 ? "" : "s")):"]
                for node in nodes.prefix(12) {
                    let props = node.props.keys.sorted().map { "\($0): \(Self.excerpt(node.props[$0]!.description))" }.joined(separator: ", ")
                    var line = "- `\(node.id)` \(node.type)" + (props.isEmpty ? "" : " — \(props)")
                    if !node.reads.isEmpty { line += " — reads " + node.reads.sorted().map { "`\($0)`" }.joined(separator: ", ") }
                    lines.append(line)
                }
                if nodes.count > 12 { lines.append("- … and \(nodes.count - 12) more") }
                sections.append(lines.joined(separator: "\n"))
            }
        }
        return sections
    }

    /// A value's text, cut to a length a hover can show.
    private static func excerpt(_ text: String) -> String {
        text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// The state paths of the running app.
    func liveStatePaths() -> [String] {
        guard let live, live.isRunning else { return [] }
        return live.allStatePaths()
    }

    /// The actions the running app registered.
    func liveActionNames() -> [String] {
        guard let live, live.isRunning else { return [] }
        return live.actions().filter { !$0.contains(":") }
    }

    // MARK: - Code lenses and commands

    /// `textDocument/codeLens`, while the app runs: "open preview" over each document's
    /// root (a script's `body()` and `#Preview`s, a VML document's root element), and
    /// "replay snapshot #N" over the line the last run crashed at.
    func codeLens(_ params: Params) throws(ResponseError) -> JSONValue {
        let uri = try params.member("textDocument").string("uri")
        guard let path = DocumentURI.path(of: uri), let project, let live, live.isRunning else { return [] }
        var lenses: [JSONValue] = []
        switch project.kind(ofPath: path) {
        case .script?:
            guard let (analysis, texts) = scriptAnalysis(), let text = texts.first(where: { $0.path == path }) else { return [] }
            let name = project.name(ofPath: path)
            if let url = live.previewURL {
                let roots = analysis.declarations.filter {
                    $0.nameSpan.file == name && ($0.kind == .preview || ($0.kind == .function && $0.name == "body" && $0.container == nil))
                }
                for root in roots {
                    lenses.append(lens(range(of: root.nameSpan, in: text), "open preview", "workbench.openPreview", [.string(url)]))
                }
            }
            if let summary = live.summary, let failure = summary.failure, let snapshot = summary.snapshot,
                let frame = failure.frames.first(where: { $0.file.hasSuffix(".swift") }), frame.file == name
            {
                let position = text.position(line: frame.line, column: frame.column, encoding: encoding)
                lenses.append(lens(TextRange(start: position, end: position), "replay snapshot #\(snapshot)", "workbench.replaySnapshot", [.int(snapshot)]))
            }
        case .vml?:
            guard let url = live.previewURL, let text = fileText(ofPath: path) else { return [] }
            let outline = VMLOutline(text: text, encoding: encoding)
            if let root = outline.tags.tags.first(where: { $0.kind != .end }) {
                lenses.append(lens(outline.range(root.nameRange), "open preview", "workbench.openPreview", [.string(url + "#document=" + project.name(ofPath: path))]))
            }
        default:
            break
        }
        return .array(lenses)
    }

    private func lens(_ range: TextRange, _ title: String, _ command: String, _ arguments: [JSONValue]) -> JSONValue {
        ["range": range.jsonValue, "command": ["title": .string(title), "command": .string(command), "arguments": .array(arguments)]]
    }

    /// `workspace/executeCommand`: the code lenses' commands.
    func executeCommand(_ params: Params) throws(ResponseError) -> JSONValue {
        let command = try params.string("command")
        let arguments = params.optionalMember("arguments")?.value.arrayValue ?? []
        switch command {
        case "workbench.openPreview":
            guard let url = arguments.first?.stringValue, url.hasPrefix("http://") || url.hasPrefix("https://") else {
                throw .invalidParams("arguments[0]", expected: "the preview's URL")
            }
            if client.showDocument {
                sendRequest("window/showDocument", ["uri": .string(url), "external": true])
            } else {
                showMessage("The preview: \(url)", type: .info)
            }
            return .null
        case "workbench.replaySnapshot":
            guard let snapshot = arguments.first?.intValue else { throw .invalidParams("arguments[0]", expected: "a snapshot id") }
            guard let live else { throw ResponseError(.requestFailed, "no daemon: start `workbench serve` to replay snapshots") }
            switch live.command("replay", ["id": .int(snapshot)]) {
            case .success(let result):
                let reproduced = result.objectValue?["reproduced"]?.boolValue ?? false
                let text = result.objectValue?["text"]?.stringValue ?? ""
                showMessage("snapshot #\(snapshot): " + (reproduced ? "the crash reproduces" : "it does not reproduce") + (text.isEmpty ? "" : "\n" + text), type: reproduced ? .info : .warning)
                return result
            case .failure(let error):
                throw ResponseError(.requestFailed, "replay #\(snapshot): \(error.message)")
            }
        default:
            throw ResponseError(.invalidParams, "no command \"\(command)\"; the server's are workbench.openPreview and workbench.replaySnapshot")
        }
    }

    /// Sends `window/showMessage`.
    func showMessage(_ message: String, type: MessageType) {
        writer.send(OutgoingMessage.notification("window/showMessage", ["type": .int(type.rawValue), "message": .string(message)]))
    }
}
