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
        abstract: "Run a SwiftLite program (a file or a folder of scripts) or a VML document and print its view tree.",
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

            A .vml file is rendered against the state (--state, else an empty one) and its \
            data files (spec §8). Each --tap ID taps a node, in order, as the preview does: \
            a VML action's dispatch runs the project's script app (the scripts of \
            workbench.json), set and toggle write the state; a script's tap runs the node's \
            action. The tree printed is the one after the last tap.
            """
    )

    @ArgumentParser.Argument(help: ArgumentHelp("A .swift file, a folder of them, or a .vml file.", valueName: "path"))
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
            "After the first render (and --action), run this node's tap action, or its EVENT's with ID/EVENT (0.1.@3/delete); a Toggle's tap flips isOn, a Stepper's ID/increment and ID/decrement step value, a tap on a Picker's option selects it; repeatable, in order.",
            valueName: "id"))
    var taps: [String] = []

    @Flag(
        name: .customLong("no-appear"),
        help: "Do not run the handlers SwiftUI runs by itself: onChange of the values a run changed, onAppear and .task of the views a render shows.")
    var noAppear = false

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
        if path.hasSuffix(".vml") {
            if action != nil { throw ValidationError("a VML document has no actions of its own; tap its nodes with --tap ID") }
            if disassemble { throw ValidationError("--disassemble shows a script's bytecode; a VML document has none") }
            if preview != nil { throw ValidationError("--preview picks one of a script's #Previews; a VML document is one screen") }
        }
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
        // The warnings already printed: each run after the first (an appear, a tap) repeats them.
        var warned: Set<String> = []
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
        try report(result, style: errorStyle, warned: &warned)
        /// Runs an event (a tap's action, a handler's, a toggle's write) on the state the
        /// last run left, and stores it.
        func runEvent(_ event: RunEvent) throws {
            let stateBefore = result.stateAfter
            result = try onScriptThread(memoryLimit: limits.memoryBytes) {
                runner.run(RunInput(files: files, state: stateBefore, event: event, root: root))
            }
            try store.map { try StoreAccess.append(Snapshot(result, files: files), to: $0) }
        }
        func runAction(_ name: String, payload: JSONValue) throws {
            try runEvent(.action(name: name, payload: payload))
        }
        /// Runs what the last run set off, as SwiftUI would (see `Reactions`): the `onChange`
        /// handlers of what it changed, the `onAppear` and `.task` of the views it showed,
        /// the `onDisappear` of those it took away.
        func runReactions(previous: Node?) throws {
            guard !noAppear else { return }
            try Reactions.run(after: result, previous: previous) { handler in
                guard let action = handler.action ?? result.document.flatMap({ try? handler.target.action(in: $0.root) }) else { return nil }
                try runAction(action, payload: handler.payload)
                try report(result, style: errorStyle, warned: &warned)
                return result.failed ? nil : result
            }
        }
        try runReactions(previous: nil)
        if let action {
            guard !result.failed else { return }
            let shown = result.document?.root
            try runAction(action, payload: payloadValue)
            if printState, case .failed = result.outcome {
                // The action's writes were rolled back: this is the state it failed on.
                print(result.stateAfter.prettyText)
            }
            try report(result, style: errorStyle, warned: &warned)
            try runReactions(previous: shown)
        }
        for id in taps {
            guard !result.failed else { break }
            let shown = result.document?.root
            let target = EventTarget(parsing: id)
            if let shown, let gesture = ControlGesture.write(for: target.event, on: target.node, in: shown, state: result.stateAfter) {
                try runEvent(.binding(path: gesture.path, value: gesture.value))
            } else {
                try runAction(try tapAction(of: id, in: result.document), payload: .null)
            }
            try report(result, style: errorStyle, warned: &warned)
            try runReactions(previous: shown)
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

    /// A VML file is a document of its own, rendered against a state; its taps run the
    /// project's script app (spec §8).
    private func runVML() throws {
        let configuration = try options.load()
        let style = terminalStyle(forDescriptor: 2)
        let program = VMLProgram.read(name: path, root: nil)
        guard program.unreadable.isEmpty else {
            for diagnostic in program.unreadable { printError(diagnostic.rendered(style: style)) }
            throw ExitCode.failure
        }
        var state: JSONValue = .object([:])
        if let stateFile = self.state { state = try readJSONFile(stateFile, what: "--state") }
        let store = record ? try StoreAccess.openForWriting(configuration) : nil
        var render = VMLRun(program: program.files, state: state)
        try store.map { try StoreAccess.append(render.snapshot(reason: .load), to: $0) }
        if !taps.isEmpty, render.conversion.hasErrors {
            for diagnostic in render.conversion.diagnostics { printError(diagnostic.rendered(style: style)) }
            throw ExitCode.failure
        }
        let runner = Runner(limits: configuration.interpreterLimits)
        var app: [ProgramFile]?
        for id in taps {
            let action = try tapAction(of: id, in: render.conversion.document)
            let event: RunEvent
            do { event = try VMLTap.event(for: action, context: render.conversion.context ?? DataContext(state: state)) } catch {
                printError("error: --tap \(id): \(error.message)")
                throw ExitCode.failure
            }
            let files = try app ?? appScripts(configuration)
            app = files
            let stateBefore = state
            let result = try onScriptThread(memoryLimit: runner.limits.memoryBytes) {
                runner.run(RunInput(files: files, state: stateBefore, event: event))
            }
            let appSnapshot = Snapshot(result, files: files)
            try store.map { try StoreAccess.append(appSnapshot, to: $0) }
            var warned: Set<String> = []
            try report(result, style: style, warned: &warned)
            state = result.stateAfter
            render = VMLRun(program: program.files, state: state)
            try store.map { try StoreAccess.append(render.snapshot(reason: appSnapshot.reason, action: appSnapshot.action, payload: appSnapshot.payload), to: $0) }
        }
        for diagnostic in render.conversion.diagnostics { printError(diagnostic.rendered(style: style)) }
        guard let document = render.conversion.document else { throw ExitCode.failure }
        if json {
            print(document.jsonValue.prettyText)
        } else {
            print(TreeOutline(style: terminalStyle(forDescriptor: 1)).render(document.root))
        }
        if printState { print(state.prettyText) }
    }

    /// The action of a node's event in the tree rendered (`ID` for its tap, `ID/EVENT` for
    /// another event), or an exit naming what is missing.
    private func tapAction(of text: String, in document: Document?) throws -> String {
        let target = EventTarget(parsing: text)
        guard let root = document?.root else {
            printError("error: --tap \(text): nothing rendered to tap")
            throw ExitCode.failure
        }
        do { return try target.action(in: root) } catch {
            printError("error: --tap \(text): \(error)")
            throw ExitCode.failure
        }
    }

    /// The project's script app, which a VML document's actions run: the scripts of
    /// workbench.json's script folders, as `serve` runs them; none when there are none.
    private func appScripts(_ configuration: WorkbenchConfiguration) throws -> [ProgramFile] {
        var files: [ProgramFile] = []
        for folder in configuration.scriptFolders {
            let sources: [SourceFile]
            do { sources = try ScriptSources.load(path: configuration.resolve(folder), relativeTo: configuration.root) } catch {
                if error.reason.contains("no .swift files") { continue }
                printError("error: \(error)")
                throw ExitCode.failure
            }
            for source in sources where !files.contains(where: { $0.path == source.name }) {
                files.append(ProgramFile(path: source.name, text: source.text))
            }
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// Prints a run's output, its warnings not in `warned` (which it adds them to), and, on
    /// failure, its diagnostics or trace, and exits 1.
    private func report(_ result: RunResult, style: TerminalStyle, warned: inout Set<String>) throws {
        if !result.output.isEmpty {
            var output = result.output
            output.withUTF8 { writeAll(1, UnsafeRawBufferPointer($0)) }
        }
        for warning in result.warnings {
            let text = warning.rendered(style: style)
            if warned.insert(text).inserted { printError(text) }
        }
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
