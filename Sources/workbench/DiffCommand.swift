import ArgumentParser
import Store

/// `workbench diff A B`: what changed between two stored snapshots.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two stored snapshots: the IR, the state, and the source files.",
        discussion: """
            The IR diff matches nodes by id (docs/ir.md, "Diffs"); the state diff compares \
            the states after each run, path by path; the source diff is a unified diff of \
            every file of the two stored programs that differs.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @Argument(help: "The older snapshot's id.")
    var from: Int64

    @Argument(help: "The newer snapshot's id.")
    var to: Int64

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let store = try StoreAccess.openForReading(options)
        let comparison = try StoreAccess.orExit { () throws(StoreError) in
            SnapshotComparison(from: try store.snapshot(id: from), to: try store.snapshot(id: to))
        }
        if json {
            print(comparison.jsonValue.prettyText)
        } else {
            print(comparison.rendered(style: StoreAccess.outputStyle))
        }
    }
}
