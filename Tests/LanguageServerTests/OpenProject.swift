import DaemonTestSupport
import ViewTree

@testable import LanguageServer

/// What most feature tests start from: a temporary project, a server initialized on it,
/// and its `app.swift` open in the client.
final class OpenProject {
    let project: TemporaryProject
    let client: LanguageClient
    /// The path of `app.swift`.
    let app: String

    init(
        files: [String: String], configuration: String = #"{"scripts": ["."], "vml": ["."], "debounceMs": 20}"#,
        options: LanguageServer.Options = .init(connectsToDaemon: false)
    ) throws {
        project = try TemporaryProject(files: files, configuration: configuration)
        client = LanguageClient(options: options)
        app = project.root + "/app.swift"
        client.initialize(root: project.root)
        client.open(app, files["app.swift"] ?? "")
    }

    /// `{"textDocument": {"uri"}, "position"}` for a position of a file (`app.swift` unless
    /// named).
    func at(_ line: Int, _ character: Int, in path: String? = nil) -> JSONValue {
        ["textDocument": ["uri": .string(client.uri(path ?? app))], "position": ["line": .int(line), "character": .int(character)]]
    }

    /// The text of the hover at a position.
    func hoverText(_ line: Int, _ character: Int, in path: String? = nil) -> String {
        client.result("textDocument/hover", at(line, character, in: path)).objectValue?["contents"]?.objectValue?["value"]?.stringValue ?? ""
    }
}
