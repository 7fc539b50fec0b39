import ArgumentParser
import Store

/// `workbench show ID`: one stored snapshot in full.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a stored snapshot: its IR, state, and error with the source of each frame.",
        discussion: """
            The source lines come from the program stored with the snapshot, not from the \
            files on disk, so they show what ran even after later edits.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @Argument(help: "The snapshot's id (see `workbench snapshots`).")
    var id: Int64

    @Flag(help: "Print every field as JSON.")
    var json = false

    func run() throws {
        let store = try StoreAccess.openForReading(options)
        let stored = try StoreAccess.orExit { () throws(StoreError) in try store.snapshot(id: id) }
        if json {
            print(SnapshotReport.json(stored).prettyText)
        } else {
            print(SnapshotReport.text(stored, style: StoreAccess.outputStyle))
        }
    }
}
