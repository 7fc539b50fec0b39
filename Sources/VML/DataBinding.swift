import ViewTree

/// The reserved children of one element (§8): its bindings and actions (read by
/// `DataMarkup`), its prototype, and the element without them, which is what the view's
/// own rules (text, templates, slots) see.
struct DataChildren {
    /// The element as a view: its content without reserved elements.
    var viewElement: VMLElement
    var bindings: [BindingDeclaration] = []
    var actions: [ActionDeclaration] = []
    /// The prototypes, each with the number of unlabeled view children before it: where
    /// its rows go among the children.
    var prototypes: [(element: VMLElement, position: Int)] = []

    init(of element: VMLElement, markup: DataMarkup) {
        guard element.content.contains(where: { if case .element(let child) = $0 { ReservedElement.isReserved(child) } else { false } })
        else {
            viewElement = element
            return
        }
        var content: [VMLNode] = []
        var unlabeled = 0
        for node in element.content {
            guard case .element(let child) = node, let reserved = ReservedElement(name: child.name) else {
                if case .element(let child) = node, child.templateName == nil { unlabeled += 1 }
                content.append(node)
                continue
            }
            switch reserved {
            case .binding: if let binding = markup.bindings[child.offset] { bindings.append(binding) }
            case .action: if let action = markup.actions[child.offset] { actions.append(action) }
            case .prototype: prototypes.append((child, unlabeled))
            case .data, .argument: break
            }
        }
        var view = element
        view.content = content
        viewElement = view
    }

    /// Whether there is nothing to bind.
    var isEmpty: Bool { bindings.isEmpty && actions.isEmpty && prototypes.isEmpty }
}

/// What binding gave a node besides its props: events, two-way bindings, reads, and for
/// the checks of `attr(...)` the bound attributes.
struct BoundNode {
    var events: [String: String] = [:]
    var bindings: [String: String] = [:]
    var reads: Set<String> = []
    /// Each bound attribute's value; `nil` when the binding gave none (nothing found, or a
    /// value that did not coerce).
    var attributes: [String: Value?] = [:]
    /// Bound attributes whose value is not known (the state, in `check`).
    var unknownAttributes: Set<String> = []
    /// The `rows` binding, and what it found.
    var rows: (binding: BindingDeclaration, lookup: KeyPathLookup)?
}

/// Where each child of a node comes from: the next of the view's own children, or a row
/// of its prototype.
enum ChildPlace {
    case view
    /// A view of the prototype, for the element of the rows in `scope`; `key` is the row's
    /// identity (the element's `id`, else its index), nil when another row has it.
    case row(VMLElement, scope: DataScope, key: String?)
}

extension IRBuilder {
    // MARK: Data files

    /// Reads the state and the `<data>` files into the root context: each file parsed (an
    /// error at its line and column when it is not JSON), each key checked against the
    /// state's.
    mutating func loadData(_ input: VMLDataInput) {
        var data: [String: JSONValue] = [:]
        var unknown: Set<String> = []
        let state = input.state?.objectValue ?? (input.state == nil ? nil : [:])
        for declaration in markup.data {
            guard let files = input.files else {
                unknown.insert(declaration.key)
                continue
            }
            guard let text = files[declaration.path] else {
                unknown.insert(declaration.key)
                report(.error, "the data file \(declaration.path) was not read", at: declaration.sourceOffset)
                continue
            }
            do {
                data[declaration.key] = try JSONParser.parse(text)
            } catch {
                unknown.insert(declaration.key)
                let line = error.position.line
                let sourceLine = text.sourceLines.dropFirst(line - 1).first.map(String.init)
                report(
                    Diagnostic(
                        severity: .error, message: "\(error.message)", file: declaration.path, line: line,
                        column: error.position.column, sourceLine: sourceLine,
                        notes: ["read by <data key=\"\(declaration.key)\"> at \(source.file):\(source.position(of: declaration.offset))"]),
                    at: declaration.sourceOffset)
                continue
            }
            if state?[declaration.key] != nil {
                warn(
                    "the data key \"\(declaration.key)\" hides the state's \"\(declaration.key)\"", at: declaration.keyOffset,
                    notes: ["key paths starting with \(declaration.key) read \(declaration.path); rename the key to reach the state's"])
            }
        }
        context = DataContext(state: input.state.map { _ in .object(state ?? [:]) }, data: data, unknownKeys: unknown)
    }

