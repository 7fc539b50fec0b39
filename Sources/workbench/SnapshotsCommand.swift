import ArgumentParser
import Store

/// `workbench snapshots`: the stored history, newest first.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "List stored snapshots, newest first.",
        discussion: """
            Every run is stored (see docs/store.md): its id, time, reason, document, action \
            and duration; a crash also shows its error. Use `workbench show ID` for one \
            snapshot and `workbench diff A B` to compare two.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @Flag(help: "Only the runs that failed.")
    var crashes = false

    @Option(help: ArgumentHelp("Show at most this many.", valueName: "n"))
    var limit: Int?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more") }
    }

    func run() throws {
        let store = try StoreAccess.openForReading(options)
        let summaries = try StoreAccess.orExit { () throws(StoreError) in
            try store.summaries(crashesOnly: crashes, limit: limit)
        }
        if json {
            print(SnapshotListing.json(summaries).prettyText)
        } else {
            print(SnapshotListing.text(summaries, style: StoreAccess.outputStyle))
        }
    }
}
