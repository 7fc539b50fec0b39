import ArgumentParser
import Runs
import Store
import ViewTree

/// `workbench import FILE.wbbundle`: a crash bundle's run added to the local store.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the run of a crash bundle to the project's snapshot store.",
        discussion: """
            The bundle (written by `workbench bundle ID`) is checked, then its run is stored \
            as a new snapshot of this project's store, with a new id. Then `workbench show`, \
            `replay`, `diff` and `bisect` work on it: `bisect` tries the bundle's state and \
            action on the programs stored before it, the local history of the code.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @ArgumentParser.Argument(help: ArgumentHelp("The bundle file.", valueName: "file"))
    var file: String

    @Flag(help: "Print {\"snapshot\", \"from\"} as JSON.")
    var json = false

    func run() throws {
        let configuration = try options.load()
        let bundle = try StoreAccess.readBundle(file)
        let store = try StoreAccess.openForWriting(configuration)
        let id = try StoreAccess.orExit { () throws(StoreError) in try store.append(bundle.snapshot) }
        if json {
            print(JSONValueOutput.pretty(["snapshot": .int(Int(id)), "from": .string(bundle.title), "crash": .bool(bundle.snapshot.isCrash)]))
        } else {
            print("imported \(bundle.title) (bundled by workbench \(bundle.workbenchVersion)) as snapshot #\(id)")
            print("`workbench show \(id)`, `workbench replay \(id)`\(bundle.snapshot.isCrash ? ", `workbench bisect \(id)`" : "") work on it")
        }
    }
}
