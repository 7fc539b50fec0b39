import ViewTree

/// The reserved elements of a document (§8), read once before it is converted: each
/// `<binding>` and `<action>` by the offset of its element, every `<data>` in document
/// order, and the problems with them: errors for what cannot be read (a malformed key
/// path, a missing attribute, an unknown action kind), warnings for what is ignored.
///
/// Prototypes are read whole here, whether or not they render any row, so that a key
/// path inside one is checked even where the state is not known (`workbench check`).
struct DataMarkup {
    /// The `<data>` elements, in document order, without duplicate keys.
    private(set) var data: [DataDeclaration] = []
    /// The readable `<binding>` elements by offset.
    private(set) var bindings: [Int: BindingDeclaration] = [:]
    /// The readable `<action>` elements by offset.
    private(set) var actions: [Int: ActionDeclaration] = [:]
    /// The problems, each with the offset it is at.
    private(set) var diagnostics: [(offset: Int, diagnostic: Diagnostic)] = []
    /// Whether the document has any reserved element: it then reads the state.
    private(set) var usesData = false

    private let source: VMLSource

    init(_ document: VMLDocument) {
        source = document.source
        for element in document.rootElements { visit(element, parent: nil) }
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ message: String, at offset: Int, notes: [String] = []) {
        diagnostics.append((offset, source.diagnostic(severity, message, at: offset, notes: notes)))
    }

    // MARK: The walk

    private mutating func visit(_ element: VMLElement, parent: VMLElement?) {
        guard let reserved = ReservedElement(name: element.name) else {
            for child in element.childElements { visit(child, parent: element) }
            return
        }
        usesData = true
        checkAttributes(of: element, reserved)
        let parentIsView = parent.map { !ReservedElement.isReserved($0) } ?? false
        switch reserved {
        case .data:
            readData(element)
            checkEmpty(element, reserved)
        case .binding:
            if let parent, !parentIsView {
                report(.warning, "<binding> binds an attribute of a view; inside <\(parent.name)> it is ignored", at: element.offset)
            } else if let binding = readBinding(element) {
                bindings[element.offset] = binding
            }
            checkEmpty(element, reserved)
        case .prototype:
            if let parent, !parentIsView {
                report(.warning, "<prototype> gives the rows of a view; inside <\(parent.name)> it is ignored", at: element.offset)
            }
            for child in element.childElements { visit(child, parent: element) }
        case .action:
            if let parent, !parentIsView {
                report(.warning, "<action> is the tap of a view; inside <\(parent.name)> it is ignored", at: element.offset)
            } else if let action = readAction(element) {
                actions[element.offset] = action
            }
        case .argument:
            // Read with its action; anywhere else it means nothing.
            report(
                .warning, "<argument> belongs inside an <action kind=\"dispatch\">; here it is ignored", at: element.offset,
                notes: ["<action kind=\"dispatch\" name=\"open\"><argument name=\"item\" keyPath=\"self\"/></action>"])
            checkEmpty(element, reserved)
        }
    }

    private mutating func checkAttributes(of element: VMLElement, _ reserved: ReservedElement) {
        for attribute in element.attributes where !reserved.attributeNames.contains(attribute.name) {
            switch attribute.name {
            case VMLAttribute.Reserved.id, VMLAttribute.Reserved.template, VMLAttribute.Reserved.style:
                report(.warning, "\(reserved.tag) is not a view: its \(attribute.name) is ignored", at: attribute.offset)
            default:
                var notes: [String] = []
                if let suggestion = Spelling.suggestion(for: attribute.name, among: reserved.attributeNames) {
                    notes.append("did you mean '\(suggestion)'?")
                }
                notes.append(
                    reserved.attributeNames.isEmpty
                        ? "\(reserved.tag) has no attributes"
                        : "the attributes of \(reserved.tag) are " + reserved.attributeNames.joined(separator: ", "))
                report(.warning, "\(reserved.tag) has no attribute '\(attribute.name)'; it is ignored", at: attribute.offset, notes: notes)
            }
        }
    }

