import SwiftLite
import ViewTree

/// The view constructors scripts call (`Text`, `VStack`, `Toggle`, ..., `ForEach`,
/// `Node`), generated from the IR's catalog so that SwiftUI's labels are checked before
/// the script runs and arguments land in the props, bindings, events and slots that VML
/// uses for the same view.
enum ViewConstructors {
    typealias Parameter = NativeFunction.Parameter
    typealias Signature = NativeFunction.Signature

    static func install(in environment: ProgramEnvironment) {
        for element in ViewCatalog.elements.values where element.name != "Color" {
            let signatures = element.initializers.map { initializer in
                Signature(initializer.parameters.map { parameter in
                    let kind: Parameter.Kind
                    switch parameter.kind {
                    case .content: kind = .viewBuilder
                    case .action: kind = .closure
                    default: kind = .value
                    }
                    return Parameter(parameter.label, kind, optional: parameter.isOptional)
                })
            }
            environment.host.define(
                NativeFunction(name: element.name, signatures: signatures) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                    try construct(element, call, context: environment.requireContext())
                })
        }
        installDataList(in: environment)
        ShapeContent.install(in: environment)
        installFormattedText(in: environment)
        installFormattedLabeledContent(in: environment)
        environment.host.define(
            NativeFunction(
                name: "ForEach",
                signatures: [Signature([Parameter(nil), Parameter("id", optional: true), Parameter("content", .viewBuilder)])]
            ) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try ForEachContent.make(call, context: environment.requireContext())
            })
        environment.host.define(
            NativeFunction(name: "GeometryReader", signatures: [Signature([Parameter("content", .viewBuilder)])]) {
                [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try GeometryReaderContent.make(call, context: environment.requireContext())
            })
        environment.host.define(
            NativeFunction(name: "ScrollViewReader", signatures: [Signature([Parameter("content", .viewBuilder)])]) {
                [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try ScrollViewReaderContent.make(call, context: environment.requireContext())
            })
        environment.host.define(
            NativeFunction(
                name: "Node",
                signatures: [Signature([Parameter(nil), Parameter(nil, optional: true), Parameter("content", .viewBuilder, optional: true)])]
            ) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                try customNode(call, context: environment.requireContext())
            })
    }

    /// `List(items) { item in ... }`, `List(items, id: \.name) { ... }`, `List($items) { $item
    /// in ... }`, `List(items, selection: $picked) { ... }`: a `List` whose rows are a
    /// `ForEach`'s, besides the catalog's `List { ... }`.
    private static func installDataList(in environment: ProgramEnvironment) {
        guard let element = ViewCatalog.elements["List"], let plain = environment.host.function(named: "List") else { return }
        // `List(_:id:selection:rowContent:)`: the selection is a binding, as `List(selection:)`'s.
        let rows = Signature([Parameter(nil), Parameter("id", optional: true), Parameter("selection", optional: true), Parameter("rowContent", .viewBuilder)])
        environment.host.define(
            NativeFunction(name: "List", signatures: plain.signatures + [rows]) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                let context = try environment.requireContext()
                guard call.signatureIndex == plain.signatures.count else { return try construct(element, call, context: context) }
                let list = NodeObject(type: "List", context: context, interpreter: call.interpreter)
                if call.has(2) {
                    switch call.argument(2) {
                    case .host(let binding as BindingObject): list.bindings["selection"] = binding.path.description
                    case let other: list.props["selection"] = try ValueConversion.irValue(
                        ConstantBindingObject.value(of: other) ?? other, context: context, interpreter: call.interpreter)
                    }
                }
                list.children = try ForEachContent.nodes(
                    data: call.argument(0), id: call.has(1) ? call.argument(1) : nil, content: call.argument(3), context: context, interpreter: call.interpreter)
                list.reads.formUnion(context.reads.claim())
                return .host(list)
            })
    }

    /// `Text(price, format: .currency(code: "USD"))`, `Text(date, format: Date.FormatStyle(date:
    /// .numeric))` and `Text(date, style: .date)`: a `Text` of the value as the style writes
    /// it (see `FormatStyles`), besides the catalog's `Text(_:)` and `Text(verbatim:)`.
    private static func installFormattedLabeledContent(in environment: ProgramEnvironment) {
        guard let element = ViewCatalog.elements["LabeledContent"], let plain = environment.host.function(named: "LabeledContent") else { return }
        // `LabeledContent("Total", value: total, format: .currency(code: "USD"))`: the value as
        // the style writes it, as `LabeledContent(_:value:)` shows a string.
        let formatted = Signature([Parameter(nil), Parameter("value"), Parameter("format")])
        environment.host.define(
            NativeFunction(name: "LabeledContent", signatures: plain.signatures + [formatted]) {
                [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                let context = try environment.requireContext()
                guard call.signatureIndex == plain.signatures.count else { return try construct(element, call, context: context) }
                let node = NodeObject(type: "LabeledContent", context: context, interpreter: call.interpreter)
                node.props["title"] = .string(try call.interpreter.describe(call.argument(0)))
                node.props["value"] = .string(try FormatStyles.format(call.argument(1), style: call.argument(2)))
                node.reads.formUnion(context.reads.claim())
                return .host(node)
            })
    }

    private static func installFormattedText(in environment: ProgramEnvironment) {
        guard let element = ViewCatalog.elements["Text"], let plain = environment.host.function(named: "Text") else { return }
        let formatted = [Signature([Parameter(nil), Parameter("format")]), Signature([Parameter(nil), Parameter("style")])]
        environment.host.define(
            NativeFunction(name: "Text", signatures: plain.signatures + formatted) { [unowned environment] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                let context = try environment.requireContext()
                guard call.signatureIndex >= plain.signatures.count else { return try construct(element, call, context: context) }
                let value = call.argument(0), style = call.argument(1)
                let text: String
                if call.signatureIndex == plain.signatures.count {
                    text = try FormatStyles.format(value, style: style)
                } else {
                    text = try FormatStyles.format(value, textStyle: style)
                }
                let node = NodeObject(type: "Text", context: context, interpreter: call.interpreter)
                node.props["text"] = .string(text)
                node.reads.formUnion(context.reads.claim())
                return .host(node)
            })
    }

    private static func construct(_ element: ViewCatalog.Element, _ call: NativeCall, context: RunContext) throws(ScriptError) -> SwiftLite.Value {
        let interpreter = call.interpreter
        let node = NodeObject(type: element.name, context: context, interpreter: interpreter)
        let initializer = element.initializers[call.signatureIndex]
        for (index, parameter) in initializer.parameters.enumerated() where call.has(index) {
            let argument = call.argument(index)
            switch parameter.kind {
            case .string:
                node.props[parameter.name] = .string(try interpreter.describe(argument))
            case .number:
                switch argument {
                case .int(let number): node.props[parameter.name] = .int(number)
                case .double(let number): node.props[parameter.name] = .double(number)
                default:
                    throw ScriptError(.typeMismatch, "'\(parameter.signatureText)' of \(element.name) needs a number, found '\(argument.typeName)'")
                }
            case .boolean:
                guard case .bool(let flag) = argument else {
                    throw ScriptError(.typeMismatch, "'\(parameter.signatureText)' of \(element.name) needs a Bool, found '\(argument.typeName)'")
                }
                node.props[parameter.name] = .bool(flag)
            case .binding:
                if case .host(let binding as BindingObject) = argument {
                    node.bindings[parameter.name] = binding.path.description
                } else if let constant = ConstantBindingObject.value(of: argument) {
                    // `.constant(true)`: shown, not editable.
                    node.props[parameter.name] = try ValueConversion.irValue(constant, context: context, interpreter: interpreter)
                } else {
                    // A constant where SwiftUI wants a binding: shown, not editable.
                    node.props[parameter.name] = try ValueConversion.irValue(argument, context: context, interpreter: interpreter)
                }
            case .action:
                switch argument {
                case .null:
                    // `Stepper("x", onIncrement: nil, onDecrement: down)`: no event.
                    continue
                case .string(let name): node.events[parameter.name] = name
                case .closure(let closure) where parameter.name == "editingChanged" && closure.parameterCount > 0:
                    // `onEditingChanged: { editing in ... }`: the dispatch's payload is `editing`.
                    node.events[parameter.name] = context.registerAnonymousAction(
                        EventHandlers.editingChanged(argument), site: argument, interpreter: interpreter)
                case .closure(let closure): node.events[parameter.name] = context.registerAnonymousAction(closure, interpreter: interpreter)
                case .native:
                    // `Button("Add", action: addItem)`: a method used as the action.
                    node.events[parameter.name] = context.registerAnonymousAction(argument, site: argument, interpreter: interpreter)
                default:
                    throw ScriptError(.typeMismatch, "'\(parameter.signatureText)' of \(element.name) needs an action name or a closure")
                }
            case .content:
                let nodes = try content(argument, interpreter: interpreter, context: context)
                if parameter.name == element.defaultSlot || (element.defaultSlot == nil && parameter.name == "content") {
                    node.children.append(contentsOf: nodes)
                } else {
                    _ = node.addSlot(parameter.name, nodes)
                }
            case .enumeration, .url, .range, .value:
                node.props[parameter.name] = try ValueConversion.irValue(argument, context: context, interpreter: interpreter)
                if element.name == "NavigationLink", parameter.name == "value" { node.navigationValue = argument }
            }
        }
        expandShorthands(node, element: element, signature: call.signatureIndex, interpreter: interpreter, context: context)
        if element.name == "DisclosureGroup", node.props["isExpanded"] == nil {
            // `DisclosureGroup("Title") { ... }` opens and closes by itself; a tap toggles it.
            try BuiltInViewState.keepExpansion(of: node, context: context, interpreter: interpreter)
        }
        if element.name == "NavigationStack" {
            // Its path (bound, or its own) shows the screens its values push.
            try NavigationStackState.keepPath(of: node, context: context, interpreter: interpreter)
        }
        node.reads.formUnion(context.reads.claim())
        return .host(node)
    }

    /// `Label("Downloads", systemImage: "arrow.down")` is the same view as
    /// `Label { Text("Downloads") } icon: { Image(systemName: "arrow.down") }` (VML §8.5), and
    /// `Section("Title") { ... }` has a `Text` header.
    private static func expandShorthands(_ node: NodeObject, element: ViewCatalog.Element, signature: Int, interpreter: Interpreter, context: RunContext) {
        switch (element.name, signature) {
        case ("Label", 0):
            let title = NodeObject(type: "Text", context: context, interpreter: interpreter)
            title.props["text"] = node.props.removeValue(forKey: "title")
            let icon = NodeObject(type: "Image", context: context, interpreter: interpreter)
            icon.props["systemName"] = node.props.removeValue(forKey: "systemImage")
            _ = node.addSlot("title", [title])
            _ = node.addSlot("icon", [icon])
        case ("Section", 1):
            let header = NodeObject(type: "Text", context: context, interpreter: interpreter)
            header.props["text"] = node.props.removeValue(forKey: "title")
            _ = node.addSlot("header", [header])
        default:
            break
        }
    }

    static func content(_ argument: SwiftLite.Value, interpreter: Interpreter, context: RunContext) throws(ScriptError) -> [NodeObject] {
        switch argument {
        case .closure:
            let result = try interpreter.call(argument, [])
            return try ViewContent.nodes(in: result, context: context, interpreter: interpreter, yielded: false)
        default:
            return try ViewContent.nodes(in: argument, context: context, interpreter: interpreter, yielded: false)
        }
    }

    /// `Node("Card", ["title": "x"]) { ... }`: an element of any other name.
    private static func customNode(_ call: NativeCall, context: RunContext) throws(ScriptError) -> SwiftLite.Value {
        let interpreter = call.interpreter
        guard case .string(let type) = call.argument(0), !type.isEmpty else {
            throw ScriptError(.typeMismatch, "Node's first argument is the element name, such as Node(\"Card\")")
        }
        let node = NodeObject(type: type, context: context, interpreter: interpreter)
        if call.has(1) {
            guard let entries = call.argument(1).dictionaryEntries else {
                throw ScriptError(.typeMismatch, "Node's second argument is a dictionary of props, such as [\"title\": \"x\"]")
            }
            for (key, value) in entries { node.props[key] = try ValueConversion.irValue(value, context: context, interpreter: interpreter) }
        }
        if call.has(2) { node.children = try content(call.argument(2), interpreter: interpreter, context: context) }
        node.reads.formUnion(context.reads.claim())
        return .host(node)
    }
}

extension SwiftLite.Value {
    var closureParameterCount: Int {
        if case .closure(let closure) = self { return closure.parameterCount }
        return 1
    }
}
