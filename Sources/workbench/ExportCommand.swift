import ArgumentParser
import ProjectConfiguration
import Runs
import Runtime
import ViewTree
import VML

/// `workbench export --vml PATH`: canonical VML for a VML file or for a script's view tree.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print canonical VML for a VML file or for the view tree a script builds.",
        discussion: """
            For a .vml file, prints it in canonical form (what `workbench fmt` would write). \
            For a script (a .swift file or a folder), runs it once and prints its view tree as \
            VML. What VML cannot say (event hooks, bindings, values with no VML spelling) is \
            listed on standard error as notes; with --data, bindings and the taps of named \
            actions are written as <binding> and <action> elements (spec §8).
            """
    )

    @Flag(help: "Export as VML (the only format so far).")
    var vml = false

    @Flag(help: "Write bindings and the taps of named actions as VML's <binding> and <action> elements.")
    var data = false

    @ArgumentParser.Argument(help: ArgumentHelp("A .vml file, a .swift file or a folder of scripts.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("For a script: export this #Preview (its title, or Preview 1...) instead of the app.", valueName: "name"))
    var preview: String?

    @OptionGroup var options: ConfigurationOptions

    func validate() throws {
        guard vml else { throw ValidationError("choose a format: --vml") }
    }

    func run() throws {
        if path.hasSuffix(".vml") {
            let text: String
            do { text = try ScriptSources.readText(path) } catch {
                printError("error: \(error)")
                throw ExitCode.failure
            }
            let parsed = VMLDocument.parse(text: text, file: path)
            let style = terminalStyle(forDescriptor: 2)
            guard let formatted = VMLFormatter.format(parsed) else {
                for diagnostic in parsed.diagnostics { printError(diagnostic.rendered(style: style)) }
                throw ExitCode.failure
            }
            print(formatted, terminator: formatted.hasSuffix("\n") ? "" : "\n")
            return
        }
        let configuration = try options.load()
        let runner = Runner(limits: configuration.interpreterLimits)
        let files = try loadProgram(path)
        let root = preview.map(DocumentRoot.preview) ?? .automatic
        let result = try onScriptThread(memoryLimit: runner.limits.memoryBytes) { runner.run(RunInput(files: files, root: root)) }
        let style = terminalStyle(forDescriptor: 2)
        switch result.outcome {
        case .compileFailed(let diagnostics):
            for diagnostic in diagnostics { printError(diagnostic.rendered(style: style)) }
            throw ExitCode.failure
        case .failed(let failure):
            printError(failure.rendered(style: style))
            throw ExitCode.failure
        case .rendered(nil):
            printError("error: \(path) has no body() function, so it builds no view to export")
            throw ExitCode.failure
        case .rendered(let document?):
            let export = VMLExporter.export(document, data: data)
            print(export.text, terminator: export.text.hasSuffix("\n") ? "" : "\n")
            for loss in export.losses { printError(style.note("note:") + " \(loss)") }
        }
    }
}
