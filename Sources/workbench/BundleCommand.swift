import ArgumentParser
import Foundation
import Runs
import Store
import ViewTree

/// `workbench bundle ID -o FILE`: one stored run in a file that reproduces it anywhere.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Write a stored run (a crash) to one self-contained file that reproduces it anywhere.",
        discussion: """
            The bundle holds everything the run depended on and what came of it: the \
            program's files, the state before, the action and its payload, every recorded \
            random and clock result, the error, the IR and state after with their hashes, \
            the interpreter's limits and this workbench's version. It is gzip over JSON \
            (`zcat FILE` shows it), with a checksum: a bundle damaged or edited on its way \
            is refused with a clear error when read.

            On any machine, in any folder: `workbench replay FILE` reproduces the run and \
            says "reproduced" or what differs; `workbench import FILE` adds it to the local \
            store, after which `show`, `diff` and `bisect` work on it.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @ArgumentParser.Argument(help: "The snapshot's id (see `workbench snapshots --crashes`).")
    var id: Int64

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (default crash-ID.wbbundle, or snapshot-ID.wbbundle).", valueName: "file"))
    var output: String?

    @Flag(help: "Overwrite the file when it exists.")
    var force = false

    @Flag(help: "Print {\"file\", \"bytes\", \"snapshot\", \"crash\"} as JSON.")
    var json = false

    func run() throws {
        let configuration = try options.load()
        let store = try StoreAccess.openForReading(options)
        let stored = try StoreAccess.orExit { () throws(StoreError) in try store.snapshot(id: id) }
        let bundle = CrashBundle(snapshot: stored.snapshot, snapshotID: stored.id, limits: configuration.interpreterLimits)
        let file = output ?? "\(stored.snapshot.isCrash ? "crash" : "snapshot")-\(id).\(CrashBundle.fileExtension)"
        if !force && FileManager.default.fileExists(atPath: file) {
            printError("error: \(file) exists; --force overwrites it, -o writes elsewhere")
            throw ExitCode.failure
        }
        let bytes = bundle.encoded()
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            printError("error: cannot write \(file): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        if json {
            print(JSONValueOutput.pretty([
                "file": .string(file), "bytes": .int(bytes.count), "snapshot": .int(Int(stored.id)), "crash": .bool(stored.snapshot.isCrash),
            ]))
        } else {
            let files = stored.snapshot.program.count
            print("wrote \(file): \(bundle.title), \(files) file\(files == 1 ? "" : "s"), \(Self.size(bytes.count))")
            print("`workbench replay \(file)` reproduces it anywhere; `workbench import \(file)` adds it to a store")
        }
    }

    /// `2.1 kB`, `812 bytes`.
    static func size(_ bytes: Int) -> String {
        bytes < 1000 ? "\(bytes) bytes" : String(format: "%.1f kB", Double(bytes) / 1000)
    }
}