    // MARK: Bindings and actions

    /// Applies an element's bindings and its action to the node being built.
    mutating func bind(
        _ data: DataChildren, of element: VMLElement, vocabulary: ElementVocabulary, scope: DataScope,
        props: inout [String: Value], into bound: inout BoundNode
    ) {
        var seen: [String: Int] = [:]
        for binding in data.bindings {
            if let earlier = seen[binding.name] {
                warn("\(binding.name) of <\(element.name)> is already bound at \(source.position(of: earlier)); this binding is ignored", at: binding.offset)
                continue
            }
            seen[binding.name] = binding.offset
            let lookup = context.lookup(binding.keyPath, from: scope)
            if let read = lookup.readPath { bound.reads.insert(read.description) }
            if binding.name == "rows" {
                bound.rows = (binding, lookup)
                continue
            }
            if [VMLAttribute.Reserved.id, VMLAttribute.Reserved.template, VMLAttribute.Reserved.style].contains(binding.name) {
                warn("\(binding.name) is VML's own and cannot be bound; this binding is ignored", at: binding.offset)
                continue
            }
            let kind = vocabulary.kind(ofAttribute: binding.name)
            if kind == .binding {
                bindTwoWay(binding, lookup: lookup, of: element, into: &bound)
                continue
            }
            let prop: String
            if binding.name == "text" && kind == nil {
                guard let textProp = vocabulary.textProp else {
                    warn("<\(element.name)> takes no text; the binding of text is ignored", at: binding.offset)
                    continue
                }
                prop = textProp
            } else {
                prop = binding.name
            }
            let propKind = vocabulary.kind(ofAttribute: prop)
            if kind == .action || kind == .content {
                warn(
                    "\(binding.name) of <\(element.name)> is \(kind == .action ? "its action: give it an <action>" : "view content: bind rows and give a <prototype>"); this binding is ignored",
                    at: binding.offset)
                continue
            }
            if element.attribute(prop) != nil || (prop == vocabulary.textProp && props[prop] != nil) {
                warn("the binding replaces the \(prop) written on <\(element.name)>", at: binding.offset)
            }
            guard lookup.isKnown else {
                props[prop] = nil
                bound.unknownAttributes.insert(prop)
                continue
            }
            guard let value = lookup.value, value != .null else {
                // Nothing found, or null written in the data: the attribute is null.
                reportProblem(of: binding.keyPath, lookup, at: binding.keyPathOffset)
                props[prop] = .null
                bound.attributes[prop] = .some(nil)
                continue
            }
            switch BindingCoercion.prop(value, kind: propKind) {
            case .success(let coerced):
                props[prop] = coerced
                bound.attributes[prop] = coerced
            case .failure(let failure):
                props[prop] = nil
                bound.attributes[prop] = .some(nil)
                warn(
                    "\(prop) of <\(element.name)> is bound to \(lookup.readPath?.description ?? binding.keyPath.description): \(failure.reason); SwiftUI's default applies",
                    at: binding.keyPathOffset)
            }
        }
        if let action = data.actions.first {
            for extra in data.actions.dropFirst() {
                warn("<\(element.name)> already has an <action> at \(source.position(of: action.offset)); this one is ignored", at: extra.offset)
            }
            if let resolved = resolve(action, scope: scope) { bound.events["tap"] = resolved.eventText }
        }
    }

    /// A control's value bound both ways: the node's `bindings` name the state path the
    /// control writes.
    private mutating func bindTwoWay(_ binding: BindingDeclaration, lookup: KeyPathLookup, of element: VMLElement, into bound: inout BoundNode) {
        guard lookup.isExact, let path = lookup.readPath else {
            report(
                .error, "\(binding.name) of <\(element.name)> is bound both ways, and \"\(binding.keyPath)\" is no place to write: it computes a value",
                at: binding.keyPathOffset, notes: ["a two-way binding's key path leads to one value: keys, indices, self, @first, @last"])
            return
        }
        if let problem = lookup.problem, !problem.isMissing {
            reportProblem(of: binding.keyPath, lookup, at: binding.keyPathOffset)
        }
        if case .key(let root) = path.components[0], context.isDataKey(root) {
            warn(
                "\(binding.name) of <\(element.name)> is bound to \(path), which a <data> file gives: it is read-only, so the control cannot change it",
                at: binding.keyPathOffset, notes: ["bind controls to the state; data files are read, never written"])
        }
        bound.bindings[binding.name] = path.description
    }

