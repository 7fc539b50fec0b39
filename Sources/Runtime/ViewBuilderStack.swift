import SwiftLite

/// Collects the views a view-builder closure yields, one frame per closure running.
final class ViewBuilderStack: ViewBuilderDelegate {
    /// A builder closure running: the views it yielded, and what places it holds for the
    /// conditionals that showed nothing.
    private struct Frame {
        var nodes: [NodeObject] = []
        /// For each statement running, outermost first: how many views there were when
        /// it began.
        var statementStarts: [Int] = []
        /// Places held since the last view yielded, which the next one counts.
        var heldPlaces = 0
    }

    private var frames: [Frame] = []
    private let reads: ReadTracker
    private weak var context: RunContext?

    init(reads: ReadTracker, context: RunContext) {
        self.reads = reads
        self.context = context
    }

    func reset() {
        frames.removeAll()
    }

    func builderWillBegin() {
        frames.append(Frame())
        reads.enterBuilder()
    }

    func builderStatementWillBegin(depth: Int) {
        reads.beginStatement(depth: depth)
        withRunningFrame { frame in
            // A `break` may have skipped the end of the statements at this depth and deeper.
            frame.statementStarts.removeSubrange(min(depth - 1, frame.statementStarts.count)...)
            frame.statementStarts.append(frame.nodes.count)
        }
    }

    func builderStatementDidEnd(depth: Int, isConditional: Bool) {
        reads.endStatement(depth: depth)
        withRunningFrame { frame in
            guard frame.statementStarts.count >= depth else { return }
            let start = frame.statementStarts[depth - 1]
            frame.statementStarts.removeSubrange((depth - 1)...)
            if isConditional, frame.nodes.count == start { frame.heldPlaces += 1 }
        }
    }

    func builderYield(_ value: Value, interpreter: Interpreter) throws(ScriptError) {
        guard !frames.isEmpty else { return }
        let nodes = try ViewContent.nodes(in: value, context: context, interpreter: interpreter, yielded: true)
        withRunningFrame { frame in
            if let first = nodes.first, frame.heldPlaces > 0 {
                first.heldPlacesBefore += frame.heldPlaces
                frame.heldPlaces = 0
            }
            frame.nodes.append(contentsOf: nodes)
            // A builder's content (a `@ViewBuilder` property's, a `Group`'s) that ended on a
            // conditional showing nothing: the views after it here count that place.
            if case .host(let object) = value, let fragment = object as? FragmentObject { frame.heldPlaces += fragment.trailingHeldPlaces }
        }
    }

    func builderDidEnd() -> Value {
        reads.exitBuilder()
        let frame = frames.popLast() ?? Frame()
        return .host(FragmentObject(nodes: frame.nodes, trailingHeldPlaces: frame.heldPlaces))
    }

    /// Changes the innermost running frame in place; nothing when no builder runs.
    private func withRunningFrame(_ change: (inout Frame) -> Void) {
        guard !frames.isEmpty else { return }
        change(&frames[frames.count - 1])
    }
}

/// Several views produced together: a builder's content, the elements of a `ForEach`.
final class FragmentObject: HostObject {
    let nodes: [NodeObject]
    /// The places held after the last view by conditionals that showed nothing (see
    /// `NodeObject.heldPlacesBefore`).
    let trailingHeldPlaces: Int

    init(nodes: [NodeObject], trailingHeldPlaces: Int = 0) {
        self.nodes = nodes
        self.trailingHeldPlaces = trailingHeldPlaces
    }

    override var typeName: String { "Node" }
    override var scriptDescription: String { "<\(nodes.count) view\(nodes.count == 1 ? "" : "s")>" }

    override func didReturn(fromFunction function: String) {
        // A `@ViewBuilder func` is a component as a function returning a node is.
        for node in nodes where node.component == nil { node.component = function }
    }

    /// A modifier on several views (a `ForEach`'s) applies to each, as SwiftUI's do;
    /// `.onDelete` and `.onMove` give each element its own event, with its offset.
    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        if (name == "onDelete" || name == "onMove"), arguments.count == 1, arguments[0].isCallable {
            for node in nodes {
                guard let offset = node.forEachOffset else { continue }
                let handler = name == "onDelete" ? EventHandlers.deletion(arguments[0], offset: offset) : EventHandlers.move(arguments[0], offset: offset)
                node.recordEvent(name == "onDelete" ? "delete" : "move", handler: handler, site: arguments[0], interpreter: interpreter)
            }
            return .host(self)
        }
        for node in nodes { _ = try node.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter) }
        return .host(self)
    }
}

