import ArgumentParser
import Foundation
import ProjectConfiguration
import Runs
import Runtime
import ViewTree

/// `workbench test [PATH...]`: plays the scenario tests headless on the current code.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Play the scenario tests headless on the current code.",
        discussion: """
            A scenario (docs/scenarios.md) is the app started from a state, or cold, then \
            steps (taps by node id, actions with payloads, binding writes, state set by \
            hand), each with the tree and state expected after it. Every scenario in the \
            PATHs (files, or folders of .json files; by default the folder \
            `scenarios.folder` of workbench.json, `scenarios/`) runs on the project's script \
            files as they are now. One line per scenario with its time; for each mismatch, \
            the step, the structural tree diff and the state diff; then `N passed, N \
            failed`. The exit code is 1 when any failed.

            --update plays them and writes what each step produces now as its expectation \
            (trees by hash in NAME.golden.json beside, states inline). --junit FILE writes \
            the results as JUnit XML for CI. Record scenarios with `:record NAME` in the REPL \
            or `workbench scenario from-snapshot ID`.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @ArgumentParser.Argument(help: ArgumentHelp("Scenario files or folders (default: scenarios.folder).", valueName: "path"))
    var paths: [String] = []

    @Flag(help: "Rewrite each scenario's expectations with what its steps produce now.")
    var update = false

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print the results as JSON.")
    var json = false

    func run() throws {
        let configuration = try options.load()
        let defaultFolder = configuration.resolve(configuration.scenarios.folder)
        let given = paths.isEmpty ? [defaultFolder] : paths
        if paths.isEmpty && !FileManager.default.fileExists(atPath: defaultFolder) {
            let message = "no scenarios: the folder \(configuration.scenarios.folder) does not exist (record one with :record NAME in the REPL, or workbench scenario from-snapshot ID)"
            if json { print(ScenarioReport.json([]).prettyText) } else { print(message) }
            try writeJUnit([])
            return
        }
        let files: [String]
        do {
            files = try ScenarioSuite.files(in: given)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        let program: [ProgramFile]
        do {
            program = try ProjectScripts.read(configuration)
        } catch {
            for error in error.errors { printError("\(error.description)") }
            printError("error: the app's script files cannot be read; no scenario was played")
            throw ExitCode.failure
        }
        if program.isEmpty {
            printError("error: the project has no script files in \(configuration.scriptFolders.joined(separator: ", ")); scenarios play the script app")
            throw ExitCode.failure
        }
        let limits = configuration.interpreterLimits
        let player = ScenarioPlayer(files: program, limits: limits)
        let results: [ScenarioResult] = try onScriptThread(memoryLimit: limits.memoryBytes) {
            update ? updateAll(files, player: player) : ScenarioSuite.check(files, player: player)
        }
        if json {
            print(ScenarioReport.json(results).prettyText)
        } else if files.isEmpty {
            print("no scenarios in \(given.joined(separator: ", "))")
        } else {
            print(ScenarioReport.text(results, style: StoreAccess.outputStyle))
        }
        try writeJUnit(results)
        if results.contains(where: { !$0.passed }) { throw ExitCode.failure }
    }

    /// `--update`: each scenario recorded afresh and written back; its result says whether
    /// that worked.
    private func updateAll(_ files: [String], player: ScenarioPlayer) -> [ScenarioResult] {
        files.map { file in
            let scenario: Scenario
            do throws(ScenarioFileError) {
                scenario = try ScenarioFile.read(path: file)
            } catch {
                return ScenarioSuite.unreadable(file, error)
            }
            let started = Runner.now()
            let failure = ScenarioSuite.update(scenario, file: file, player: player)
            return ScenarioResult(
                name: scenario.name, file: file, stepCount: scenario.steps.count, failure: failure, unrecorded: 0,
                seconds: Runner.now() - started)
        }
    }

    private func writeJUnit(_ results: [ScenarioResult]) throws {
        guard let junit else { return }
        do {
            try JUnitReport.xml(results).write(toFile: junit, atomically: true, encoding: .utf8)
        } catch {
            printError("error: cannot write \(junit): \(error.localizedDescription)")
            throw ExitCode.failure
        }
    }
}
