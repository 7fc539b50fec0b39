import Foundation
import Preview
import Runtime
import ViewTree

/// A backend that runs a real script app with the Runtime's `Session`, as the daemon does:
/// the reference for implementing `PreviewBackend`. Its one document is `app`.
actor SessionBackend: PreviewBackend {
    private let session = Session()
    private var files: [ProgramFile]
    private var version = 0
    private var latest: PreviewDocumentState
    private var subscribers: [AsyncStream<PreviewUpdate>.Continuation] = []

    /// A backend running these files.
    init(files: [ProgramFile]) {
        self.files = files
        session.load(files)
        latest = Self.state(of: session, lastGood: session.lastResult?.document, version: 0)
    }

    /// A bundled example app read from the repository: the function-style one
    /// (scripts/example-functions), or the SwiftUI one (scripts/example).
    static func example(_ path: String = "scripts/example-functions") throws -> SessionBackend {
        let folder = repositoryRoot.appendingPathComponent(path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { ProgramFile(path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        return SessionBackend(files: files)
    }

    func documentNames() async -> [String] { ["app"] }

    func state(of document: String) async -> PreviewDocumentState? {
        document == "app" ? latest : nil
    }

    func dispatch(action: String, payload: JSONValue, document: String) async {
        session.dispatch(action, payload: payload)
        publish()
    }

    func write(binding path: String, value: JSONValue, document: String) async {
        session.setBinding(path, to: value)
        publish()
    }

    func sourceText(of file: String) async -> String? {
        files.first { $0.path == file }?.text
    }

    func updates() async -> AsyncStream<PreviewUpdate> {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewUpdate.self)
        subscribers.append(continuation)
        return stream
    }

    /// A script edit: replaces a file's text (adding the file when new) and reloads.
    func edit(_ name: String, _ text: String) {
        files.removeAll { $0.path == name }
        files.append(ProgramFile(path: name, text: text))
        files.sort { $0.path < $1.path }
        session.reload(files)
        publish()
    }

    /// The value at a state path of the app (null when absent).
    func stateValue(_ path: String) -> JSONValue {
        guard let store = try? StateStore(json: session.state), let statePath = try? StatePath(parsing: path) else { return .null }
        return (try? StateStore.jsonValue(of: store.get(statePath), at: path)) ?? .null
    }

    /// The text of one of the files.
    func text(of name: String) -> String {
        files.first { $0.path == name }!.text
    }

    private func publish() {
        version += 1
        // A failed run keeps the last good document on the page, as the daemon's workspace does.
        latest = Self.state(of: session, lastGood: session.lastResult?.document ?? latest.document, version: version)
        for subscriber in subscribers { subscriber.yield(.document(name: "app", state: latest)) }
    }

    /// The last good document, the session's latest failure, and the state values the
    /// document refers to, read from the session's state.
    private static func state(of session: Session, lastGood: Document?, version: Int) -> PreviewDocumentState {
        var failure: PreviewFailure?
        if let result = session.lastResult, result.failed {
            failure = result.failure.map { .runtime($0) } ?? .diagnostics(result.diagnostics)
        }
        let store = try? StateStore(json: session.state)
        return PreviewDocumentState(document: lastGood, failure: failure, version: version) { path in
            guard let store, let statePath = try? StatePath(parsing: path) else { return nil }
            return try? StateStore.jsonValue(of: store.get(statePath), at: path)
        }
    }
}

/// The repository's root folder, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
