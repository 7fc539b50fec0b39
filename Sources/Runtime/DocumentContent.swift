import SwiftLite

/// What a document's run renders: `body()`'s view, a `#Preview`'s content, or the content
/// of the `@main` app's first `WindowGroup` (the app's own `@State` kept at
/// `local.app.TYPE`).
enum DocumentContent {
    /// The root view of the document and its name; nil when the program has nothing to
    /// render for it.
    static func content(
        of root: DocumentRoot, context: RunContext, interpreter: Interpreter, program: CompiledProgram
    ) throws(ScriptError) -> (value: SwiftLite.Value, name: String)? {
        switch root {
        case .app:
            if let app = try appContent(context: context, interpreter: interpreter) { return (app, AppDocumentName.value) }
            return try bodyContent(interpreter: interpreter, program: program)
        case .preview(let name):
            let names = PreviewNames.names(of: program.previews)
            guard let index = names.firstIndex(of: name) else {
                var message = "there is no preview named \"\(name)\""
                message += names.isEmpty ? "; the program has no #Preview" : "; the previews are " + names.map { "\"\($0)\"" }.joined(separator: ", ")
                throw ScriptError(.host, message)
            }
            return (try previewContent(program.previews[index], interpreter: interpreter), name)
        case .automatic:
            if let app = try appContent(context: context, interpreter: interpreter) { return (app, AppDocumentName.value) }
            if let first = program.previews.first {
                return (try previewContent(first, interpreter: interpreter), PreviewNames.names(of: program.previews)[0])
            }
            return try bodyContent(interpreter: interpreter, program: program)
        }
    }

    private static func bodyContent(interpreter: Interpreter, program: CompiledProgram) throws(ScriptError) -> (value: SwiftLite.Value, name: String)? {
        guard program.hasFunction(named: "body") else { return nil }
        return (try interpreter.callFunction(named: "body"), AppDocumentName.value)
    }

    private static func previewContent(_ preview: PreviewEntry, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        try interpreter.call(try interpreter.previewContent(preview), [])
    }

    /// The views of the app's first `WindowGroup`: one view as it is, several as a `Group`.
    private static func appContent(context: RunContext, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value? {
        guard let app = interpreter.mainApp else { return nil }
        let placed = try ViewState.place(app, id: "app", environment: [:], context: context, interpreter: interpreter)
        let scenes = try ViewContent.nodes(in: try interpreter.property("body", of: placed), context: context, interpreter: interpreter, yielded: false)
        guard let window = scenes.first(where: { $0.type == "WindowGroup" }) else {
            throw ScriptError(.host, "the app's body has no WindowGroup to show; write var body: some Scene { WindowGroup { ContentView() } }")
        }
        if window.children.count == 1 {
            let content = window.children[0]
            content.environmentValues.insert(contentsOf: window.environmentValues, at: 0)
            content.modifiers.insert(contentsOf: window.modifiers, at: 0)
            return .host(content)
        }
        let group = NodeObject(type: window.children.isEmpty ? "EmptyView" : "Group", context: context, source: window.source)
        group.children = window.children
        group.environmentValues = window.environmentValues
        group.modifiers = window.modifiers
        return .host(group)
    }
}