    /// `<data>`, `<binding>` and `<argument>` hold nothing.
    private mutating func checkEmpty(_ element: VMLElement, _ reserved: ReservedElement) {
        for node in element.content {
            switch node {
            case .element(let child):
                report(.warning, "\(reserved.tag) holds nothing; <\(child.name)> is ignored", at: child.offset)
            case .text(let run) where !run.isWhitespace:
                report(.warning, "\(reserved.tag) holds nothing; its text is ignored", at: run.offset)
            default:
                break
            }
        }
    }

    // MARK: Attributes

    /// The value of a required attribute, or an error at the element.
    private mutating func required(_ name: String, of element: VMLElement, example: String) -> VMLAttribute? {
        guard let attribute = element.attribute(name), !attribute.value.isEmpty else {
            report(
                .error, "<\(element.name)> needs a \(name)", at: element.attribute(name)?.offset ?? element.offset,
                notes: ["for example \(example)"])
            return nil
        }
        return attribute
    }

    /// A key path attribute parsed; an error at the character at fault otherwise.
    private mutating func keyPath(_ attribute: VMLAttribute) -> (DataKeyPath, offset: Int)? {
        let start = attribute.valueOffset(in: source)
        do {
            return (try DataKeyPath(parsing: attribute.value), start)
        } catch {
            report(.error, "malformed key path \"\(attribute.value)\": \(error.message)", at: start + error.offset, notes: error.notes)
            return nil
        }
    }

    // MARK: The elements

    private mutating func readData(_ element: VMLElement) {
        let example = #"<data key="festivals" src="festivals.json"/>"#
        let key = required("key", of: element, example: example)
        let src = required("src", of: element, example: example)
        guard let key, let src else { return }
        guard StatePath.isPlainName(key.value) else {
            report(
                .error, "the data key \"\(key.value)\" is not a name", at: key.offset,
                notes: ["a key is a letter or _ then letters, digits, _ and -, so that key paths can start with it"])
            return
        }
        if let earlier = data.first(where: { $0.key == key.value }) {
            report(.error, "the data key \"\(key.value)\" is already given at \(source.position(of: earlier.offset))", at: key.offset)
            return
        }
        guard src.value.hasSuffix(".json") else {
            report(.error, "src=\"\(src.value)\" is not a .json file", at: src.offset, notes: ["<data> reads JSON: src=\"festivals.json\""])
            return
        }
        guard let path = DataSourcePath.resolve(src.value, against: source.file) else {
            report(
                .error, "src=\"\(src.value)\" is outside the project", at: src.offset,
                notes: ["src is relative to the VML file's folder and stays inside the project"])
            return
        }
        data.append(
            DataDeclaration(
                key: key.value, source: src.value, path: path, offset: element.offset, keyOffset: key.offset, sourceOffset: src.offset))
    }

    private mutating func readBinding(_ element: VMLElement) -> BindingDeclaration? {
        let example = #"<binding name="text" keyPath="title"/>"#
        let name = required("name", of: element, example: example)
        let path = required("keyPath", of: element, example: example).flatMap { keyPath($0) }
        guard let name, let path else { return nil }
        return BindingDeclaration(name: name.value, keyPath: path.0, offset: element.offset, keyPathOffset: path.offset)
    }

