import DaemonClient
import Runtime
import ViewTree

/// The app `workbench serve` runs for the project, as the language server sees it through
/// the daemon's socket (docs/protocol.md): the last run's failure, the tree it built, its
/// state and actions, the preview's address.
///
/// Requests go over one connection, from the analysis thread only, each with a short
/// timeout: a daemon busy with a long run makes a hover poorer, never late. A second
/// connection, subscribed to the daemon's events, lives on a thread of its own
/// (`LiveEventListener`) and tells the session when anything ran, so that what is cached
/// here is fetched again.
final class LiveApp {
    /// How long an editor request waits for the daemon.
    static let requestTimeout = 400
    /// How long a command the user asked for (replaying a snapshot) may take.
    static let commandTimeout = 60_000

    let socketPath: String
    private var connection: DaemonConnection?
    /// The app document's summary (`documents`), fetched after each run.
    private(set) var summary: AppSummary?
    /// The preview's URL (`ping`), once per connection.
    private(set) var previewURL: String?
    private var tree: Document??
    private var statePaths: [String]?
    private var actionNames: [String]?

    init(socketPath: String) {
        self.socketPath = socketPath
    }

    /// Whether the daemon answered the last time it was asked.
    var isRunning: Bool { summary != nil }

    /// Sends a request; nil when no daemon runs or it did not answer in time.
    func request(_ method: String, _ params: [String: JSONValue] = [:], timeout: Int = LiveApp.requestTimeout) -> JSONValue? {
        if connection == nil || connection?.isConnected == false { connection = try? DaemonConnection(path: socketPath) }
        guard let connection else { return nil }
        do {
            return try connection.request(method, params, timeout: timeout)
        } catch where error.code == "disconnected" || error.code == "timedOut" {
            // A reply that comes after the timeout would answer the wrong request: the
            // connection is dropped, the next request makes a new one.
            self.connection = nil
            return nil
        } catch {
            return nil
        }
    }

    /// Sends a request; the daemon's error when it refused.
    func command(_ method: String, _ params: [String: JSONValue]) -> Result<JSONValue, DaemonError> {
        if connection == nil || connection?.isConnected == false {
            do {
                connection = try DaemonConnection(path: socketPath)
            } catch {
                return .failure(DaemonError("disconnected", "no daemon answers on \(socketPath); start one with 'workbench serve'"))
            }
        }
        do {
            return .success(try connection!.request(method, params, timeout: Self.commandTimeout))
        } catch {
            if error.code == "timedOut" || error.code == "disconnected" { connection = nil }
            return .failure(error)
        }
    }

    /// Something ran (or the daemon came or went): what is cached is fetched again, the
    /// summary at once. Returns whether the summary changed.
    @discardableResult
    func refresh() -> Bool {
        tree = nil
        statePaths = nil
        actionNames = nil
        let old = summary
        guard let documents = request("documents")?.arrayValue else {
            summary = nil
            previewURL = nil
            connection = nil
            return old != nil
        }
        if previewURL == nil { previewURL = request("ping")?.objectValue?["preview"]?.stringValue }
        summary = AppSummary(documents.first { $0.objectValue?["name"] == "app" } ?? .null)
        return old != summary
    }

    /// The app's last good tree, fetched once per run.
    func appTree() -> Document? {
        if let tree { return tree }
        let fetched = request("document", ["document": "app"])?.objectValue?["document"].flatMap { try? Document(json: $0) }
        tree = .some(fetched)
        return fetched
    }

    /// Every path into the app's state, fetched once per run.
    func allStatePaths() -> [String] {
        if let statePaths { return statePaths }
        let paths = request("state")?.objectValue?["value"].map(StatePaths.all(in:)) ?? []
        statePaths = paths
        return paths
    }

    /// The app's registered actions, fetched once per run.
    func actions() -> [String] {
        if let actionNames { return actionNames }
        let names = request("actions")?.objectValue?["actions"]?.arrayValue?.compactMap(\.stringValue) ?? []
        actionNames = names
        return names
    }

    /// The current value at a state path (`null` when absent); nil without a daemon.
    func stateValue(_ path: String) -> JSONValue? {
        request("state", ["path": .string(path)])?.objectValue?["value"]
    }
}
