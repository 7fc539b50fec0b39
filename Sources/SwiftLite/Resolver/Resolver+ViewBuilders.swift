// View builders that SwiftUI's declarations imply: a view's `body` (the `View` protocol
// declares it `@ViewBuilder`), an app's and a scene's `body`, a view modifier's
// `body(content:)`, and the properties written
// `@ViewBuilder var header: some View { ... }`. Each such getter is compiled as a view
// builder: every view its statements make is content (docs/swiftui.md).

extension Resolver {
    /// The protocols whose `body` is a view builder.
    static let builderBodyProtocols: Set<String> = ["View", "App", "Scene"]
    /// SwiftUI's style protocols, whose `makeBody(configuration:)` is a view builder.
    static let styleProtocols: Set<String> = ["ToggleStyle", "ButtonStyle", "LabelStyle"]

    /// The protocol whose `static var previews` is a view builder.
    static let previewProviderProtocol = "PreviewProvider"

    /// Marks the getters that are view builders, before the types' members are collected.
    func markViewBuilderGetters(_ declarations: [TypeDecl]) {
        var conforming: Set<String> = []
        var previewProviders: Set<String> = []
        for declaration in declarations {
            let name = declaration.kind == .extension ? declaration.name : qualifiedName(of: declaration)
            if declaration.inheritedTypes.contains(where: { Resolver.builderBodyProtocols.contains($0.baseName ?? "") }) { conforming.insert(name) }
            if declaration.inheritedTypes.contains(where: { $0.baseName == Resolver.previewProviderProtocol }) { previewProviders.insert(name) }
        }
        for declaration in declarations {
            let name = declaration.kind == .extension ? declaration.name : qualifiedName(of: declaration)
            let isModifier = declaration.inheritedTypes.contains { $0.baseName == "ViewModifier" }
            let isStyle = declaration.inheritedTypes.contains { Resolver.styleProtocols.contains($0.baseName ?? "") }
            for member in declaration.members {
                // A `ViewModifier`'s `func body(content: Content) -> some View`, a style's
                // `func makeBody(configuration: Configuration) -> some View`.
                if case .function(let function) = member, function.parameters.count == 1,
                    isModifier && function.name == "body" || isStyle && function.name == "makeBody",
                    !function.attributes.contains("ViewBuilder"), !Resolver.containsReturn(function.body)
                {
                    function.attributes.append("ViewBuilder")
                }
                guard case .property(let property) = member, let getter = property.getter else { continue }
                let isBody = !property.isStatic && property.name == "body" && conforming.contains(name)
                // `PreviewProvider` declares `@ViewBuilder static var previews`.
                let isPreviews = property.isStatic && property.name == "previews" && previewProviders.contains(name)
                guard isBody || isPreviews || property.attributes.contains(where: { $0.name == "ViewBuilder" }) else { continue }
                // As in Swift, an explicit `return` turns the builder off: the getter returns
                // the one view it names.
                if !getter.attributes.contains("ViewBuilder") && !Resolver.containsReturn(getter.body) {
                    getter.attributes.append("ViewBuilder")
                }
            }
        }
    }

    /// A function written `@ViewBuilder` whose body returns explicitly is compiled as a
    /// plain function, as Swift does ("application of result builder disabled by explicit
    /// 'return'").
    func disableViewBuilderWithReturn(_ function: FunctionDecl) {
        if function.attributes.contains("ViewBuilder"), Resolver.containsReturn(function.body) {
            function.attributes.removeAll { $0 == "ViewBuilder" }
        }
    }

    /// Whether statements return, at any depth of blocks (not inside closures or nested
    /// functions, whose `return`s are their own).
    static func containsReturn(_ statements: [Stmt]) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .returnStatement:
                return true
            case .ifStatement(_, let then, let otherwise):
                if containsReturn(then) || containsReturn(otherwise ?? []) { return true }
            case .guardStatement(_, let body), .block(let body), .whileLoop(_, _, let body), .repeatWhile(_, let body, _),
                .forIn(_, _, _, _, let body), .deferStatement(let body):
                if containsReturn(body) { return true }
            case .switchStatement(_, _, let cases):
                if cases.contains(where: { containsReturn($0.body) }) { return true }
            default:
                break
            }
        }
        return false
    }
}