/// What counts as view content.
enum ViewContent {
    /// How deeply views may nest. Ids spell out the path from the root, and the IR travels
    /// as JSON that readers accept up to `JSONParser.maximumDepth` levels (three per
    /// level of slots); real screens nest a few dozen levels at most.
    static let maximumDepth = 100

    /// The nodes a value stands for: a node, a fragment, an array of those, `Color.red`.
    /// Anything else is not a view: nothing (a string yielded by a builder gets a warning,
    /// since `Text(...)` was almost certainly meant).
    static func nodes(in value: Value, context: RunContext?, interpreter: Interpreter, yielded: Bool) throws(ScriptError) -> [NodeObject] {
        switch value {
        case .host(let object as NodeObject):
            try checkDepth(of: [object])
            return [object]
        case .host(let fragment as FragmentObject):
            try checkDepth(of: fragment.nodes)
            return fragment.nodes
        case .array, .slice:
            let elements = value.arrayOrSliceElements!
            var nodes: [NodeObject] = []
            for element in elements { nodes.append(contentsOf: try self.nodes(in: element, context: context, interpreter: interpreter, yielded: yielded)) }
            return nodes
        case .symbol(let symbol) where !symbol.isImplicit && symbol.segments.first?.name == "Color":
            // `Color.red` is a view in SwiftUI.
            guard let context else { return [] }
            let node = NodeObject(type: "Color", context: context, interpreter: interpreter)
            if symbol.segments.count > 1 || symbol.segments[0].arguments != nil {
                node.props["color"] = ValueConversion.colorProp(try ValueConversion.irValue(.symbol(symbol), context: context, interpreter: interpreter))
            }
            node.reads = context.reads.claim()
            return [node]
        case .symbol(let symbol) where ViewContent.isGradientView(symbol):
            // `LinearGradient(colors: [.blue, .black], startPoint: .top, endPoint: .bottom)` is
            // a view that fills the room it is offered, as a Color does.
            guard let context else { return [] }
            let node = NodeObject(type: symbol.segments[0].name, context: context, interpreter: interpreter)
            node.props["gradient"] = try ValueConversion.irValue(.symbol(symbol), context: context, interpreter: interpreter)
            node.reads = context.reads.claim()
            return [node]
        case .host(let path as PathObject):
            // `Path { ... }` as a view: the path as drawn, in the space its points reach.
            guard let context else { return [] }
            let node = NodeObject(type: "Path", context: context, interpreter: interpreter)
            node.props["path"] = .string(path.data)
            node.props["width"] = .double(path.extent.width)
            node.props["height"] = .double(path.extent.height)
            node.reads = context.reads.claim()
            return [node]
        case .instance where value.conformsTo("Shape") && !value.conformsTo("View"):
            // `Triangle()`: the path it draws (see `ShapeContent`).
            guard let context, let type = value.declaredType else { return [] }
            return [try ShapeContent.node(for: value, type: type, context: context, interpreter: interpreter)]
        case .instance(let instance) where value.conformsTo("View"):
            // `TodoRow(todo: t)`: its body is built once its place is known.
            guard let context, let type = value.declaredType else { return [] }
            _ = instance
            return [NodeObject.standIn(for: value, type: type, context: context, interpreter: interpreter)]
        case .string(let text) where yielded:
            context?.warn("a string in view content is not a view; write Text(\"\(text.prefix(30))\") to show it", interpreter: interpreter)
            return []
        default:
            return []
        }
    }

    /// The gradients that are views as well as shape styles.
    static let gradientViews: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    /// Whether a symbolic value is a gradient made by its initializer (`LinearGradient(...)`),
    /// which SwiftUI draws as a view where one is expected.
    static func isGradientView(_ symbol: SymbolicValue) -> Bool {
        !symbol.isImplicit && symbol.segments.count == 1 && symbol.segments[0].arguments != nil && gradientViews.contains(symbol.segments[0].name)
    }

    /// Views used as content (or returned by `body()`) may hold at most `maximumDepth`
    /// levels; a deeper one is refused where it is used.
    private static func checkDepth(of nodes: [NodeObject]) throws(ScriptError) {
        for node in nodes where node.depth > maximumDepth {
            let built = "\(node.source.file):\(node.source.line):\(node.source.column)"
            throw ScriptError(.invalidArgument, "views may nest at most \(maximumDepth) levels deep; the \(node.type) built at \(built) holds \(node.depth)")
        }
    }
}