    /// The warning for a key path that found nothing or a value of the wrong type,
    /// naming where the lookup stopped.
    mutating func reportProblem(of keyPath: DataKeyPath, _ lookup: KeyPathLookup, at offset: Int) {
        guard let problem = lookup.problem else { return }
        let verb = problem.isMissing ? "finds nothing" : "cannot be followed"
        reportLookup("the key path \"\(keyPath)\" \(verb): \(problem.reason)", at: offset, notes: problem.notes)
    }

    /// An `<action>` in a scope: its key paths written from the root, its targets checked.
    private mutating func resolve(_ action: ActionDeclaration, scope: DataScope) -> VMLAction? {
        switch action.kind {
        case .dispatch(let name, let arguments):
            var resolved: [VMLAction.Argument] = []
            for argument in arguments {
                switch argument.source {
                case .value(let value):
                    resolved.append(.init(name: argument.name, source: .value(value)))
                case .keyPath(let keyPath):
                    let lookup = context.lookup(keyPath, from: scope)
                    if lookup.isKnown { reportProblem(of: keyPath, lookup, at: argument.keyPathOffset) }
                    if lookup.isExact, let place = lookup.readPath {
                        // One place: the tap reads it again, as a closure reads `todos[i]`.
                        resolved.append(.init(name: argument.name, source: .keyPath(DataKeyPath(place.components.map(Self.step)))))
                    } else if let absolute = Self.fromRoot(keyPath, scope: scope) {
                        resolved.append(.init(name: argument.name, source: .keyPath(absolute)))
                    } else {
                        // A row an operator computed has no place to read again: its value goes as it is.
                        resolved.append(.init(name: argument.name, source: .value(lookup.value ?? .null)))
                    }
                }
            }
            return .dispatch(name: name, arguments: resolved)
        case .set(let keyPath, let value):
            guard let path = writablePath(keyPath, kind: "set", action: action, scope: scope) else { return nil }
            return .set(path, value)
        case .toggle(let keyPath):
            guard let path = writablePath(keyPath, kind: "toggle", action: action, scope: scope) else { return nil }
            let lookup = context.lookup(keyPath, from: scope)
            if let value = lookup.value, value != .null, value.boolValue == nil {
                warn(
                    "toggle flips a Bool, and \(path) holds \(value.kindDescription)", at: action.keyPathOffset,
                    notes: ["tapping it will fail until \(path) holds true or false"])
            }
            return .toggle(path)
        }
    }

    /// The state path a `set` or `toggle` writes; an error when the key path computes a
    /// value or leads into a data file.
    private mutating func writablePath(_ keyPath: DataKeyPath, kind: String, action: ActionDeclaration, scope: DataScope) -> StatePath? {
        let lookup = context.lookup(keyPath, from: scope)
        guard lookup.isExact, let path = lookup.readPath else {
            report(
                .error, "a \(kind) action writes one place, and \"\(keyPath)\" computes a value", at: action.keyPathOffset,
                notes: ["its key path leads to one value: keys, indices, self, @first, @last"])
            return nil
        }
        if case .key(let root) = path.components[0], context.isDataKey(root) {
            report(
                .error, "a \(kind) action writes the state, and \(path) is read from a <data> file, which is read-only",
                at: action.keyPathOffset, notes: ["write a state path; data files are read, never written"])
            return nil
        }
        if let problem = lookup.problem, !problem.isMissing {
            reportProblem(of: keyPath, lookup, at: action.keyPathOffset)
        }
        return path
    }

    /// A key path read in `scope`, written from the root: the scope's place, then the
    /// path's steps (`self` dropped, `@root` starting again). Nil when the scope is a value
    /// an operator computed, which has no place.
    static func fromRoot(_ keyPath: DataKeyPath, scope: DataScope) -> DataKeyPath? {
        var steps: [DataKeyPath.Step]? = scope.isExact ? scope.path.map(step) : nil
        for step in keyPath.steps {
            switch step {
            case .this: continue
            case .root: steps = []
            default: steps?.append(step)
            }
        }
        guard let steps else { return nil }
        return DataKeyPath(steps.isEmpty ? [.this] : steps)
    }

