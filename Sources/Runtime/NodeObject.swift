import SwiftLite
import ViewTree

/// A view under construction: what a view constructor returns to the script, and what
/// modifiers called on it add to. Turned into an IR `Node` (with its id) when the
/// render ends.
final class NodeObject: HostObject {
    let type: String
    var props: [String: ViewTree.Value] = [:]
    var children: [NodeObject] = [] {
        didSet { cachedDepth = nil }
    }
    /// Slots in the order they were added (names unique per node).
    var slots: [(name: String, nodes: [NodeObject])] = [] {
        didSet { cachedDepth = nil }
    }
    private var cachedDepth: Int?
    var modifiers: [Modifier] = []
    var events: [String: String] = [:]
    var bindings: [String: String] = [:]
    var source: ViewTree.SourceLocation
    var component: String?
    var reads: Set<String> = []
    /// `.id("x")`.
    var explicitID: String?
    /// For `ForEach` elements: which `ForEach` (a number unique in the run) and the key.
    var forEachKey: (group: Int, key: String)?
    /// For `ForEach` elements: the element's position in the data (`.onDelete` passes it).
    var forEachOffset: Int?
    /// How many places before this view, among its siblings, an `if` or a `switch` that
    /// showed nothing holds: its position (and so its id) counts them, as it would count
    /// the views they show, so that it keeps its id and state when they appear.
    var heldPlacesBefore = 0
    /// A view struct whose `body` is not built yet (`TodoRow(todo: t)`): the node stands in
    /// for it until its id is known, then becomes its body's root (`ComponentExpansion`).
    var deferredView: SwiftLite.Value?
    /// What a built-in view that keeps state of its own does once its id is known
    /// (`BuiltInViewState`): run by `ComponentExpansion` when it reaches the node.
    var placement: ((String) throws(ScriptError) -> Void)?
    /// What a built-in view does once the views below it are built (a `NavigationStack`
    /// builds its pushed screens, `NavigationStackState`): run by `ComponentExpansion` with
    /// the node's id and a function that builds the view structs under a node it adds.
    var completion: ((String, (NodeObject, String) throws(ScriptError) -> NodeObject) throws(ScriptError) -> Void)?
    /// `NavigationLink(value:)`'s value: what a tap pushes on the enclosing stack's path.
    var navigationValue: SwiftLite.Value?
    /// `.navigationDestination(for: T.self) { value in ... }` on this node: the type's name
    /// and the closure that builds the screen for a value of it, in the order written.
    var navigationDestinations: [(type: String, content: SwiftLite.Value)] = []
    /// What `.environment(model)` (or `.environmentObject`) gives the node's descendants,
    /// by key: an object's type name, or a key path (`.colorScheme`).
    var environmentValues: [(key: String, value: SwiftLite.Value)] = []
    /// A `GeometryReader`'s content, built again for the space a `.frame(width:height:)`
    /// on it gives (see `GeometryReaderContent`).
    var relayout: ((Double?, Double?) throws(ScriptError) -> Void)?
    private unowned let context: RunContext

    init(type: String, context: RunContext, interpreter: Interpreter) {
        self.type = type
        self.context = context
        let site = interpreter.currentCallSite
        self.source = ViewTree.SourceLocation(file: site.file, line: Int(site.location.line), column: Int(site.location.column))
    }

    /// A node made by the host rather than by a constructor call (the root of a view
    /// struct's body of several views), at `source`.
    init(type: String, context: RunContext, source: ViewTree.SourceLocation) {
        self.type = type
        self.context = context
        self.source = source
    }

    /// The stand-in for a view struct (`TodoRow(todo: t)`), whose body is built once its id
    /// is known (`ComponentExpansion`); it claims the reads its arguments made.
    static func standIn(for view: SwiftLite.Value, type: TypeInfo, context: RunContext, interpreter: Interpreter) -> NodeObject {
        let node = NodeObject(type: type.name, context: context, interpreter: interpreter)
        node.placeAtDeclarationWhenBuiltByTheHost(of: type)
        node.deferredView = view
        node.reads = context.reads.claim()
        context.deferredViews += 1
        return node
    }

