// `@main struct TodoApp: App { var body: some Scene { WindowGroup { ... } } }`: the app a
// SwiftUI project launches. The script makes one when its top-level code runs, kept in a
// global no script can name, where the host finds the app's scenes (docs/swiftui.md).

extension SyntaxLowering {
    /// The global holding the `@main` app once the top-level code has run.
    static let mainAppGlobal = "#main"

    /// `let #main = TodoApp()` after the declaration of an `@main` app; nil for other types.
    mutating func mainAppStatement(for type: TypeDecl) -> Stmt? {
        guard type.parent == nil, type.attributes.contains("main"), type.inheritedTypes.contains(where: { $0.baseName == "App" }) else { return nil }
        let at = type.location
        let make = makeExpr(.call(makeExpr(.identifier(type.name), at: at), []), at: at)
        return Stmt(
            kind: .variable(isVariable: false, pattern: .binding(name: SyntaxLowering.mainAppGlobal, isVariable: false, location: at, id: ids.make()), type: nil, value: make),
            location: at)
    }
}

extension Interpreter {
    /// The program's `@main` app, once the top-level code has made it; nil without one.
    public var mainApp: Value? {
        global(named: SyntaxLowering.mainAppGlobal)
    }
}

extension CompiledProgram {
    /// Whether the program declares an `@main` app.
    public var hasMainApp: Bool {
        globalNames.contains(SyntaxLowering.mainAppGlobal)
    }
}
