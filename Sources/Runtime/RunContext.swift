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
    private(set) var warnings: [ViewTree.Diagnostic] = []
    private var warned: Set<String> = []
    var output = ""
    var forEachGroups = 0
    let files: [SourceFile]

    init(store: StateStore, files: [SourceFile]) {
        self.store = store
        self.files = files
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
    func registerAnonymousAction(_ closure: Closure, interpreter: Interpreter) -> String {
        let position = closure.sourcePosition
        let file = interpreter.program.files[position.fileIndex].name
        let id = "\(file):\(position.location.line):\(position.location.column)"
        actions[id] = .closure(closure)
        return id
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
    ]

    /// Modifiers whose closures are view builders.
    static let viewBuilderMethods = [
        "background", "overlay", "toolbar", "mask", "safeAreaInset", "listRowBackground", "sheet", "popover",
        "fullScreenCover", "contextMenu", "swipeActions", "alert", "confirmationDialog", "navigationDestination",
    ]

    init() {
        host.define(global: "state", .host(StateObject(environment: self)))
        host.define(global: "actions", .host(ActionsObject(environment: self)))
        host.defineSymbolicRoots(ProgramEnvironment.symbolicRoots)
        host.defineViewBuilderMethods(ProgramEnvironment.viewBuilderMethods)
        host.defineType("Node") { value in
            if case .host(let object) = value { return object is NodeObject || object is FragmentObject }
            return false
        }
        ViewConstructors.install(in: self)
    }

    func requireContext() throws(ScriptError) -> RunContext {
        guard let context else { throw ScriptError(.host, "the workbench is not running this program") }
        return context
    }
}
