import Foundation
import Runs
import Runtime
import Store
import ViewTree
import VML

/// Answers protocol requests (docs/protocol.md) against a workspace. Runs on the script
/// thread; every answer is a JSON value (a result or an error).
public final class RequestRouter {
    /// A request that cannot be answered: a code for tools and a message for people.
    public struct RequestError: Error {
        /// A stable code: `unknownMethod`, `badParams`, `notFound`, `noStore`, `failed`.
        public let code: String
        /// What went wrong.
        public let message: String

        init(_ code: String, _ message: String) {
            self.code = code
            self.message = message
        }
    }

    /// The workspace answered about.
    public let workspace: Workspace
    /// The stored history, shared with the preview's history strip.
    let history: SnapshotHistory
    /// The requests about scenarios: recording them, playing them.
    private let scenarioRequests: ScenarioRequests
    /// The requests about the cold-start check.
    private let coldStartRequests: ColdStartRequests
    /// Told of each cold-start check a request made (the daemon announces it).
    var coldChecked: ((ColdStartReport) -> Void)? {
        get { coldStartRequests.checked }
        set { coldStartRequests.checked = newValue }
    }

    /// The methods, for `unknownMethod` suggestions and for the REPL's completion.
    public static let methods = [
        "ping", "documents", "document", "node", "state", "setState", "dispatch", "tap", "bind", "evaluate", "reload",
        "snapshots", "snapshot", "replay", "diff", "bisect", "goto", "why", "errors", "source", "subscribe", "actions",
        "timeline", "screen",
    ] + ScenarioRequests.methods + ColdStartRequests.methods

    /// Creates a router.
    public init(workspace: Workspace) {
        self.workspace = workspace
        self.history = SnapshotHistory(workspace: workspace)
        scenarioRequests = ScenarioRequests(workspace: workspace)
        coldStartRequests = ColdStartRequests(workspace: workspace)
    }

    /// The reply to one request line.
    public func reply(to request: JSONValue) -> JSONValue {
        guard let members = request.objectValue else {
            return ProtocolMessage.error(id: .null, code: "malformed", message: "a request is a JSON object: {\"id\": 1, \"method\": \"document\", \"params\": {}}")
        }
        let id = members["id"] ?? .null
        guard let method = members["method"]?.stringValue else {
            return ProtocolMessage.error(id: id, code: "malformed", message: "the request has no \"method\" string")
        }
        let params = members["params"]?.objectValue ?? [:]
        if let given = members["params"], given.objectValue == nil, given != .null {
            return ProtocolMessage.error(id: id, code: "badParams", message: "\"params\" must be an object")
        }
        do {
            return ProtocolMessage.result(id: id, try answer(method, Parameters(params)))
        } catch let error as RequestError {
            return ProtocolMessage.error(id: id, code: error.code, message: error.message)
        } catch StoreError.unknownSnapshot(let snapshot) {
            return ProtocolMessage.error(id: id, code: "notFound", message: "\(StoreError.unknownSnapshot(id: snapshot))")
        } catch {
            return ProtocolMessage.error(id: id, code: "failed", message: "\(error)")
        }
    }

