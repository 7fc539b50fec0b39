import ArgumentParser
import Runtime
import SwiftLite
import ViewTree

/// `workbench check PATH...`: reports every problem without running anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report the errors and warnings of scripts without running them.",
        discussion: """
            Each PATH is a .swift file or a folder of scripts (one program). Every error of \
            every file is reported with its file, line and column, the source line and what \
            was expected. The exit code is 1 when any error was found.
            """
    )

    @ArgumentParser.Argument(help: ArgumentHelp("Files or folders to check.", valueName: "path"))
    var paths: [String]

    @Flag(help: "Print the diagnostics as JSON (an array of diagnostics).")
    var json = false

    func run() throws {
        let style = terminalStyle(forDescriptor: 2)
        var diagnostics: [ViewTree.Diagnostic] = []
        for path in paths {
            do {
                let files = try ScriptSources.load(path: path)
                switch CompiledProgram.compile(files, environment: HostEnvironment()) {
                case .success(let program): diagnostics.append(contentsOf: program.warnings.map(ViewTree.Diagnostic.init))
                case .failure(let failure): diagnostics.append(contentsOf: failure.diagnostics.map(ViewTree.Diagnostic.init))
                }
            } catch {
                diagnostics.append(ViewTree.Diagnostic(severity: .error, message: error.reason, file: error.path))
            }
        }
        if json {
            print(JSONValue.array(diagnostics.map(\.jsonValue)).prettyText)
        } else {
            for diagnostic in diagnostics { printError(diagnostic.rendered(style: style)) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.count - errors
            if !diagnostics.isEmpty {
                printError("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
