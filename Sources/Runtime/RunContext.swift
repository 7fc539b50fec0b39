import SwiftLite
import ViewTree

/// Everything one run of a program uses: its state, its registered actions, the view
/// builder and read tracking, the warnings and the printed output.
final class RunContext {
    var store: StateStore
    let reads = ReadTracker()
    private(set) lazy var builders = ViewBuilderStack(reads: reads, context: self)
    /// Action handlers by name: named ones from `actions[...]`, anonymous ones by the
    /// position of their closure (`app.swift:42:30`).
    var actions: [String: SwiftLite.Value] = [:]
    /// How many times each anonymous handler's position was registered in this render.
    var anonymousOccurrences: [String: Int] = [:]
    private(set) var warnings: [ViewTree.Diagnostic] = []
    private var warned: Set<String> = []
    var output = ""
    var forEachGroups = 0
    /// How many view structs the render used (when none, no body waits to be built).
    var deferredViews = 0
    /// The views' own state the render used, by node id: the types whose state is kept at
    /// `local[id]` (see `ViewState`).
    var keptLocalState: [String: Set<String>] = [:]
    /// The document the run renders: `app` or a preview's name.
    var documentName = AppDocumentName.value
    /// The program's environment (what the host objects made in this run reach it through).
    unowned let environment: ProgramEnvironment
    let files: [SourceFile]

    init(store: StateStore, files: [SourceFile], environment: ProgramEnvironment) {
        self.store = store
        self.files = files
        self.environment = environment
    }

    /// Records a warning at the script position running now (once per position and message).
    func warn(_ message: String, interpreter: Interpreter) {
        let site = interpreter.currentCallSite
        let key = "\(site.file):\(site.location):\(message)"
        guard warned.insert(key).inserted else { return }
        let sourceLine = files.first(where: { $0.name == site.file })?.line(Int(site.location.line))
        warnings.append(
            ViewTree.Diagnostic(
                severity: .warning, message: message, file: site.file, line: Int(site.location.line),
                column: Int(site.location.column), sourceLine: sourceLine))
    }

    /// Registers a closure passed where an action goes (`Button("T") { ... }`) under an id
    /// derived from its position, stable across runs while the code does not move.
    ///
    /// The same closure made again in one render (a row's button in a `ForEach`) is a new
    /// action each time, `app.swift:42:30#2`, `#3`...: each row runs its own closure, with
    /// what that closure captured. A render makes them in the same order every time, so the
    /// id a node shows is the id its closure has in the next run too.
    func registerAnonymousAction(_ handler: SwiftLite.Value, at position: (fileIndex: Int, location: SwiftLite.SourceLocation), interpreter: Interpreter) -> String {
        let file = interpreter.program.file(at: position.fileIndex).name
        var id = "\(file):\(position.location.line):\(position.location.column)"
        let occurrence = (anonymousOccurrences[id] ?? 0) + 1
        anonymousOccurrences[id] = occurrence
        if occurrence > 1 { id += "#\(occurrence)" }
        actions[id] = handler
        return id
    }

    func registerAnonymousAction(_ closure: Closure, interpreter: Interpreter) -> String {
        registerAnonymousAction(SwiftLite.Value.closure(closure), at: closure.sourcePosition, interpreter: interpreter)
    }

    /// Registers `handler` under the position of `site`: the closure written, or (for a
    /// method used as a value) the place it is used.
    func registerAnonymousAction(_ handler: SwiftLite.Value, site: SwiftLite.Value, interpreter: Interpreter) -> String {
        if case .closure(let closure) = site { return registerAnonymousAction(handler, at: closure.sourcePosition, interpreter: interpreter) }
        let callSite = interpreter.currentCallSite
        let fileIndex = interpreter.program.files.firstIndex { $0.name == callSite.file } ?? 0
        return registerAnonymousAction(handler, at: (fileIndex, callSite.location), interpreter: interpreter)
    }
}

/// The host environment of one program: the view constructors, `state`, `actions`, the
/// symbolic type names. Its objects are long-lived (compiled code refers to them) and
/// reach the run in progress through `context`.
final class ProgramEnvironment {
    let host = HostEnvironment()
    var context: RunContext?

