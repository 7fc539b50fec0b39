import ArgumentParser
import Configuration
import Runtime
import SwiftLite
import ViewTree

/// `workbench run PATH`: runs a script (or a folder of scripts as one program).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a SwiftLite script, or a folder of scripts as one program.",
        discussion: """
            A folder's .swift files form one program: top-level functions are visible from \
            every file and top-level code runs file by file in path order. `print` writes to \
            standard output. A compile error or a runtime error is reported on standard error \
            with its file, line and column, the source line, and (for runtime errors) the \
            stack trace; the exit code is then 1. The interpreter's limits come from \
            workbench.json (`limits`).
            """
    )

    @ArgumentParser.Argument(help: ArgumentHelp("A .swift file or a folder of them.", valueName: "path"))
    var path: String

    @Option(name: .customLong("max-instructions"), help: ArgumentHelp("Override limits.instructions for this run.", valueName: "count"))
    var maximumInstructions: Int?

    @OptionGroup var options: ConfigurationOptions

    func run() throws {
        let configuration = try options.load()
        let files: [SourceFile]
        do {
            files = try ScriptSources.load(path: path)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        let style = terminalStyle(forDescriptor: 2)
        let program: CompiledProgram
        switch CompiledProgram.compile(files, environment: HostEnvironment()) {
        case .success(let compiled):
            program = compiled
            for warning in compiled.warnings { printError(ViewTree.Diagnostic(warning).rendered(style: style)) }
        case .failure(let failure):
            for diagnostic in failure.diagnostics { printError(ViewTree.Diagnostic(diagnostic).rendered(style: style)) }
            throw ExitCode.failure
        }
        var limits = configuration.interpreterLimits
        if let maximumInstructions { limits.instructions = maximumInstructions }
        let interpreter = Interpreter(program: program, limits: limits)
        let output = StandardOutput()
        interpreter.printHandler = { output.write($0) }
        defer { output.flush() }
        do throws(ScriptError) {
            interpreter.beginRun()
            try interpreter.runTopLevel()
        } catch {
            output.flush()
            printError(RuntimeFailure(error).rendered(style: style))
            throw ExitCode.failure
        }
    }
}

extension WorkbenchConfiguration {
    /// The interpreter's limits from `limits`.
    var interpreterLimits: SwiftLite.Limits {
        SwiftLite.Limits(instructions: limits.instructions, callDepth: limits.callDepth, memoryBytes: limits.memoryMegabytes << 20)
    }
}
