import ArgumentParser
import Foundation
import Store

/// `workbench-bench write-snapshots`: appends snapshots one transaction at a time and
/// prints `ID FINGERPRINT` on stdout after each commit. The durability tests kill it
/// mid-stream and check that every printed snapshot is intact.
struct WriteSnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write-snapshots",
        abstract: "Append snapshots in a loop, printing each committed id and fingerprint (a test helper)."
    )

    @Option(help: "The database.")
    var database: String

    @Option(help: "How many snapshots to write; 0 for no end.")
    var count = 0

    @Option(help: "Nodes in each snapshot's IR.")
    var nodes = 200

    func run() throws {
        let store = try SnapshotStore(path: database)
        var session = SyntheticSession(nodes: nodes, seed: UInt64(getpid()))
        var written = 0
        while count == 0 || written < count {
            let snapshot = session.next()
            let id = try store.append(snapshot)
            // Printed only once the commit returned: a line on stdout is a durable snapshot.
            FileHandle.standardOutput.write(Data("\(id) \(snapshot.fingerprint.hex)\n".utf8))
            written += 1
        }
    }
}