    private func answer(_ method: String, _ params: Parameters) throws -> JSONValue {
        switch method {
        case "ping":
            return [
                "pong": true, "pid": .int(Int(getpid())), "version": .string(WorkbenchRelease.version),
                "preview": workspace.previewURL.map { .string($0) } ?? .null,
            ]
        case "documents":
            return .array(workspace.documentNames.map { name in documentSummary(name) })
        case "document":
            let name = try documentName(params)
            let status = workspace.status(of: name)!
            var result = documentSummary(name).objectValue!
            result["document"] = status.lastGood?.jsonValue ?? .null
            return .object(result)
        case "node":
            return try nodeDetails(params)
        case "state":
            let state = workspace.session(for: try stateDocument(params)).state
            if let path = try params.optionalString("path") {
                return ["path": .string(path), "value": try Self.value(at: path, in: state)]
            }
            return ["value": state]
        case "setState", "bind":
            let path: String
            let value = try params.value("value")
            let input: AppInput
            if let nodeID = try params.optionalString("node") {
                let document = try documentName(params)
                let node = try findEnabledNode(nodeID, document: document)
                let binding = try params.optionalString("binding") ?? node.bindings.keys.sorted().first
                guard let binding, let bound = node.bindings[binding] else {
                    throw RequestError("notFound", "\(node.type) \(node.id) has no binding\(node.bindings.isEmpty ? "" : "; it has \(node.bindings.keys.sorted().joined(separator: ", "))")")
                }
                if !workspace.isScriptDocument(document) {
                    return try vmlRun(in: document) { () throws(VMLTap.Refusal) in try workspace.writeVMLBinding(bound, to: value, document: document) }
                }
                path = bound
                input = .bindNode(node: node.id, binding: try params.optionalString("binding"), value: value)
            } else {
                // Checked before it runs: a path that names nothing (`""`, `a..b`) is the
                // request's mistake, not a crash of the app to store.
                path = try params.string("path")
                _ = try Self.statePath(path)
                // `setState` is a person's `:set`: no control wrote it, so no code could.
                input = method == "setState" ? .set(path: path, value: value) : .bind(path: path, value: value)
                // Sent while a VML document is looked at (the REPL's `:set` on it): the
                // answer is what the user looks at, and its data files stay read-only.
                if let document = try viewedVMLDocument(params) {
                    return try vmlRun(in: document) { () throws(VMLTap.Refusal) in try workspace.writeVMLBinding(path, to: value, document: document) }
                }
            }
            return runSummary(workspace.setBinding(path, to: value, document: try stateDocument(params), as: input))
        case "dispatch":
            let action = try params.string("action")
            let document = try stateDocument(params)
            try requireKnownAction(action, document: document)
            let payload = params.optionalValue("payload") ?? .null
            if let viewed = try viewedVMLDocument(params) {
                return try vmlRun(in: viewed) { workspace.dispatch(action, payload: payload) }
            }
            return runSummary(workspace.dispatch(action, payload: payload, document: document))
        case "tap":
            let document = try documentName(params)
            let node = try findEnabledNode(try params.string("node"), document: document)
            // Any event of the node: `tap` unless `event` names another (`delete`, `submit`,
            // `appear`, `change`: the node's `change:PATH` event).
            let requested = try params.optionalString("event") ?? "tap"
            // A Toggle's tap, a Stepper's increment or decrement, a tap on a Picker's option:
            // written through the control's binding, as SwiftUI's controls do.
            if workspace.isScriptDocument(document), let root = workspace.status(of: document)?.lastGood?.root,
                let gesture = ControlGesture.write(for: requested, on: node.id, in: root, state: workspace.session(for: document).state)
            {
                let input = AppInput.bindNode(node: gesture.control, binding: gesture.binding, value: gesture.value)
                return runSummary(workspace.setBinding(gesture.path, to: gesture.value, document: try stateDocument(params), as: input))
            }
            guard let (event, action) = EventTarget.event(requested, of: node) else {
                throw RequestError("notFound", EventTarget.missing(requested, of: node))
            }
            let payload = params.optionalValue("payload") ?? .null
            if !workspace.isScriptDocument(document) {
                // A VML document's tap is one of §8's actions, run against its context.
                if case .dispatch(let name, _)? = try? VMLAction(eventText: action) { try requireKnownAction(name, document: AppDocument.name) }
                return try vmlRun(in: document) { () throws(VMLTap.Refusal) in try workspace.tapVML(action, document: document) }
            }
            return runSummary(workspace.dispatch(action, payload: payload, document: document, as: .tap(node: node.id, event: event, payload: payload)))
        case "evaluate":
            let (evaluation, render) = workspace.evaluate(try params.string("source"), document: try stateDocument(params))
            var result: [String: JSONValue] = [
                "output": .string(evaluation.output), "diagnostics": .array(evaluation.diagnostics.map(\.jsonValue)),
            ]
            if let text = evaluation.valueText { result["value"] = .string(text) }
            if let tree = evaluation.tree {
                result["tree"] = tree.jsonValue
                result["outline"] = .string(TreeOutline().render(tree))
            }
            if let failure = evaluation.failure { result["failure"] = failure.jsonValue }
            if let render { result["render"] = runSummary(render) }
            return .object(result)
        case "reload":
            workspace.reloadAll()
            return .array(workspace.documentNames.map(documentSummary))
        case "actions":
            return ["actions": .array(workspace.actions(of: try stateDocument(params)).map { .string($0) })]
        case "snapshots":
            let store = try requireStore()
            let limit = try params.optionalInt("limit")
            if let limit, limit < 0 { throw RequestError("badParams", "the parameter \"limit\" must be 0 or more") }
            let summaries = try store.summaries(crashesOnly: params.optionalBool("crashes") ?? false, limit: limit)
            return ["snapshots": SnapshotListing.json(summaries), "text": .string(SnapshotListing.text(summaries))]
        case "snapshot":
            let stored = try requireStore().snapshot(id: try params.int64("id"))
            return ["snapshot": SnapshotReport.json(stored), "text": .string(SnapshotReport.text(stored))]
        case "replay":
            let (stored, verdict) = try history.replay(snapshot: try params.int64("id"))
            var result = verdict.jsonValue.objectValue ?? [:]
            result["id"] = .int(Int(stored.id))
            result["reproduced"] = .bool(verdict.isReproduced)
            result["text"] = .string(verdict.isReproduced ? "reproduced" : verdict.rendered())
            return .object(result)
        case "diff":
            let store = try requireStore()
            let comparison = SnapshotComparison(from: try store.snapshot(id: try params.int64("from")), to: try store.snapshot(id: try params.int64("to")))
            var result = comparison.jsonValue.objectValue ?? [:]
            result["text"] = .string(comparison.rendered())
            return .object(result)
        case "bisect":
            let (crash, found) = try history.bisect(snapshot: try params.int64("id"))
            return BisectReport.json(found, crash: crash)
        case "goto":
            return runSummary(try history.restore(snapshot: try params.int64("id")))
        case "timeline":
            let document = try documentName(params)
            let before = try params.optionalInt("before").map(Int64.init)
            let page = try history.timeline(of: document, before: before, limit: try params.optionalInt("limit") ?? 200)
            var result = page.jsonValue.objectValue ?? [:]
            result["document"] = .string(document)
            return .object(result)
        case "screen":
            let screen = try history.screen(ofSnapshot: try params.int64("id"), document: try params.optionalString("document"))
            return screen.jsonValue
        case "why":
            return try WhyExplanation.explain(node: try params.string("node"), document: try documentName(params), workspace: workspace)
        case "errors":
            return .array(workspace.documentNames.compactMap { name -> JSONValue? in
                guard let status = workspace.status(of: name), status.failed || !status.diagnostics.isEmpty else { return nil }
                return [
                    "document": .string(name), "diagnostics": .array(status.diagnostics.map(\.jsonValue)),
                    "failure": status.failure?.jsonValue ?? .null,
                ]
            })
        case "source":
            let file = try params.string("file")
            guard let text = workspace.sourceText(of: file) else { throw RequestError("notFound", "no source file \"\(file)\" in the project") }
            let line = try params.optionalInt("line") ?? 1
            return [
                "file": .string(file), "line": .int(line),
                "excerpt": .string(SourceExcerpt.context(of: text, around: line, radius: try params.optionalInt("radius") ?? 2)),
            ]
        default:
            if let answer = try scenarioRequests.answer(method, params, summary: runSummary) { return answer }
            if let answer = try coldStartRequests.answer(method, summary: runSummary) { return answer }
            var message = "unknown method \"\(method)\""
            if let suggestion = Spelling.suggestion(for: method, among: RequestRouter.methods) { message += "; did you mean \"\(suggestion)\"?" }
            throw RequestError("unknownMethod", message)
        }
    }

