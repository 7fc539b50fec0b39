import ArgumentParser
import Configuration
import Store
import ViewTree

/// Opening the project's snapshot store for the history commands.
enum StoreAccess {
    /// The store named by the configuration, opened read-only (a running daemon may be
    /// writing), or an exit with the reason on stderr.
    static func openForReading(_ options: ConfigurationOptions) throws -> SnapshotStore {
        let configuration = try options.load()
        return try orExit { () throws(StoreError) in
            try SnapshotStore(path: configuration.resolve(configuration.database), readOnly: true)
        }
    }

    /// The result of `body`, or an exit with status 1 and the store's error on stderr.
    static func orExit<T>(_ body: () throws(StoreError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            printError("error: " + error.description)
            throw ExitCode.failure
        }
    }

    /// Colors when standard output is a terminal and NO_COLOR is unset.
    static var outputStyle: TerminalStyle { terminalStyle(forDescriptor: 1) }
}