    /// Type names whose members stay symbolic, as SwiftUI writes values.
    static let symbolicRoots = [
        "Color", "Font", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "EdgeInsets", "Angle",
        "UnitPoint", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis", "StrokeStyle",
        "ContentMode", "BlendMode", "Animation", "ShapeStyle", "AnyShapeStyle", "Material", "ToolbarItemPlacement",
        "Binding", "GridItem", "ButtonRole", "TextAlignment", "Visibility", "ToolbarPlacement",
        "PreviewDevice", "PreviewLayout", "NavigationSplitViewVisibility", "RoundedCornerStyle",
    ]

    /// Modifiers whose closures are view builders.
    static let viewBuilderMethods = [
        "background", "overlay", "toolbar", "mask", "safeAreaInset", "listRowBackground", "sheet", "popover",
        "fullScreenCover", "contextMenu", "swipeActions", "alert", "confirmationDialog", "navigationDestination", "tabItem",
        "inspector", "searchSuggestions", "actionSheet",
    ]

    init() {
        host.define(global: "state", .host(StateObject(environment: self)))
        host.define(global: "actions", .host(ActionsObject(environment: self)))
        host.defineSymbolicRoots(ProgramEnvironment.symbolicRoots)
        host.defineViewBuilderMethods(ProgramEnvironment.viewBuilderMethods)
        host.defineType("Node") { value in
            if case .host(let object) = value { return object is NodeObject || object is FragmentObject }
            // A view struct (`struct Row: View`) is a view wherever a `Node` is, and so is a
            // shape (`struct Triangle: Shape`).
            return value.declaredType != nil && (value.conformsTo("View") || value.conformsTo("Shape"))
        }
        // `var label: Text`, `let content: AnyView`: SwiftUI's view types name views.
        // `Content` is what a `ViewModifier`'s `body(content:)` receives: the modified view.
        for name in ViewCatalog.elements.keys.sorted() + ["AnyView", "Scene", "Content"] where name != "Color" {
            host.defineType(name) { value in
                if case .host(let object) = value { return object is NodeObject || object is FragmentObject }
                return value.declaredType != nil && (value.conformsTo("View") || value.conformsTo("Shape"))
            }
        }
        // What a style's `makeBody(configuration: Configuration)` receives (see `CustomStyles`).
        host.defineType("Configuration") { value in
            if case .host(let object) = value { return object is StyleConfigurationObject }
            return false
        }
        // `TodoRow(todo: t).padding(8)`: SwiftUI's modifiers on a view struct apply to the
        // node that stands in for it.
        let asView = { [unowned self] (value: SwiftLite.Value, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value in
            let nodes = try ViewContent.nodes(in: value, context: try self.requireContext(), interpreter: interpreter, yielded: false)
            guard nodes.count == 1 else { throw ScriptError(.typeMismatch, "'\(value.typeName)' is not a view") }
            return .host(nodes[0])
        }
        host.defineForwarding(protocol: "View", asView)
        host.defineForwarding(protocol: "Shape", asView)
        // `Color.blue.frame(width: 8)`, `LinearGradient(...).ignoresSafeArea()`: a color and a
        // gradient are views, and SwiftUI's view modifiers apply to them (a color's own
        // `opacity` keeps it a color).
        host.defineSymbolicView(root: "Color", modifiers: ViewCatalog.modifierNames.subtracting(["opacity"]), asView)
        for root in ViewContent.gradientViews { host.defineSymbolicView(root: root, modifiers: ViewCatalog.modifierNames, asView) }
        ViewConstructors.install(in: self)
        PropertyWrapperFunctions.install(in: self)
        SceneConstructors.install(in: self)
        AnimationFunctions.install(in: self)
        StyleConstructors.install(in: self)
        AlertConstructors.install(in: self)
    }

    func requireContext() throws(ScriptError) -> RunContext {
        guard let context else { throw ScriptError(.host, "the workbench is not running this program") }
        return context
    }
}