    // MARK: - Pieces

    private func requireStore() throws -> SnapshotStore {
        guard let store = workspace.store else { throw RequestError("noStore", "the snapshot store is not open") }
        return store
    }

    /// The document a request names, or the app (or the first document) by default.
    private func documentName(_ params: Parameters) throws -> String {
        let names = workspace.documentNames
        if let name = try params.optionalString("document") {
            guard names.contains(name) else {
                throw RequestError("notFound", "no document \"\(name)\"; the documents are \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            return name
        }
        guard let first = names.first else { throw RequestError("notFound", "the project has no documents yet") }
        return first
    }

    /// The VML document a request that changes the app's state names as the one looked
    /// at, if it names one: its answer is then that document's change when the run
    /// changed something it reads. Without `document`, the answer is the app's.
    private func viewedVMLDocument(_ params: Parameters) throws -> String? {
        guard try params.optionalString("document") != nil else { return nil }
        let name = try documentName(params)
        return workspace.isScriptDocument(name) ? nil : name
    }

    private func documentSummary(_ name: String) -> JSONValue {
        let status = workspace.status(of: name)
        return [
            "name": .string(name), "kind": .string(workspace.isScriptDocument(name) ? "script" : "vml"),
            "failed": .bool(status?.failed ?? false), "nodes": .int(status?.lastGood?.root.subtreeSize ?? 0),
            "snapshot": status?.snapshot.map { .int(Int($0)) } ?? .null, "version": .int(status?.version ?? 0),
            "diagnostics": .array((status?.diagnostics ?? []).map(\.jsonValue)), "failure": status?.failure?.jsonValue ?? .null,
            "storeError": status?.storeProblem.map { .string($0) } ?? .null,
        ]
    }

    /// The script document whose state a request reads or changes: the document it names
    /// when that is a preview, otherwise the app (a VML document reads the app's state).
    private func stateDocument(_ params: Parameters) throws -> String {
        guard let name = try params.optionalString("document") else { return AppDocument.name }
        _ = try documentName(params)
        return workspace.isPreview(name) ? name : AppDocument.name
    }

    /// Refuses an action the document does not define, so a typo is an answer, not a failed
    /// run stored as a crash. Only after a good run: before one, the actions are not known.
    private func requireKnownAction(_ action: String, document: String) throws {
        let known = workspace.actions(of: document)
        guard !known.isEmpty, !known.contains(action) else { return }
        var message = "there is no action named \"\(action)\""
        if let suggestion = Spelling.suggestion(for: action, among: known) {
            message += "; did you mean \"\(suggestion)\"?"
        } else {
            message += "; the actions are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        throw RequestError("notFound", message)
    }

    /// The node a tap or a control's write acts on: refused when `.disabled(true)` (on it or
    /// an ancestor) disables it, as SwiftUI ignores it.
    func findEnabledNode(_ id: String, document: String) throws -> Node {
        let node = try findNode(id, document: document)
        if let refusal = workspace.status(of: document)?.lastGood?.root.disabledRefusal(of: id) { throw RequestError("disabled", refusal) }
        return node
    }

    func findNode(_ id: String, document: String) throws -> Node {
        guard let root = workspace.status(of: document)?.lastGood?.root else {
            throw RequestError("notFound", "the document \"\(document)\" has not rendered yet")
        }
        guard let node = root.node(withID: id) else {
            var message = "no node \"\(id)\" in \"\(document)\""
            var ids: [String] = []
            root.forEachNode { ids.append($0.id) }
            if let suggestion = Spelling.suggestion(for: id, among: ids) { message += "; did you mean \"\(suggestion)\"?" }
            throw RequestError("notFound", message)
        }
        return node
    }

    private func nodeDetails(_ params: Parameters) throws -> JSONValue {
        let document = try documentName(params)
        let node = try findNode(try params.string("id"), document: document)
        var result: [String: JSONValue] = [
            "document": .string(document), "node": node.jsonValue,
            "subtreeReads": .array(JSONBytes.sortedKeys(node.subtreeReads).map { .string($0) }),
            "changedIn": .array(workspace.changeHistory(of: node.id, in: document).map { .int(Int($0)) }),
        ]
        if let source = node.source, let text = workspace.sourceText(of: source.file) {
            result["sourceExcerpt"] = .string(SourceExcerpt.context(of: text, around: source.line, radius: 2))
        }
        // A view struct's own state (`@State`), kept at its id: `local[ID]` (docs/swiftui.md).
        if workspace.isScriptDocument(document),
            case .object(let local)? = workspace.session(for: document).state.objectValue?["local"],
            let own = local[node.id]
        {
            result["state"] = own
        }
        return .object(result)
    }

    private func runSummary(_ result: RunResult) -> JSONValue {
        let document = result.documentName
        let status = workspace.status(of: document)
        var summary: [String: JSONValue] = [
            "document": .string(document), "ok": .bool(!result.failed), "reason": .string(result.event.reason),
            "milliseconds": .double(result.duration * 1000), "output": .string(result.output),
            "diagnostics": .array((result.diagnostics + result.warnings).map(\.jsonValue)),
            // This run's snapshot: not the one before it when this one could not be stored.
            "snapshot": status?.storeProblem == nil ? status?.snapshot.map { .int(Int($0)) } ?? .null : .null,
        ]
        if let problem = status?.storeProblem { summary["storeError"] = .string(problem) }
        if let failure = result.failure { summary["failure"] = failure.jsonValue }
        if let tree = result.document, let previous = workspace.previousDocuments[document] {
            let diff = TreeDiff(from: previous, to: tree)
            summary["summary"] = .string(diff.summary)
            summary["diff"] = diff.jsonValue
        }
        return .object(summary)
    }

    /// The summary of an app run that a VML document's tap or binding caused, with the
    /// document's own changes: what the user acted on. A refusal (a write into a data
    /// file, a toggle of something not a Bool) is a `failed` error and nothing runs.
    private func vmlRun(in document: String, _ run: () throws(VMLTap.Refusal) -> RunResult) throws -> JSONValue {
        let versionBefore = workspace.status(of: document)?.version
        let result: RunResult
        do { result = try run() } catch { throw RequestError("failed", error.message) }
        let status = workspace.status(of: document)
        // When the document read nothing the run changed, what changed is the app's.
        guard !result.failed, status?.version != versionBefore, let tree = status?.lastGood else { return runSummary(result) }
        var summary = runSummary(result).objectValue ?? [:]
        summary["document"] = .string(document)
        // The document's own snapshot, as for the app: none when it could not be stored.
        summary["snapshot"] = status?.storeProblem == nil ? status?.snapshot.map { .int(Int($0)) } ?? .null : .null
        summary["storeError"] = status?.storeProblem.map { .string($0) }
        let diff = TreeDiff(from: workspace.previousDocuments[document] ?? tree, to: tree)
        summary["summary"] = .string(diff.summary)
        summary["diff"] = diff.jsonValue
        return .object(summary)
    }

    /// The value at a state path (`null` when absent), or an error naming the malformed path.
    static func value(at path: String, in state: JSONValue) throws -> JSONValue {
        try statePath(path).value(in: state) ?? .null
    }

    /// A state path a request gives, or a `badParams` error naming where it is malformed.
    static func statePath(_ text: String) throws -> StatePath {
        do { return try StatePath(parsing: text) } catch { throw RequestError("badParams", error.description) }
    }
}

/// Typed access to a request's parameters, with errors that name the parameter.
struct Parameters {
    let members: [String: JSONValue]

    init(_ members: [String: JSONValue]) {
        self.members = members
    }

    func string(_ name: String) throws -> String {
        guard let value = try optionalString(name) else { throw RequestRouter.RequestError("badParams", "the parameter \"\(name)\" (a string) is missing") }
        return value
    }

    func optionalString(_ name: String) throws -> String? {
        guard let value = members[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw RequestRouter.RequestError("badParams", "the parameter \"\(name)\" must be a string") }
        return text
    }

    func int64(_ name: String) throws -> Int64 {
        guard let value = members[name] else { throw RequestRouter.RequestError("badParams", "the parameter \"\(name)\" (a snapshot id) is missing") }
        guard let number = value.intValue else { throw RequestRouter.RequestError("badParams", "the parameter \"\(name)\" must be an integer") }
        return Int64(number)
    }

    func optionalInt(_ name: String) throws -> Int? {
        guard let value = members[name], value != .null else { return nil }
        guard let number = value.intValue else { throw RequestRouter.RequestError("badParams", "the parameter \"\(name)\" must be an integer") }
        return number
    }

    func optionalBool(_ name: String) -> Bool? {
        members[name]?.boolValue
    }

    func value(_ name: String) throws -> JSONValue {
        guard let value = members[name] else { throw RequestRouter.RequestError("badParams", "the parameter \"\(name)\" (a JSON value) is missing") }
        return value
    }

    func optionalValue(_ name: String) -> JSONValue? {
        members[name]
    }
}
