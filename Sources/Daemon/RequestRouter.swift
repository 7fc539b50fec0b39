import Foundation
import Runs
import Runtime
import Store
import ViewTree

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
    private let replayer: Replayer

    /// The methods, for `unknownMethod` suggestions and for the REPL's completion.
    public static let methods = [
        "ping", "documents", "document", "node", "state", "setState", "dispatch", "tap", "bind", "evaluate", "reload",
        "snapshots", "snapshot", "replay", "diff", "bisect", "goto", "why", "errors", "source", "subscribe", "actions",
    ]

    /// Creates a router.
    public init(workspace: Workspace) {
        self.workspace = workspace
        self.replayer = Replayer(runner: Runner(limits: workspace.session.runner.limits))
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
            if let path = try params.optionalString("path") {
                return ["path": .string(path), "value": try Self.value(at: path, in: workspace.session.state)]
            }
            return ["value": workspace.session.state]
        case "setState", "bind":
            let path: String
            if let nodeID = try params.optionalString("node") {
                let node = try findNode(nodeID, document: try documentName(params))
                let binding = try params.optionalString("binding") ?? node.bindings.keys.sorted().first
                guard let binding, let bound = node.bindings[binding] else {
                    throw RequestError("notFound", "\(node.type) \(node.id) has no binding\(node.bindings.isEmpty ? "" : "; it has \(node.bindings.keys.sorted().joined(separator: ", "))")")
                }
                path = bound
            } else {
                // Checked before it runs: a path that names nothing (`""`, `a..b`) is the
                // request's mistake, not a crash of the app to store.
                path = try params.string("path")
                _ = try Self.statePath(path)
            }
            return runSummary(workspace.setBinding(path, to: try params.value("value")))
        case "dispatch":
            let action = try params.string("action")
            try requireKnownAction(action)
            return runSummary(workspace.dispatch(action, payload: params.optionalValue("payload") ?? .null))
        case "tap":
            let node = try findNode(try params.string("node"), document: try documentName(params))
            guard let action = node.events["tap"] else {
                throw RequestError("notFound", "\(node.type) \(node.id) has no tap action\(node.events.isEmpty ? "" : "; its events are \(node.events.keys.sorted().joined(separator: ", "))")")
            }
            return runSummary(workspace.dispatch(action, payload: params.optionalValue("payload") ?? .null))
        case "evaluate":
            let (evaluation, render) = workspace.evaluate(try params.string("source"))
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
            return ["actions": .array(workspace.actions.map { .string($0) })]
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
            let stored = try requireStore().snapshot(id: try params.int64("id"))
            let verdict = replayer.replay(stored)
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
            let store = try requireStore()
            let crash = try store.snapshot(id: try params.int64("id"))
            guard crash.snapshot.isCrash else { throw RequestError("badParams", "snapshot \(crash.id) did not fail; bisect needs a crash") }
            guard let found = replayer.bisect(crash, programs: try store.programs(upTo: crash.id)) else {
                throw RequestError("notFound", "snapshot \(crash.id)'s program is not among the stored programs")
            }
            return BisectReport.json(found, crash: crash)
        case "goto":
            let stored = try requireStore().snapshot(id: try params.int64("id"))
            guard let state = stored.snapshot.stateAfter ?? stored.snapshot.stateBefore else {
                throw RequestError("badParams", "snapshot \(stored.id) holds no state (it is a VML document's)")
            }
            return runSummary(workspace.replaceState(state))
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

    private func documentSummary(_ name: String) -> JSONValue {
        let status = workspace.status(of: name)
        return [
            "name": .string(name), "kind": .string(name == AppDocument.name ? "script" : "vml"),
            "failed": .bool(status?.failed ?? false), "nodes": .int(status?.lastGood?.root.subtreeSize ?? 0),
            "snapshot": status?.snapshot.map { .int(Int($0)) } ?? .null, "version": .int(status?.version ?? 0),
            "diagnostics": .array((status?.diagnostics ?? []).map(\.jsonValue)), "failure": status?.failure?.jsonValue ?? .null,
            "storeError": status?.storeProblem.map { .string($0) } ?? .null,
        ]
    }

    /// Refuses an action the app does not define, so a typo is an answer, not a failed run
    /// stored as a crash. Only after a good run: before one, the actions are not known.
    private func requireKnownAction(_ action: String) throws {
        let known = workspace.actions
        guard !known.isEmpty, !known.contains(action) else { return }
        var message = "there is no action named \"\(action)\""
        if let suggestion = Spelling.suggestion(for: action, among: known) {
            message += "; did you mean \"\(suggestion)\"?"
        } else {
            message += "; the actions are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        throw RequestError("notFound", message)
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
        return .object(result)
    }

    private func runSummary(_ result: RunResult) -> JSONValue {
        let status = workspace.status(of: AppDocument.name)
        var summary: [String: JSONValue] = [
            "document": .string(AppDocument.name), "ok": .bool(!result.failed), "reason": .string(result.event.reason),
            "milliseconds": .double(result.duration * 1000), "output": .string(result.output),
            "diagnostics": .array((result.diagnostics + result.warnings).map(\.jsonValue)),
            // This run's snapshot: not the one before it when this one could not be stored.
            "snapshot": status?.storeProblem == nil ? status?.snapshot.map { .int(Int($0)) } ?? .null : .null,
        ]
        if let problem = status?.storeProblem { summary["storeError"] = .string(problem) }
        if let failure = result.failure { summary["failure"] = failure.jsonValue }
        if let document = result.document, let previous = workspace.previousDocuments[AppDocument.name] {
            let diff = TreeDiff(from: previous, to: document)
            summary["summary"] = .string(diff.summary)
            summary["diff"] = diff.jsonValue
        }
        return .object(summary)
    }

    /// The value at a state path, or an error naming the malformed path.
    static func value(at path: String, in state: JSONValue) throws -> JSONValue {
        var current = state
        for component in try statePath(path).components {
            switch component {
            case .key(let key):
                guard let next = current.objectValue?[key] else { return .null }
                current = next
            case .index(let index):
                guard let elements = current.arrayValue, index >= 0, index < elements.count else { return .null }
                current = elements[index]
            }
        }
        return current
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

/// The version the daemon reports.
public enum WorkbenchRelease {
    /// `workbench --version`.
    public static let version = "0.1.0"
}
