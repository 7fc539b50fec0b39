import ArgumentParser
import ProjectConfiguration
import Runs
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

    /// The store named by the configuration, opened for writing (`run --record`).
    static func openForWriting(_ configuration: WorkbenchConfiguration) throws -> SnapshotStore {
        try orExit { () throws(StoreError) in try SnapshotStore(path: configuration.resolve(configuration.database)) }
    }

    /// Stores a snapshot and says so on standard error.
    static func append(_ snapshot: Snapshot, to store: SnapshotStore) throws {
        let id = try orExit { () throws(StoreError) in try store.append(snapshot) }
        printError("recorded snapshot #\(id)\(snapshot.isCrash ? " (a crash)" : "")")
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

    /// A crash bundle read and checked, or an exit with status 1 and what is wrong with the
    /// file on stderr (`replay FILE`, `import FILE`).
    static func readBundle(_ path: String) throws -> CrashBundle {
        do {
            return try CrashBundle.read(path: path)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }

    /// Colors when standard output is a terminal and NO_COLOR is unset.
    static var outputStyle: TerminalStyle { terminalStyle(forDescriptor: 1) }
}