    /// A state path's step as a key path's.
    private static func step(_ component: StatePath.Component) -> DataKeyPath.Step {
        switch component {
        case .key(let key): .key(key)
        case .index(let index): .index(index)
        }
    }

    // MARK: Rows

    /// The node's children in order: its own, and its prototype's rows where the
    /// prototype stands.
    mutating func childPlaces(
        plan: TemplatePlan, data: DataChildren, vocabulary: ElementVocabulary, element: VMLElement, bound: BoundNode,
        scope: DataScope
    ) -> [ChildPlace] {
        var places = Array(repeating: ChildPlace.view, count: plan.children.count)
        guard let (prototype, position) = data.prototypes.first else {
            if let rows = bound.rows {
                warn(
                    "rows of <\(element.name)> renders each element with a <prototype> child, and there is none", at: rows.binding.offset,
                    notes: ["<prototype><Text><binding name=\"text\" keyPath=\"title\"/></Text></prototype>"])
            }
            return places
        }
        for extra in data.prototypes.dropFirst() {
            warn("<\(element.name)> already has a <prototype> at \(source.position(of: prototype.offset)); this one is ignored", at: extra.element.offset)
        }
        guard let rows = bound.rows else {
            warn(
                "<prototype> renders the rows of <\(element.name)>, which binds none; it is ignored", at: prototype.offset,
                notes: ["give <\(element.name)> a <binding name=\"rows\" keyPath=\"...\"/> with an array"])
            return places
        }
        guard vocabulary.takesChildren else {
            warn("<\(element.name)> takes no child views; its <prototype> is ignored", at: prototype.offset)
            return places
        }
        if TemplatePlan.hasExplicitDefaultTemplate(element, vocabulary: vocabulary) {
            warn(
                "the explicit template=\"\(vocabulary.entry?.defaultSlot ?? "")\" of <\(element.name)> fills its default slot; the rows of its <prototype> are ignored",
                at: prototype.offset)
            return places
        }
        let views = prototype.childElements.filter { !ReservedElement.isReserved($0) }
        guard rows.lookup.isKnown else { return places }
        guard let value = rows.lookup.value else {
            reportProblem(of: rows.binding.keyPath, rows.lookup, at: rows.binding.keyPathOffset)
            return places
        }
        guard case .array(let elements) = value else {
            if value != .null {
                warn(
                    "rows of <\(element.name)> needs an array, and \(rows.lookup.readPath?.description ?? rows.binding.keyPath.description) is \(value.kindDescription)",
                    at: rows.binding.keyPathOffset)
            }
            return places
        }
        var rowPlaces: [ChildPlace] = []
        var seen: Set<String> = []
        for (index, item) in elements.enumerated() {
            let rowScope = DataScope(
                value: item, path: rows.lookup.isExact ? rows.lookup.path + [.index(index)] : rows.lookup.path,
                isExact: rows.lookup.isExact)
            let key = Self.rowKey(item, index: index)
            let unique = seen.insert(key).inserted
            if !unique {
                warn(
                    "two rows of <\(element.name)> have the id \(key); the second is identified by its position",
                    at: rows.binding.keyPathOffset, notes: ["a row's identity is its element's id key, else its index"])
            }
            for (offset, view) in views.enumerated() {
                rowPlaces.append(.row(view, scope: rowScope, key: unique ? (offset == 0 ? key : "\(key)#\(offset)") : nil))
            }
        }
        places.insert(contentsOf: rowPlaces, at: min(position, places.count))
        return places
    }

    /// A row's identity: its element's `id` key when it has one (a string as it is, a
    /// number as written), else its index, as `ForEach` identifies a script's elements.
    private static func rowKey(_ element: JSONValue, index: Int) -> String {
        switch element.objectValue?["id"] {
        case .string(let text)?: text
        case .int(let number)?: String(number)
        case let value? where value != .null: value.canonicalText
        default: String(index)
        }
    }
}