    private mutating func readAction(_ element: VMLElement) -> ActionDeclaration? {
        let kinds = ["dispatch", "set", "toggle"]
        guard let kind = required("kind", of: element, example: #"<action kind="dispatch" name="open"/>"#) else { return nil }
        let arguments = element.childElements.filter { $0.name == ReservedElement.argument.rawValue }
        for child in element.childElements where child.name != ReservedElement.argument.rawValue {
            report(.warning, "<action> holds only <argument> elements; <\(child.name)> is ignored", at: child.offset)
        }
        func ignored(_ names: [String]) {
            for name in names {
                if let attribute = element.attribute(name) {
                    report(.warning, "an action of kind \(kind.value) has no \(name); it is ignored", at: attribute.offset)
                }
            }
        }
        switch kind.value {
        case "dispatch":
            ignored(["keyPath", "value"])
            guard let name = required("name", of: element, example: #"<action kind="dispatch" name="open"/>"#) else { return nil }
            guard VMLAction.isActionName(name.value) else {
                report(
                    .error, "the action name \"\(name.value)\" has characters an action name cannot have", at: name.offset,
                    notes: ["an action name is letters, digits, _, -, . and :, as actions[\"open\"] registers it"])
                return nil
            }
            var read: [ArgumentDeclaration] = []
            var failed = false
            for argument in arguments {
                guard let declaration = readArgument(argument) else {
                    failed = true
                    continue
                }
                if let earlier = read.first(where: { $0.name == declaration.name }) {
                    report(
                        .error, "the argument \"\(declaration.name)\" is already given at \(source.position(of: earlier.offset))",
                        at: argument.offset)
                    failed = true
                    continue
                }
                read.append(declaration)
            }
            return failed ? nil : ActionDeclaration(kind: .dispatch(name: name.value, arguments: read), offset: element.offset, keyPathOffset: element.offset)
        case "set", "toggle":
            let isSet = kind.value == "set"
            ignored(isSet ? ["name"] : ["name", "value"])
            for argument in arguments {
                report(.warning, "only a dispatch action takes arguments; this one is ignored", at: argument.offset)
            }
            let example = isSet ? #"<action kind="set" keyPath="filter" value="all"/>"# : #"<action kind="toggle" keyPath="done"/>"#
            let path = required("keyPath", of: element, example: example).flatMap { keyPath($0) }
            let value = isSet ? element.attribute("value") : nil
            if isSet, value == nil {
                report(.error, "<action kind=\"set\"> needs a value", at: element.offset, notes: ["for example \(example)"])
                return nil
            }
            guard let path else { return nil }
            let action: ActionDeclaration.Kind = isSet ? .set(path.0, value: JSONValue(attributeValue: value!.value)) : .toggle(path.0)
            return ActionDeclaration(kind: action, offset: element.offset, keyPathOffset: path.offset)
        default:
            var notes = ["the kinds are dispatch (run a script action), set (write a state path) and toggle (flip a Bool)"]
            if let suggestion = Spelling.suggestion(for: kind.value, among: kinds) { notes.insert("did you mean \(suggestion)?", at: 0) }
            report(.error, "unknown action kind \"\(kind.value)\"", at: kind.offset, notes: notes)
            return nil
        }
    }

    private mutating func readArgument(_ element: VMLElement) -> ArgumentDeclaration? {
        checkAttributes(of: element, .argument)
        checkEmpty(element, .argument)
        let example = #"<argument name="festival" keyPath="self"/>"#
        guard let name = required("name", of: element, example: example) else { return nil }
        guard Scanning.isIdentifier(name.value) else {
            report(.error, "the argument name \"\(name.value)\" is not an identifier", at: name.offset,
                   notes: ["it is the payload's key: ctx.payload[\"\(name.value)\"]; use letters, digits and _"])
            return nil
        }
        switch (element.attribute("keyPath"), element.attribute("value")) {
        case (let path?, nil):
            guard let parsed = keyPath(path) else { return nil }
            return ArgumentDeclaration(name: name.value, source: .keyPath(parsed.0), offset: element.offset, keyPathOffset: parsed.offset)
        case (nil, let value?):
            return ArgumentDeclaration(
                name: name.value, source: .value(JSONValue(attributeValue: value.value)), offset: element.offset, keyPathOffset: element.offset)
        default:
            report(
                .error, "<argument> takes a keyPath or a value, one of the two", at: element.offset,
                notes: [example, #"<argument name="mode" value="full"/>"#])
            return nil
        }
    }
}
