import ArgumentParser
import Foundation
import Runs
import Runtime
import Store

/// `workbench scenario`: scenario files made from the store.
struct ScenarioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenario",
        abstract: "Make scenario tests from stored runs.",
        discussion: "Scenarios are played by `workbench test` (docs/scenarios.md).",
        subcommands: [ScenarioFromSnapshotCommand.self]
    )
}

/// `workbench scenario from-snapshot ID`: the regression test of a stored crash.
struct ScenarioFromSnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "from-snapshot",
        abstract: "Write a scenario that reproduces a stored run (the regression test for a crash's fix).",
        discussion: """
            The scenario loads the app on the state the run started from, then does the \
            run's action or binding write, with the run's recorded random and clock results. \
            For a crash, it fails as the crash did until the code is fixed; then it passes, \
            and `workbench test --update` records what the fixed code produces. For a run \
            that did not fail, its last step expects the stored tree and state.

            It is written to scenarios.folder (by default scenarios/crash-ID.json), or to -o.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @ArgumentParser.Argument(help: "The snapshot's id (see `workbench snapshots --crashes`).")
    var id: Int64

    @Option(name: .shortAndLong, help: ArgumentHelp("The scenario file to write.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The scenario's name (default crash-ID).", valueName: "name"))
    var name: String?

    @Flag(help: "Overwrite the file when it exists.")
    var force = false

    @Flag(help: "Print {\"file\", \"scenario\"} as JSON.")
    var json = false

    func run() throws {
        let configuration = try options.load()
        let store = try StoreAccess.openForReading(options)
        let stored = try StoreAccess.orExit { () throws(StoreError) in try store.snapshot(id: id) }
        let made: (scenario: Scenario, golden: ScenarioGolden)
        do {
            made = try ScenarioFromSnapshot.scenario(stored, name: name, screen: ScenarioFromSnapshot.screen(before: id, in: store))
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        let file = output ?? configuration.resolve(configuration.scenarios.folder) + "/" + made.scenario.name + ".json"
        if !force && FileManager.default.fileExists(atPath: file) {
            printError("error: \(file) exists; --force overwrites it, -o writes elsewhere")
            throw ExitCode.failure
        }
        do {
            try ScenarioSuite.write(made.scenario, golden: made.golden, to: file)
        } catch {
            printError("error: cannot write \(file): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        if json {
            print(JSONValueOutput.pretty(["file": .string(file), "name": .string(made.scenario.name), "steps": .int(made.scenario.steps.count)]))
        } else {
            let what = stored.snapshot.isCrash ? "crash #\(id)" : "snapshot #\(id)"
            // Named as the project names it when it is inside the project.
            let shown = ScriptSources.relativeName(file, base: configuration.root)
            print("wrote \(shown): \(what) as a scenario of \(made.scenario.steps.count) step\(made.scenario.steps.count == 1 ? "" : "s")")
            if stored.snapshot.isCrash {
                print("`workbench test \(shown)` fails until the crash is fixed; then `workbench test --update \(shown)` records what the fix produces")
            }
        }
    }
}
