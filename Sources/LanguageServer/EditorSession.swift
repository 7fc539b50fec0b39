import ProjectConfiguration
import ViewTree

/// Everything the server knows of one editor's session: the project, the documents the
/// editor has open, what was last analysed, and (later) the live app. Touched only on the
/// analysis thread, one message at a time, which is what makes it safe to share with the
/// reading thread's closures.
final class EditorSession: @unchecked Sendable {
    let options: LanguageServer.Options
    let writer: MessageWriter
    /// How positions count characters, chosen at `initialize`.
    var encoding = PositionEncoding.utf16
    /// The project, found at `initialize`.
    var project: Project?
    /// The documents open in the editor, by URI.
    var documents: [String: TextDocument] = [:]
    /// The URI of each open document, by its path.
    var openURIs: [String: String] = [:]
    /// The text of the files on disk, and which files the project has.
    var files = ProjectFiles()
    /// What must be analysed again once the queue is empty.
    var pending = PendingWork()
    /// The scripts' last analysis, while their text is unchanged.
    var scripts = ScriptProgram()
    /// The diagnostics last published, by URI, and the fixes they offer.
    var published: [String: PublishedDiagnostics] = [:]
    /// What the client can do (`initialize`'s capabilities).
    var client = ClientCapabilities(JSONValue.null)
    /// The id of the next request the server sends to the client.
    var nextRequestID = 1
    /// The app `workbench serve` runs for the project, when the live features are on.
    var live: LiveApp?
    /// The thread following the daemon's events.
    var listener: LiveEventListener?
    /// Queues work for the analysis thread from another thread (the listener's).
    var post: (@Sendable (@escaping @Sendable (EditorSession) -> Void) -> Void)?

    init(options: LanguageServer.Options, writer: MessageWriter) {
        self.options = options
        self.writer = writer
    }

    // MARK: - Messages

