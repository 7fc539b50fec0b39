import Foundation

/// Another process holding a database's write lock: `sqlite3` in a transaction
/// (`BEGIN IMMEDIATE`), as a user inspecting the store by hand leaves it, until released.
public final class DatabaseLockHolder {
    private let process = Process()
    private let input = Pipe()

    /// Starts `sqlite3` on the database and returns once it holds the lock.
    public init(database: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'held';\n".utf8))
        // The answer comes once the lock is taken.
        var answer = Data()
        while !String(decoding: answer, as: UTF8.self).contains("held") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown) }
            answer += chunk
        }
    }

    /// Ends the transaction and the process.
    public func release() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { release() }
    }
}
