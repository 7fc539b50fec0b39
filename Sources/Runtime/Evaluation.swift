import SwiftLite
import ViewTree

/// What evaluating a snippet (the REPL's input) produced.
public struct Evaluation: Sendable {
    /// The value of the snippet as `print` shows it; nil for statements.
    public var valueText: String?
    /// The view tree, when the value is a view (`row(todo, 0)`, `body()`).
    public var tree: Node?
    /// What the snippet printed.
    public var output: String
    /// The state after the snippet ran (it may change the state).
    public var stateAfter: JSONValue
    /// Why it did not compile.
    public var diagnostics: [ViewTree.Diagnostic]
    /// Why it failed while running.
    public var failure: RuntimeFailure?
}

extension Runner {
    /// The name snippets are compiled under, in diagnostics and traces.
    public static let snippetFile = "<repl>"
    private static let resultName = "__workbench_repl_result__"

    /// Evaluates a snippet in the program's global scope against a state: the program's
    /// top-level code runs first (as in every run), then the snippet. An expression's
    /// value is returned; statements (`let x = 1`, `for ...`) run for their effects.
    public func evaluate(_ source: String, files: [ProgramFile], state: JSONValue) -> Evaluation {
        var evaluation = Evaluation(valueText: nil, tree: nil, output: "", stateAfter: state, diagnostics: [], failure: nil)
        let asExpression = ProgramFile(path: Runner.snippetFile, text: "let \(Runner.resultName): Any = (\n\(source)\n)")
        let asStatements = ProgramFile(path: Runner.snippetFile, text: source)
        var isExpression = true
        let program: CompiledProgram
        switch compileUncached(files + [asExpression]) {
        case .success(let compiled):
            program = compiled
        case .failure:
            isExpression = false
            switch compileUncached(files + [asStatements]) {
            case .success(let compiled): program = compiled
            case .failure(let failure):
                evaluation.diagnostics = failure.diagnostics.map(ViewTree.Diagnostic.init)
                return evaluation
            }
        }
        let context: RunContext
        do {
            context = RunContext(store: try StateStore(json: state), files: program.files, environment: environment)
        } catch {
            evaluation.failure = RuntimeFailure(kind: "host", message: error.message, frames: [])
            return evaluation
        }
        let interpreter = Interpreter(program: program, limits: limits)
        interpreter.viewBuilderDelegate = context.builders
        interpreter.printHandler = { context.output += $0 }
        environment.context = context
        defer { environment.context = nil }
        do throws(ScriptError) {
            interpreter.beginRun()
            try interpreter.runTopLevel()
            if isExpression, let value = interpreter.global(named: Runner.resultName) {
                let nodes = try ViewContent.nodes(in: value, context: context, interpreter: interpreter, yielded: false)
                if nodes.count == 1 {
                    let tree = context.deferredViews == 0 ? nodes[0] : try ComponentExpansion.expand(nodes[0], context: context, interpreter: interpreter)
                    evaluation.tree = Identity.document(root: tree) { _ in }.document.root
                } else if case .null = value, source.contains("print(") {
                    evaluation.valueText = nil
                } else {
                    evaluation.valueText = try interpreter.describe(value)
                }
            }
            evaluation.stateAfter = context.store.json
        } catch {
            evaluation.failure = RuntimeFailure(error)
        }
        evaluation.output = context.output
        return evaluation
    }
}
