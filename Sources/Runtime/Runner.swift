import SwiftLite
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs programs: compiles them (keeping the last compiled program while the files do
/// not change), runs the top-level code, the event (an action's handler, a binding's
/// write) and `body()`, and turns the views into an IR document.
///
/// Every run starts from a fresh interpreter, so a run depends only on its `RunInput`:
/// data that must outlive a run lives in `state`. Not thread-safe; one run at a time.
public final class Runner {
    /// The interpreter's limits for each run.
    public var limits: Limits
    let environment: ProgramEnvironment
    /// The last program compiled, with its files; shared by the runners made to share it.
    private let programs: ProgramCache
    /// The last tree a run rendered: the next render's unchanged subtrees are its very
    /// values (see `Identity`).
    private var lastTree: (root: Node, size: Int)?

    /// The last compiled program and the files it was compiled from.
    private final class ProgramCache {
        var files: [ProgramFile] = []
        var program: Result<CompiledProgram, CompileFailure>?
    }

    /// Creates a runner; given `other`, it runs the programs `other` compiles, compiling
    /// each once for both (the documents of one program: the app and its previews).
    public init(limits: Limits = .standard, sharingProgramsWith other: Runner? = nil) {
        self.limits = limits
        environment = other?.environment ?? ProgramEnvironment()
        programs = other?.programs ?? ProgramCache()
    }

    /// The compiled program for these files (compiled again only when they changed).
    public func compile(_ files: [ProgramFile]) -> Result<CompiledProgram, CompileFailure> {
        if let cached = programs.program, programs.files == files { return cached }
        let program = CompiledProgram.compile(files.map { SourceFile(name: $0.path, text: $0.text) }, environment: environment.host)
        programs.files = files
        programs.program = program
        return program
    }

    /// Compiles without touching the cache (for snippets).
    func compileUncached(_ files: [ProgramFile]) -> Result<CompiledProgram, CompileFailure> {
        CompiledProgram.compile(files.map { SourceFile(name: $0.path, text: $0.text) }, environment: environment.host)
    }

    /// Runs one event.
    public func run(_ input: RunInput) -> RunResult {
        let started = Runner.now()
        var result = RunResult(
            event: input.event, outcome: .rendered(nil), stateBefore: input.state, stateAfter: input.state, recorded: [],
            warnings: [], output: "", duration: 0)
        if case .preview(let name) = input.root { result.documentName = name }
        execute(input, into: &result)
        result.duration = Runner.now() - started
        return result
    }

    private func execute(_ input: RunInput, into result: inout RunResult) {
        let program: CompiledProgram
        switch compile(input.files) {
        case .success(let compiled): program = compiled
        case .failure(let failure):
            result.outcome = .compileFailed(failure.diagnostics.map(ViewTree.Diagnostic.init))
            return
        }
        result.warnings = program.warnings.map(ViewTree.Diagnostic.init)

        let store: StateStore
        do {
            store = try StateStore(json: input.state)
        } catch {
            result.outcome = .failed(RuntimeFailure(kind: "host", message: error.message, frames: []))
            return
        }
        let context = RunContext(store: store, files: program.files, environment: environment)
        let log = input.recorded.map { NondeterminismLog(replaying: RecordedValues.values($0)) } ?? NondeterminismLog()
        let interpreter = Interpreter(program: program, limits: limits, nondeterminism: log)
        interpreter.viewBuilderDelegate = context.builders
        interpreter.printHandler = { context.output += $0 }
        environment.context = context
        defer { environment.context = nil }

        do throws(ScriptError) {
            interpreter.beginRun()
            log.begin(.topLevel)
            try interpreter.runTopLevel()
            log.begin(.action)
            try perform(input.event, root: input.root, context: context, interpreter: interpreter, program: program)
            let rendered = try render(input.root, context: context, interpreter: interpreter, program: program)
            if let rendered { lastTree = (rendered.document.root, rendered.size) }
            result.outcome = .rendered(rendered?.document)
            // Unchanged, the state is the very value it began as (the store's cache
            // of recent states then recognizes it without comparing it).
            result.stateAfter = context.store.hasChanged ? context.store.json : input.state
        } catch {
            result.outcome = .failed(RuntimeFailure(error))
            result.stateAfter = input.state
        }
        if result.document != nil { result.documentName = context.documentName }
        result.recorded = RecordedValues.json(log.recorded)
        result.warnings += context.warnings
        result.output = context.output
        result.actions = context.actions.keys.sorted { first, second in
            let (firstAnonymous, secondAnonymous) = (first.contains(":"), second.contains(":"))
            return firstAnonymous != secondAnonymous ? secondAnonymous : first < second
        }
    }

    private func perform(_ event: RunEvent, root: DocumentRoot, context: RunContext, interpreter: Interpreter, program: CompiledProgram) throws(ScriptError) {
        switch event {
        case .load, .reload:
            return
        case .action(let name, let payload):
            let handler: SwiftLite.Value
            var departed: [StatePath] = []
            if let shown = LastShownState.state(in: payload) {
                (handler, departed) = try handlerOfView(shownOn: shown, named: name, root: root, context: context, interpreter: interpreter, program: program)
            } else {
                if context.actions[name] == nil {
                    // Anonymous handlers (`Button("T") { ... }`) exist once the views are built.
                    _ = try render(root, context: context, interpreter: interpreter, program: program)
                }
                guard let found = context.actions[name] else { throw Self.noAction(named: name, among: context.actions.keys.sorted(), where: "") }
                handler = found
            }
            let action = ActionContextObject(action: name, payload: StateStore.value(from: payload))
            interpreter.nondeterminism.begin(.action)
            _ = try interpreter.call(handler, handler.closureParameterCount == 0 ? [] : [.host(action)])
            try context.dropDepartedState(departed)
        case .binding(let pathText, let value):
            let path: StatePath
            do throws(StatePath.ParseError) { path = try StatePath(parsing: pathText) } catch { throw ScriptError(.host, error.description) }
            do throws(StateError) { try context.store.set(path, to: StateStore.value(from: value)) } catch { throw ScriptError(.host, error.message) }
        }
    }

    /// The handler `name` of a view that is no longer on screen, made by a render of the
    /// state `shown` it was last shown on (see `LastShownState`); the store holds the state
    /// now again when it returns, for the handler to run on, with the own state of the
    /// views gone since put back (the paths given, to drop once it ran). What that render
    /// printed is the earlier screen's, not the run's.
    private func handlerOfView(
        shownOn shown: JSONValue, named name: String, root: DocumentRoot, context: RunContext, interpreter: Interpreter, program: CompiledProgram
    ) throws(ScriptError) -> (handler: SwiftLite.Value, departed: [StatePath]) {
        let now = context.store
        let (output, registered) = (context.output, context.actions)
        do throws(StateError) { context.store = try StateStore(json: shown) } catch { throw ScriptError(.host, error.message) }
        _ = try render(root, context: context, interpreter: interpreter, program: program)
        let handler = context.actions[name]
        let made = context.actions.keys.sorted()
        // The render of the state now registers its own actions again.
        (context.output, context.actions) = (output, registered)
        let earlier = context.store
        context.store = now
        context.store.advanceVersion(past: earlier)
        guard let handler else { throw Self.noAction(named: name, among: made, where: " in the tree its view was last shown in") }
        return (handler, try context.restoreDepartedState(from: earlier))
    }

    /// Why no action `name` runs: the actions there are (`known`), or the closest one.
    private static func noAction(named name: String, among known: [String], where place: String) -> ScriptError {
        var message = "there is no action named \"\(name)\"\(place)"
        if let suggestion = Spelling.suggestion(for: name, among: known) {
            message += "; did you mean \"\(suggestion)\"?"
        } else if !known.isEmpty {
            message += "; the actions are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        return ScriptError(.host, message)
    }

    /// The rendered document and its number of nodes; nil when the program has no view to
    /// render (no `body()`, no `@main` app, no `#Preview`).
    private func render(_ documentRoot: DocumentRoot, context: RunContext, interpreter: Interpreter, program: CompiledProgram) throws(ScriptError) -> (document: Document, size: Int)? {
        context.reads.reset()
        context.builders.reset()
        context.deferredViews = 0
        context.keptLocalState = [:]
        context.anonymousOccurrences = [:]
        context.reads.isActive = true
        interpreter.nondeterminism.begin(.render)
        defer {
            context.reads.isActive = false
            interpreter.nondeterminism.begin(.action)
        }
        guard let (root, name) = try DocumentContent.content(of: documentRoot, context: context, interpreter: interpreter, program: program) else { return nil }
        context.documentName = name
        var nodes = try ViewContent.nodes(in: root, context: context, interpreter: interpreter, yielded: false)
        if nodes.count > 1, name != AppDocumentName.value {
            // A preview is a view builder: several views are shown together, as a `Group`.
            let group = NodeObject(type: "Group", context: context, source: nodes[0].source)
            group.children = nodes
            nodes = [group]
        }
        guard nodes.count == 1 else {
            let (what, verb, past) = name == AppDocumentName.value ? ("body()", "return", "returned") : ("the preview \(name)", "make", "made")
            throw ScriptError(
                .typeMismatch,
                nodes.isEmpty
                    ? "\(what) must \(verb) a view (a Node), but it \(past) '\(try interpreter.describe(root))'"
                    : "\(what) must \(verb) one view; wrap its \(nodes.count) views in a VStack or Group")
        }
        let tree = context.deferredViews == 0 ? nodes[0] : try ComponentExpansion.expand(nodes[0], context: context, interpreter: interpreter)
        try context.pruneLocalState()
        return Identity.document(root: tree, previous: lastTree) { message in context.warn(message, interpreter: interpreter) }
    }

    /// A monotonic clock in seconds.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
