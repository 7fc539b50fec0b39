import ArgumentParser
import Runs
import Runtime
import Store

/// `workbench replay ID` or `workbench replay FILE.wbbundle`: re-runs a stored snapshot, or
/// the run of a crash bundle, and compares.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-run a stored snapshot, or a crash bundle, and check that it reproduces exactly.",
        discussion: """
            Runs the snapshot's stored program on its stored state, action, payload and \
            recorded random and clock results (a VML snapshot: converts its stored file), \
            and compares the IR, the state and the error with what was stored, byte for \
            byte. Prints "reproduced" and exits 0 when they are identical; otherwise prints \
            what differs and exits 1.

            Given a crash bundle (a file written by `workbench bundle ID`), it replays the \
            bundle's run with the interpreter limits it was recorded under, in any folder, \
            without the project or its store. A damaged or edited bundle is an error that \
            says so.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @ArgumentParser.Argument(help: ArgumentHelp("The snapshot's id (see `workbench snapshots`), or a bundle file.", valueName: "id-or-file"))
    var target: String

    @Flag(help: "Print the verdict as JSON.")
    var json = false

    func run() throws {
        let id = Int64(target.hasPrefix("#") ? String(target.dropFirst()) : target)
        let stored: Snapshot
        let limits: SwiftLiteLimits
        var origin: String?
        if let id {
            let configuration = try options.load()
            let store = try StoreAccess.openForReading(options)
            stored = try StoreAccess.orExit { () throws(StoreError) in try store.snapshot(id: id) }.snapshot
            limits = configuration.interpreterLimits
        } else {
            let bundle = try StoreAccess.readBundle(target)
            stored = bundle.snapshot
            limits = bundle.limits
            origin = "\(bundle.title), bundled by workbench \(bundle.workbenchVersion)"
        }
        let runner = Runner(limits: limits)
        let verdict = try onScriptThread(memoryLimit: runner.limits.memoryBytes) { Replayer(runner: runner).replay(stored) }
        if let origin, !json { printError(origin) }
        if json {
            var result = verdict.jsonValue.objectValue ?? [:]
            result["reproduced"] = .bool(verdict.isReproduced)
            if let origin { result["bundle"] = .string(origin) }
            print(JSONValueOutput.pretty(.object(result)))
        } else if verdict.isReproduced {
            print("reproduced")
        } else {
            print(verdict.rendered(style: StoreAccess.outputStyle))
        }
        if !verdict.isReproduced { throw ExitCode.failure }
    }
}

/// `workbench bisect CRASH_ID`: finds the edit that introduced a crash.
struct BisectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract: "Find the program edit that introduced a crash.",
        discussion: """
            Replays the crash's state and action on each earlier stored program, newest \
            first, until one does not fail, and names the first program that fails with the \
            source change that introduced it. The exit code is 0 when the change was found.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @ArgumentParser.Argument(help: "The id of a crash snapshot (see `workbench snapshots --crashes`).")
    var id: Int64

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() throws {
        let configuration = try options.load()
        let store = try StoreAccess.openForReading(options)
        let crash = try StoreAccess.orExit { () throws(StoreError) in try store.snapshot(id: id) }
        guard crash.snapshot.isCrash else {
            printError("error: snapshot \(id) did not fail; bisect needs a crash (see `workbench snapshots --crashes`)")
            throw ExitCode.failure
        }
        let programs = try StoreAccess.orExit { () throws(StoreError) in try store.programs(upTo: id) }
        let runner = Runner(limits: configuration.interpreterLimits)
        guard let result = try onScriptThread(memoryLimit: runner.limits.memoryBytes, { Replayer(runner: runner).bisect(crash, programs: programs) }) else {
            printError("error: snapshot \(id)'s program is not among the stored programs")
            throw ExitCode.failure
        }
        if json {
            print(JSONValueOutput.pretty(BisectReport.json(result, crash: crash)))
        } else {
            print(BisectReport.text(result, crash: crash, style: StoreAccess.outputStyle))
        }
        if result.lastGood == nil { throw ExitCode.failure }
    }
}
