import ArgumentParser
import ProjectConfiguration
import Runtime
import SwiftLite
import ViewTree
import VML
import Store
import Runs
import Foundation

/// `workbench run PATH`: runs a program once and prints what it printed and the view tree
/// its `body()` built.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a SwiftLite program (a file or a folder of scripts) and print its view tree.",
        discussion: """
            A folder's .swift files form one program: top-level functions are visible from \
            every file and top-level code runs file by file in path order. `print` writes to \
            standard output. The view tree is printed, one node per line (type, id, key \
            props, modifier names), or as the IR document with --json: the tree of the \
            `@main` app's WindowGroup, else of the first `#Preview`, else of `body()`; \
            --preview NAME picks a preview.

            A compile error or a runtime error is reported on standard error with its file, \
            line and column, the source line and (for runtime errors) the stack trace; the \
            exit code is then 1. The interpreter's limits come from workbench.json (`limits`).
            """
    )

    @ArgumentParser.Argument(help: ArgumentHelp("A .swift file or a folder of them.", valueName: "path"))
    var path: String

    @Flag(help: "Print the IR document as JSON instead of the tree.")
    var json = false

    @Option(help: ArgumentHelp("Start from the state in this JSON file (an object).", valueName: "file"))
    var state: String?

    @Option(help: ArgumentHelp("Dispatch this action once after the first render and print the result.", valueName: "name"))
    var action: String?

    @Option(help: ArgumentHelp("The action's payload, as JSON (ctx.payload).", valueName: "json"))
    var payload: String?

    @Option(help: ArgumentHelp("Render this #Preview (its title, or Preview 1...) instead of the app.", valueName: "name"))
    var preview: String?

    @Option(
        name: .customLong("tap"),
        help: ArgumentHelp(
            "After the first render (and --action), run this node's tap action, or its EVENT's with ID/EVENT (0.1.@3/delete); repeatable, in order.",
            valueName: "id"))
    var taps: [String] = []

    @Flag(name: .customLong("print-state"), help: "Print the final state as JSON (when an action fails: the state it was rolled back to).")
    var printState = false

    @Option(name: .customLong("max-instructions"), help: ArgumentHelp("Override limits.instructions for this run.", valueName: "count"))
    var maximumInstructions: Int?

    @Flag(help: "Print how long compiling and running took, on standard error.")
    var time = false

    @Flag(help: "Print the program's bytecode instead of running it.")
    var disassemble = false

    @Flag(help: "Store each run as a snapshot in the project's store (see `workbench snapshots`).")
    var record = false

    @OptionGroup var options: ConfigurationOptions

    func validate() throws {
        if payload != nil && action == nil { throw ValidationError("--payload needs --action NAME") }
    }

    func run() throws {
        if path.hasSuffix(".vml") {
            try runVML()
            return
        }
        let configuration = try options.load()
        var limits = configuration.interpreterLimits
        if let maximumInstructions { limits.instructions = maximumInstructions }
        let files = try loadProgram(path)
        var initialState: JSONValue = .object([:])
        if let state { initialState = try readJSONFile(state, what: "--state") }
        var payloadValue: JSONValue = .null
        if let payload {
            do { payloadValue = try JSONParser.parse(payload) } catch {
                printError("error: --payload is not valid JSON: \(error)")
                throw ExitCode.failure
            }
        }

        let errorStyle = terminalStyle(forDescriptor: 2)
        // Without --preview: the @main app, else the first #Preview, else body(); each run
        // after the first renders the document the first one chose.
        let firstRoot = preview.map(DocumentRoot.preview) ?? .automatic
        let runner = Runner(limits: limits)
        let compileStarted = Runner.now()
        let compiled = runner.compile(files)
        if disassemble {
            switch compiled {
            case .success(let program): print(program.disassembly)
            case .failure(let failure):
                for diagnostic in failure.diagnostics { printError(ViewTree.Diagnostic(diagnostic).rendered(style: errorStyle)) }
                throw ExitCode.failure
            }
            return
        }
        let compileSeconds = Runner.now() - compileStarted
        let store = record ? try StoreAccess.openForWriting(configuration) : nil
        var result = try onScriptThread(memoryLimit: limits.memoryBytes) { runner.run(RunInput(files: files, state: initialState, event: .load, root: firstRoot)) }
        try store.map { try StoreAccess.append(Snapshot(result, files: files), to: $0) }
        let root = DocumentRoot(document: result.documentName)
        if time {
            printError(String(format: "compiled in %.1f ms, ran in %.1f ms", compileSeconds * 1000, result.duration * 1000))
        }
        try report(result, style: errorStyle)
        if let action {
            guard !result.failed else { return }
            let stateAfterLoad = result.stateAfter
            result = try onScriptThread(memoryLimit: limits.memoryBytes) {
                runner.run(RunInput(files: files, state: stateAfterLoad, event: .action(name: action, payload: payloadValue), root: root))
            }
            try store.map { try StoreAccess.append(Snapshot(result, files: files), to: $0) }
            if printState, case .failed = result.outcome {
                // The action's writes were rolled back: this is the state it failed on.
                print(result.stateAfter.prettyText)
            }
            try report(result, style: errorStyle)
        }
        for tap in taps.map(EventTarget.init(parsing:)) {
            guard !result.failed, let tree = result.document?.root else { break }
            let action: String
            do { action = try tap.action(in: tree) } catch {
                printError("error: --tap \(tap.node): \(error)")
                throw ExitCode.failure
            }
            let stateBefore = result.stateAfter
            result = try onScriptThread(memoryLimit: limits.memoryBytes) {
                runner.run(RunInput(files: files, state: stateBefore, event: .action(name: action, payload: .null), root: root))
            }
            try store.map { try StoreAccess.append(Snapshot(result, files: files), to: $0) }
            try report(result, style: errorStyle)
        }
        if let document = result.document {
            if json {
                print(document.jsonValue.prettyText)
            } else {
                print(TreeOutline(style: terminalStyle(forDescriptor: 1)).render(document.root))
            }
        }
        if printState { print(result.stateAfter.prettyText) }
    }

    /// A VML file is a document of its own: converted to IR, not run.
    private func runVML() throws {
        let document = try convertVML(path)
        if json {
            print(document.jsonValue.prettyText)
        } else {
            print(TreeOutline(style: terminalStyle(forDescriptor: 1)).render(document.root))
        }
    }

    /// Prints a run's output and warnings; on failure, its diagnostics or trace, and exits 1.
    private func report(_ result: RunResult, style: TerminalStyle) throws {
        if !result.output.isEmpty {
            var output = result.output
            output.withUTF8 { writeAll(1, UnsafeRawBufferPointer($0)) }
        }
        for warning in result.warnings { printError(warning.rendered(style: style)) }
        switch result.outcome {
        case .rendered:
            return
        case .compileFailed(let diagnostics):
            for diagnostic in diagnostics { printError(diagnostic.rendered(style: style)) }
        case .failed(let failure):
            printError(failure.rendered(style: style))
        }
        throw ExitCode.failure
    }
}

