import ViewTree

/// The settings of one workbench project, read from `workbench.json`.
///
/// Every key is optional and has a default (docs/configuration.md lists them). Relative
/// paths are relative to the folder holding the configuration file, whatever the current
/// directory is when a command runs.
public struct WorkbenchConfiguration: Hashable, Sendable {
    /// The interpreter's limits for one run of the script or of one action (spec §3).
    public struct Limits: Hashable, Sendable {
        /// The most bytecode instructions one run may execute.
        public var instructions: Int = 10_000_000
        /// The deepest call stack of script functions.
        public var callDepth: Int = 512
        /// The most memory script values may hold, in megabytes (counted approximately).
        public var memoryMegabytes: Int = 256

        /// The defaults of spec §3.
        public init() {}
    }

    /// The live browser preview's server.
    public struct Preview: Hashable, Sendable {
        /// Whether `workbench serve` starts the preview.
        public var enabled: Bool = true
        /// The address it listens on.
        public var host: String = "127.0.0.1"
        /// The port it listens on; 0 picks a free one.
        public var port: Int = 7420

        /// The defaults.
        public init() {}
    }

    /// How many snapshots the store keeps.
    public struct Retention: Hashable, Sendable {
        /// The most recent snapshots kept; crash snapshots are always kept besides these.
        public var keepLast: Int = 1000

        /// The defaults.
        public init() {}
    }

    /// Scenario tests (docs/scenarios.md).
    public struct Scenarios: Hashable, Sendable {
        /// The folder `workbench test` reads and `:record` writes scenarios in.
        public var folder: String = "scenarios"
        /// Whether `workbench serve` plays every scenario after each reload of the app.
        public var onReload: Bool = false

        /// The defaults.
        public init() {}
    }

    /// The cold-start check after each reload (docs/scenarios.md).
    public struct ColdStart: Hashable, Sendable {
        /// Whether `workbench serve` runs it.
        public var enabled: Bool = true
        /// The most inputs since the state was created that it replays.
        public var maxInputs: Int = 500
        /// How long one check may take, in milliseconds, before it stops and says so.
        public var timeoutMilliseconds: Int = 2000

        /// The defaults.
        public init() {}
    }

    /// The folder the configuration file is in (absolute); relative paths start here.
    public var root: String
    /// Folders holding `.swift` scripts; every script under them is one program.
    public var scriptFolders: [String] = ["."]
    /// Folders holding `.vml` documents; each file is a document of its own.
    public var vmlFolders: [String] = ["."]
    /// Extra glob patterns of files and folders the watcher ignores.
    public var ignore: [String] = []
    /// The SQLite snapshot store.
    public var database: String = ".workbench/workbench.sqlite"
    /// The daemon's Unix domain socket.
    public var socket: String = ".workbench/workbench.sock"
    /// How long the watcher waits for a burst of file events to end before reloading.
    public var debounceMilliseconds: Int = 20
    /// The interpreter's limits.
    public var limits = Limits()
    /// The preview server.
    public var preview = Preview()
    /// Snapshot retention.
    public var retention = Retention()
    /// Scenario tests.
    public var scenarios = Scenarios()
    /// The cold-start check.
    public var coldStart = ColdStart()

    /// The defaults, for a project rooted at `root`.
    public init(root: String) {
        self.root = root
    }

    /// `path` made absolute against `root` (unchanged when already absolute).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "." || path.isEmpty { return root }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// The folder holding the workbench's own files (database, socket, lock, history):
    /// the database's folder.
    public var stateDirectory: String {
        let database = resolve(self.database)
        guard let slash = database.lastIndex(of: "/") else { return root }
        return String(database[..<slash])
    }
}