    /// A node of a view struct (or shape) made where no script runs (the view `body()`
    /// returns) is placed at the type's declaration.
    func placeAtDeclarationWhenBuiltByTheHost(of type: TypeInfo) {
        guard source.line == 0, let declaration = type.declaration else { return }
        source = ViewTree.SourceLocation(file: declaration.file, line: Int(declaration.location.line), column: Int(declaration.location.column))
    }

    override var typeName: String { "Node" }

    /// `Text + Text` (`TextConcatenation`): one `Text`, at the left one's place, reading what both read.
    override func binaryOperator(_ op: String, _ other: SwiftLite.Value, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value? {
        guard op == "+", let text = TextConcatenation.joinedText(self, other), case .host(let right as NodeObject) = other else { return nil }
        let joined = NodeObject(type: "Text", context: context, source: source)
        joined.props["text"] = ViewTree.Value.string(text)
        joined.reads = reads.union(right.reads)
        return .host(joined)
    }

    /// Levels of nodes from this one down to its deepest descendant (1 for a leaf). Trees
    /// are built from the leaves up and each node's depth is asked for when it becomes
    /// content, so each is computed once, from its children's.
    var depth: Int {
        if let cachedDepth { return cachedDepth }
        var deepest = 0
        for child in children { deepest = max(deepest, child.depth) }
        for slot in slots { for node in slot.nodes { deepest = max(deepest, node.depth) } }
        cachedDepth = deepest + 1
        return deepest + 1
    }

    override var scriptDescription: String {
        if let text = props["text"] ?? props["title"] { return "\(type)(\(text))" }
        return "\(type)()"
    }

    override func didReturn(fromFunction function: String) {
        if component == nil { component = function }
    }

    /// Adds a slot, renaming it `content2`, `content3`... when the node already has one of
    /// that name (a background and an overlay both fill `content`).
    func addSlot(_ base: String, _ nodes: [NodeObject]) -> String {
        if base == "toolbar", let index = slots.firstIndex(where: { $0.name == base }) {
            slots[index].nodes.append(contentsOf: nodes)
            return base
        }
        var name = base
        var suffix = 2
        while slots.contains(where: { $0.name == name }) {
            name = base + String(suffix)
            suffix += 1
        }
        slots.append((name, nodes))
        return name
    }

    // MARK: - Modifiers

    /// Event modifiers and the event kind they record. `.refreshable { ... }` is an action
    /// run on a pull to refresh (`:tap ID refresh`), not content built with the view.
    static let eventModifiers: [String: String] = [
        "onAppear": "appear", "onDisappear": "disappear", "onTapGesture": "tap", "onLongPressGesture": "longPress",
        "onSubmit": "submit", "onChange": "change", "task": "task", "refreshable": "refresh",
    ]

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        let selector = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        if let extended = try interpreter.callForwardedMethod(selector, on: .host(self), arguments) {
            // `extension View { func cardStyle() -> some View { ... } }`: the program's own.
            return extended
        }
        if name == "modifier", arguments.count == 1, labels[0] == nil, arguments[0].declaredType != nil {
            // `.modifier(CardStyle())`: the modifier's `body(content:)` with this view as content.
            guard let modified = try interpreter.callDeclaredMethod("body(content:)", on: arguments[0], [.host(self)]) else {
                throw ScriptError(.unknownMember, "'\(arguments[0].typeName)' is not a ViewModifier: it has no func body(content: Content) -> some View")
            }
            return modified
        }
        if CustomStyles.modifiers[name] != nil, arguments.count == 1, labels[0] == nil,
            let styled = try CustomStyles.apply(name, style: arguments[0], to: self, context: context, interpreter: interpreter)
        {
            // `.toggleStyle(CheckStyle())`: the program's own style's body.
            return styled
        }
        if name == "frame", let relayout, let size = GeometryReaderContent.frameSize(labels: labels, arguments: arguments) {
            // `GeometryReader { ... }.frame(width: 120, height: 120)`: the content sees that space.
            try relayout(size.width, size.height)
        }
        if name == "id", arguments.count == 1 {
            explicitID = try interpreter.describe(arguments[0])
            reads.formUnion(context.reads.claim())
            return .host(self)
        }
        if name == "environment" || name == "environmentObject", let (key, value) = NodeObject.environmentEntry(labels: labels, arguments: arguments) {
            // `.environment(model)`: the object is found by its type by the views below.
            environmentValues.append((key, value))
            let argument: ViewTree.Value
            if key.hasPrefix(".") {
                argument = try ValueConversion.irValue(value, context: context, interpreter: interpreter)
                modifiers.append(Modifier(name, [Argument(.member(MemberChain([.init(String(key.dropFirst()))]))), Argument(argument)]))
            } else {
                modifiers.append(Modifier(name, [Argument(.named(MemberChain([.init(key)])))]))
            }
            reads.formUnion(context.reads.claim())
            return .host(self)
        }
        if let kind = NodeObject.eventModifiers[name] {
            try recordEvent(kind, modifier: name, labels: labels, arguments: arguments, interpreter: interpreter)
            reads.formUnion(context.reads.claim())
            return .host(self)
        }
        if name == "navigationDestination", labels.count == 2, labels[0] == "for", arguments[1].isCallable {
            // `.navigationDestination(for: Int.self) { id in ... }`: kept for the enclosing
            // `NavigationStack`, which builds a screen with it for each value of the type on
            // its path (`NavigationStackState`).
            let type = NavigationStackState.typeName(ofMetatype: arguments[0])
            navigationDestinations.append((type, arguments[1]))
            modifiers.append(Modifier(name, [Argument(label: "for", .named(MemberChain([.init(type)]))), Argument(label: "destination", .string("(content)"))]))
            reads.formUnion(context.reads.claim())
            return .host(self)
        }
        var modifierArguments: [Argument] = []
        let contentModifier = ViewCatalog.contentModifiers[name]
        let presented = try presentedValue(labels: labels, arguments: arguments, interpreter: interpreter)
        var builtSlot = false
        var presentedNodes: [NodeObject] = []
        for (label, argument) in zip(labels, arguments) {
            switch argument {
            case .closure where label == "onDismiss":
                // `.sheet(isPresented: $x, onDismiss: save) { ... }`: an event, not content.
                events["dismiss"] = context.registerAnonymousAction(argument, site: argument, interpreter: interpreter)
            case .closure(let closure) where closure.parameterCount > 0 && (presented == nil || closure.parameterCount > 1):
                // `.navigationDestination(for: Int.self) { id in ... }`: content made from a value
                // the workbench does not have (a destination not navigated to): not built.
                modifierArguments.append(Argument(label: label, .string("(content)")))
            case .closure(let closure):
                // `.background { ... }`: a view builder filling a slot; `.alert(item: $item) { item
                // in ... }` one given the item presented, when there is one.
                let content = try interpreter.call(argument, closure.parameterCount == 1 ? [presented!] : [])
                let nodes = try ViewContent.nodes(in: content, context: context, interpreter: interpreter, yielded: false)
                // The first closure fills the modifier's slot; another is named by its label
                // (`.alert("T", isPresented: $x) { ... } message: { ... }`: `alert` and `message`).
                let slot = addSlot(builtSlot && label != nil ? label! : (contentModifier?.slot ?? name), nodes)
                builtSlot = true
                presentedNodes += nodes
                modifierArguments.append(Argument(label: contentModifier?.label ?? label ?? "content", .slot(slot)))
            case .host(let object) where object is NodeObject || object is FragmentObject:
                // `.overlay(Circle())`: a view passed directly.
                let nodes = try ViewContent.nodes(in: argument, context: context, interpreter: interpreter, yielded: false)
                let slot = addSlot(contentModifier?.slot ?? "content", nodes)
                modifierArguments.append(Argument(label: label, .slot(slot)))
            default:
                modifierArguments.append(Argument(label: label, try ValueConversion.irValue(argument, context: context, interpreter: interpreter)))
            }
        }
        if !presentedNodes.isEmpty, let presentation = Presentation.find(labels: labels, arguments: arguments) {
            if Presentation.dialogs.contains(name) {
                // An alert's (a dialog's) buttons close it after their closures run.
                presentation.closeAfterButtons(in: presentedNodes, context: context)
            } else if Presentation.covers.contains(name) {
                // `dismiss()` in a sheet's content closes the sheet.
                for node in presentedNodes { node.environmentValues += presentation.environmentValues }
            }
        }
        if !ViewCatalog.modifierNames.contains(name) {
            var message = "unknown modifier '\(name)'"
            if let suggestion = Spelling.suggestion(for: name, among: ViewCatalog.modifierNames) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.warn(message + " (it is recorded as written)", interpreter: interpreter)
        }
        modifiers.append(Modifier(name, modifierArguments))
        reads.formUnion(context.reads.claim())
        return .host(self)
    }