/// The program at `path` (a .swift file or a folder), or an exit with the reason.
func loadProgram(_ path: String) throws -> [ProgramFile] {
    do {
        return try ScriptSources.load(path: path).map { ProgramFile(path: $0.name, text: $0.text) }
    } catch {
        printError("error: \(error)")
        throw ExitCode.failure
    }
}

/// A VML file's IR document; its warnings are printed on standard error, and its errors
/// too before an exit with 1.
func convertVML(_ path: String) throws -> Document {
    let text: String
    do { text = try ScriptSources.readText(path) } catch {
        printError("error: \(error)")
        throw ExitCode.failure
    }
    let conversion = VMLConverter.convert(text: text, file: path)
    let style = terminalStyle(forDescriptor: 2)
    for diagnostic in conversion.diagnostics { printError(diagnostic.rendered(style: style)) }
    guard let document = conversion.document else { throw ExitCode.failure }
    return document
}

/// A JSON file's value, or an exit naming the file and the position of the problem.
func readJSONFile(_ path: String, what: String) throws -> JSONValue {
    let text: String
    do { text = try ScriptSources.readText(path) } catch {
        printError("error: \(what): \(error)")
        throw ExitCode.failure
    }
    do { return try JSONParser.parse(text) } catch {
        printError("\(path):\(error.position.line):\(error.position.column): error: \(error.message)")
        throw ExitCode.failure
    }
}