    /// Answers a request, or throws the error to answer it with.
    func handleRequest(_ method: String, _ params: Params) throws(ResponseError) -> JSONValue {
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown": return .null
        case "textDocument/codeAction": return try codeAction(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/documentHighlight": return try documentHighlight(params)
        case "textDocument/documentSymbol": return try documentSymbol(params)
        case "workspace/symbol": return try workspaceSymbol(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/codeLens": return try codeLens(params)
        case "workspace/executeCommand": return try executeCommand(params)
        default: throw ResponseError(.methodNotFound, "no method \"\(method)\"" + Self.closestMethod(to: method))
        }
    }

    /// Handles a notification; one the server does not know is ignored, as the protocol
    /// asks (a `$/` one included).
    func handleNotification(_ method: String, _ params: Params) {
        do {
            switch method {
            case "initialized": didInitialize()
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            case "textDocument/didSave": try didSave(params)
            case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
            default: break
            }
        } catch {
            // A notification has no reply to carry the error: the client hears of it as a
            // log message, and the session goes on.
            logMessage("\(method): \(error.message)", type: .warning)
        }
    }

    /// The answer to a request the server sent (`window/showDocument`...): nothing waits
    /// for them.
    func receiveResponse(id: JSONValue, result: JSONValue?, error: JSONValue?) {}

    /// The requests answered, for the suggestion of an unknown method.
    static let methods = [
        "initialize", "shutdown", "textDocument/codeAction", "textDocument/definition", "textDocument/references",
        "textDocument/documentHighlight", "textDocument/documentSymbol", "workspace/symbol", "textDocument/hover",
        "textDocument/completion", "textDocument/formatting", "textDocument/codeLens", "workspace/executeCommand",
    ]

    /// `(did you mean "textDocument/hover"?)` for a method name close to a known one.
    private static func closestMethod(to method: String) -> String {
        guard let closest = Spelling.suggestion(for: method, among: methods) else { return "" }
        return " (did you mean \"\(closest)\"?)"
    }

    // MARK: - Life cycle

    private func initialize(_ params: Params) throws(ResponseError) -> JSONValue {
        client = ClientCapabilities(params.optionalMember("capabilities")?.value ?? .null)
        encoding = PositionEncoding.negotiate(offered: client.positionEncodings)
        project = Project.locate(explicitPath: options.configurationPath, workspaceRoot: Self.workspaceRoot(params))
        return [
            "capabilities": ServerCapabilities.json(encoding: encoding, client: client),
            "serverInfo": ["name": "workbench", "version": .string(options.version)],
        ]
    }

    /// The folder the client opened: its first workspace folder, or `rootUri`, or the
    /// deprecated `rootPath`.
    private static func workspaceRoot(_ params: Params) -> String? {
        if let folder = params.optionalMember("workspaceFolders")?.value.arrayValue?.first?.objectValue?["uri"]?.stringValue {
            return DocumentURI.path(of: folder)
        }
        if let uri = params.optionalMember("rootUri")?.value.stringValue { return DocumentURI.path(of: uri) }
        return params.optionalMember("rootPath")?.value.stringValue
    }

    private func didInitialize() {
        pending.everything()
        var registrations: [JSONValue] = []
        if client.registersFormattingDynamically {
            registrations.append([
                "id": "workbench-vml-formatting", "method": "textDocument/formatting",
                "registerOptions": ["documentSelector": [["pattern": "**/*.vml"]]],
            ])
        }
        if client.watchesFilesDynamically {
            // Saves and deletions outside the editor (a checkout, `workbench fmt`) reach the
            // analysis too.
            registrations.append([
                "id": "workbench-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/*.swift"], ["globPattern": "**/*.vml"], ["globPattern": "**/workbench.json"]]],
            ])
        }
        if !registrations.isEmpty { sendRequest("client/registerCapability", ["registrations": .array(registrations)]) }
        startLiveApp()
        if let project { logMessage("workbench lsp: project \(project.configuration.root)" + (project.configurationFile.map { " (\($0))" } ?? " (no workbench.json; the defaults apply)"), type: .info) }
    }

    /// Called as the server stops: the daemon is no longer followed.
    func close() {
        stopLiveApp()
    }

    // MARK: - Documents

    private func didOpen(_ params: Params) throws(ResponseError) {
        let item = try params.member("textDocument")
        let uri = try item.string("uri")
        documents[uri] = TextDocument(uri: uri, version: try item.int("version"), text: try item.string("text"))
        if let path = DocumentURI.path(of: uri) { openURIs[path] = uri }
        documentChanged(uri)
    }

    private func didChange(_ params: Params) throws(ResponseError) {
        let identifier = try params.member("textDocument")
        let uri = try identifier.string("uri")
        guard var document = documents[uri] else {
            throw ResponseError(.invalidParams, "\(uri) is not open (didChange before didOpen)")
        }
        let changes = try params.member("contentChanges").elements().map { change throws(ResponseError) in try TextDocument.Change(change) }
        document.apply(changes, version: try identifier.int("version"), encoding: encoding)
        documents[uri] = document
        documentChanged(uri)
    }

    private func didClose(_ params: Params) throws(ResponseError) {
        let uri = try params.member("textDocument").string("uri")
        documents[uri] = nil
        if let path = DocumentURI.path(of: uri) {
            openURIs[path] = nil
            files.invalidate(path)
        }
        // The file on disk is what counts again.
        documentChanged(uri)
    }

    private func didSave(_ params: Params) throws(ResponseError) {
        let uri = try params.member("textDocument").string("uri")
        if let path = DocumentURI.path(of: uri) { files.invalidate(path) }
        documentChanged(uri)
    }

    private func didChangeWatchedFiles(_ params: Params) throws(ResponseError) {
        for change in try params.member("changes").elements() {
            let uri = try change.string("uri")
            if let path = DocumentURI.path(of: uri) { files.invalidate(path) }
            documentChanged(uri)
        }
    }

    /// A document's text changed (in the editor or on disk): what depends on it is
    /// analysed again once the queue is empty.
    func documentChanged(_ uri: String) {
        guard let path = DocumentURI.path(of: uri), let kind = project?.kind(ofPath: path) else { return }
        switch kind {
        case .script:
            pending.scripts = true
            scripts.invalidate()
        case .vml: pending.vmlDocuments.insert(path)
        case .configuration: pending.configuration = true
        }
    }

    // MARK: - To the client

    /// The severity of `window/logMessage`.
    enum MessageType: Int {
        case error = 1, warning, info, log
    }

    /// Sends `window/logMessage`.
    func logMessage(_ message: String, type: MessageType) {
        writer.send(OutgoingMessage.notification("window/logMessage", ["type": .int(type.rawValue), "message": .string(message)]))
    }

    /// Sends a request to the client; its answer is ignored.
    func sendRequest(_ method: String, _ params: JSONValue) {
        writer.send(OutgoingMessage.request(id: .int(nextRequestID), method, params))
        nextRequestID += 1
    }
}