    /// The value a presentation modifier presents (`.alert(item: $item)`, `.sheet(item:)`,
    /// `.alert(_:isPresented:presenting:)`), when it is not nil: its content closures get it.
    private func presentedValue(labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value? {
        for (label, argument) in zip(labels, arguments) {
            switch (label, argument) {
            case ("item", .host(let binding as BindingObject)):
                let value = try binding.member("wrappedValue", interpreter: interpreter)
                return value.isNull ? nil : value
            case ("item", .host(let binding as ConstantBindingObject)):
                return binding.value.isNull ? nil : binding.value
            case ("presenting", _):
                return argument.isNull ? nil : argument
            default:
                continue
            }
        }
        return nil
    }

    /// `.environment(model)` → (`Model`, model); `.environment(\.colorScheme, .dark)` →
    /// (`.colorScheme`, .dark); nil for other arguments.
    static func environmentEntry(labels: [String?], arguments: [SwiftLite.Value]) -> (String, SwiftLite.Value)? {
        if arguments.count == 1, labels[0] == nil, let type = arguments[0].declaredType { return (type.name, arguments[0]) }
        if arguments.count == 2, case .native(let keyPath) = arguments[0], let names = keyPath.keyPathNames, !names.isEmpty {
            return ("." + names.joined(separator: "."), arguments[1])
        }
        return nil
    }

    /// Records an event whose handler the host made (a `ForEach` row's `.onDelete`).
    func recordEvent(_ kind: String, handler: SwiftLite.Value, site: SwiftLite.Value, interpreter: Interpreter) {
        events[kind] = context.registerAnonymousAction(handler, site: site, interpreter: interpreter)
    }

    private func recordEvent(_ kind: String, modifier: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) {
        var eventKind = kind
        var action: String?
        var handler: SwiftLite.Value?
        // SwiftUI's `.onChange(of: value) { old, new in ... }` watches a value; the function
        // style's `.onChange(of: "path", action: "name")` a state path.
        let takesClosure = arguments.contains { $0.isCallable }
        var watched: SwiftLite.Value?
        /// What the watched value's path holds as declared: how its value before reads back.
        var watchedShape: ValueShape?
        for (label, argument) in zip(labels, arguments) {
            switch (label, argument) {
            case ("of", .host(let binding as BindingObject)):
                eventKind = "change:\(binding.path)"
            case ("of", .string(let path)) where !takesClosure:
                let parsed: StatePath
                do throws(StatePath.ParseError) { parsed = try StatePath(parsing: path) } catch { throw ScriptError(.host, error.description) }
                eventKind = "change:\(parsed)"
            case ("of", _):
                // The value is watched through the state it was read from: the last path its
                // argument read.
                watched = argument
                let read = context.reads.lastUnclaimed()
                watchedShape = read.flatMap { context.reads.shape(ofRead: $0) }
                eventKind = read.map { "change:\($0)" } ?? "change"
            case ("initial", .bool):
                continue
            case (_, .string(let name)):
                action = name
            case (_, _) where argument.isCallable:
                handler = argument
            default:
                throw ScriptError(
                    .wrongArguments,
                    "'\(modifier)' takes an action name (action: \"name\") or a closure\(kind == "change" ? ", after 'of: \"path\"' or 'of: value'" : "")")
            }
        }
        if let handler {
            action = context.registerAnonymousAction(try EventHandlers.handler(handler, watching: watched, shape: watchedShape), site: handler, interpreter: interpreter)
        }
        guard let action else {
            throw ScriptError(.wrongArguments, "'\(modifier)' needs an action: \(modifier)(action: \"name\") or \(modifier) { ... }")
        }
        if kind == "change" && eventKind == "change" && watched == nil {
            throw ScriptError(.wrongArguments, "'onChange' needs the state path it watches: onChange(of: \"path\", action: \"name\")")
        }
        events[eventKind] = action
    }
}
