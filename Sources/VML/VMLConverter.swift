import ViewTree

/// A VML document as IR, with everything found on the way.
public struct VMLConversion: Sendable {
    /// The IR; `nil` when the document has errors.
    public var document: Document?
    /// The document's syntax errors, then the errors and warnings of the conversion
    /// (unmatched templates, failed `attr(...)` coercions, unknown modifiers, malformed
    /// key paths, paths that find nothing...), sorted by position.
    public var diagnostics: [Diagnostic]
    /// The document's `<data>` elements, in document order (§8).
    public var dataFiles: [DataDeclaration] = []
    /// Whether the document binds anything (it has `<data>`, `<binding>`, `<prototype>` or
    /// `<action>` elements): what it shows then depends on the state it was given.
    public var readsData = false
    /// The root context its key paths were read against: the state and the data files'
    /// content. What a tap on one of its actions reads again.
    public var context: DataContext?

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

/// Turns a parsed VML document into a ViewTree document (the IR of docs/ir.md).
///
/// - The element name is the node's `type`; `source` is the file, line and column of the
///   start tag's `<`.
/// - `id="x"` sets the node's id; otherwise the root is `0`, the i-th child of `P` is
///   `P.i` (counted after hoisting) and the i-th node of slot `S` is `P.S.i`.
/// - `style` becomes the modifiers, values kept symbolic (`attr(...)` stays a reference)
///   and gradients in their canonical spelling (§2.3), so that a document and its
///   formatted text have the same IR.
/// - Other attributes become props, typed by the view catalog (see `AttributeTyping`).
/// - Text content fills the element's text prop (`text` for `Text`, `title` for
///   `Button`...) under the whitespace rule of `TextContent`.
/// - Template children go to slots by the rules of `TemplatePlan`; a default slot's
///   content is the node's children.
///
/// - The reserved elements of §8 bind the document to data (`DataBinding`): the values
///   come from `input`, the state and the `<data>` files.
///
/// Every case of §4.6 and §6.2 is a warning; a document without exactly one root
/// element is an error.
public enum VMLConverter {
    /// Converts a parsed document, its bindings read from `input`.
    public static func convert(_ document: VMLDocument, data input: VMLDataInput = .unknown) -> VMLConversion {
        guard !document.hasErrors else { return VMLConversion(document: nil, diagnostics: document.diagnostics) }
        let roots = document.rootElements
        guard let root = roots.first else {
            let diagnostic = Diagnostic(
                severity: .error, message: "the document has no element", file: document.source.file,
                notes: ["a VML document is one root element: <VStack>...</VStack>"])
            return VMLConversion(document: nil, diagnostics: [diagnostic])
        }
        if roots.count > 1 {
            let diagnostic = document.source.diagnostic(
                .error, "a document has one root element; <\(roots[1].name)> is a second one", at: roots[1].offset,
                notes: ["wrap the elements in a container such as <VStack> or <Group>"])
            return VMLConversion(document: nil, diagnostics: [diagnostic])
        }
        if let reserved = ReservedElement(name: root.name) {
            let diagnostic = document.source.diagnostic(
                .error, "the root element is a view, not \(reserved.tag)", at: root.offset,
                notes: ["put \(reserved.tag) inside the view it belongs to"])
            return VMLConversion(document: nil, diagnostics: [diagnostic])
        }
        let markup = DataMarkup(document)
        var builder = IRBuilder(source: document.source, markup: markup)
        builder.loadData(input)
        if root.templateName != nil {
            builder.warn(
                "template=\"\(root.templateName ?? "")\" on the root element has no parent slot to fill; it is ignored",
                at: root.attribute(VMLAttribute.Reserved.template)?.offset ?? root.offset)
        }
        let node = builder.node(for: root, id: root.explicitID ?? "0", scope: .root)
        let diagnostics = builder.sortedDiagnostics
        let failed = diagnostics.contains { $0.severity == .error }
        return VMLConversion(
            document: failed ? nil : Document(root: node), diagnostics: diagnostics, dataFiles: markup.data,
            readsData: markup.usesData, context: failed ? nil : builder.context)
    }

    /// Parses and converts a VML text.
    public static func convert(text: String, file: String, data input: VMLDataInput = .unknown) -> VMLConversion {
        convert(VMLDocument.parse(text: text, file: file), data: input)
    }
}

/// The walk that builds nodes and collects warnings.
struct IRBuilder {
    let source: VMLSource
    /// The document's reserved elements, read beforehand.
    let markup: DataMarkup
    /// What key paths are read against.
    var context = DataContext(state: nil)
    private var cursor: VMLSource.Cursor
    private var diagnostics: [(offset: Int, diagnostic: Diagnostic)] = []
    /// The warnings given so far, by offset and message: a prototype's elements are
    /// visited once per row, and say each thing once.
    private var warned: Set<String> = []
    /// For a problem that many rows of a prototype repeat, by what makes it the same
    /// problem: its first diagnostic's place in `diagnostics` and how many rows after the
    /// first.
    private var repeatedProblems: [String: (index: Int, more: Int)] = [:]
    private var ancestors: [TemplatePlan.Offer] = []
    /// Each id given so far → the offset of its element.
    private var ids: [String: Int] = [:]

    init(source: VMLSource, markup: DataMarkup) {
        self.source = source
        self.markup = markup
        self.cursor = VMLSource.Cursor(source)
        diagnostics = markup.diagnostics
    }

    var sortedDiagnostics: [Diagnostic] {
        var all = diagnostics
        for (index, more) in repeatedProblems.values where more > 0 {
            all[index].diagnostic.notes.append("the same in \(more) more row\(more == 1 ? "" : "s")")
        }
        return all.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element.diagnostic)
    }

    mutating func warn(_ message: String, at offset: Int, notes: [String] = []) {
        report(.warning, message, at: offset, notes: notes)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at offset: Int, notes: [String] = []) {
        guard warned.insert("\(offset) \(message)").inserted else { return }
        diagnostics.append((offset, source.diagnostic(severity, message, at: offset, notes: notes)))
    }

    /// Adds a diagnostic about another file (a data file), placed at `offset` of this one.
    mutating func report(_ diagnostic: Diagnostic, at offset: Int) {
        diagnostics.append((offset, diagnostic))
    }

    /// Reports a key path's problem once per place in the document, counting the rows
    /// that repeat it.
    mutating func reportLookup(_ message: String, at offset: Int, notes: [String]) {
        reportRepeated(.warning, message, at: offset, notes: notes, sameAs: "lookup \(offset)")
    }

    /// Reports a problem of an element that each row of a prototype may repeat, naming
    /// its own row's place (`festivals[3].title is read from a <data> file`): once, with
    /// the rows after the first counted. Problems are the same when their messages
    /// differ only in indices, unless `sameAs` says otherwise.
    mutating func reportRepeated(
        _ severity: Diagnostic.Severity, _ message: String, at offset: Int, notes: [String] = [], sameAs key: String? = nil
    ) {
        let key = key ?? "\(offset) \(severity.rawValue) \(Self.withoutIndices(message))"
        if let repeated = repeatedProblems[key] {
            repeatedProblems[key] = (repeated.index, repeated.more + 1)
            return
        }
        repeatedProblems[key] = (diagnostics.count, 0)
        diagnostics.append((offset, source.diagnostic(severity, message, at: offset, notes: notes)))
    }

    /// A message with every `[N]` made `[]`: what rows' messages share.
    private static func withoutIndices(_ message: String) -> String {
        var result = ""
        var pending = ""
        for character in message {
            if !pending.isEmpty {
                if character.isASCII, character.isNumber {
                    pending.append(character)
                    continue
                }
                result += character == "]" && pending.count > 1 ? "[" : pending
                pending = ""
            }
            if character == "[" { pending = "[" } else { result.append(character) }
        }
        return result + pending
    }

    mutating func node(for written: VMLElement, id: String, scope: DataScope) -> Node {
        let position = cursor.position(of: written.offset)
        let vocabulary = ElementVocabulary(written.name)
        let data = DataChildren(of: written, markup: markup)
        let element = data.viewElement
        checkName(of: element, vocabulary: vocabulary)
        checkID(id, of: element)
        var props = props(of: element, vocabulary: vocabulary)
        addText(of: element, vocabulary: vocabulary, to: &props)
        var bound = BoundNode()
        if !data.isEmpty { bind(data, of: element, vocabulary: vocabulary, scope: scope, props: &props, into: &bound) }
        let modifiers = (element.style?.modifiers ?? []).map(GradientCanonicalization.canonical)
        checkStyle(of: element, bound: bound)

        let plan = TemplatePlan(for: element, in: source, ancestors: ancestors)
        for warning in plan.warnings { warn(warning.message, at: warning.offset, notes: warning.notes) }
        ancestors.append(plan.offer)
        // In a prototype's row, a written id would be every row's: ids derive from the row's.
        func explicitID(_ child: VMLElement) -> String? { scope.isRow ? nil : child.explicitID }
        var children: [Node] = []
        var staticChildren = plan.children.makeIterator()
        for place in childPlaces(plan: plan, data: data, vocabulary: vocabulary, element: element, bound: bound, scope: scope) {
            switch place {
            case .view:
                guard let child = staticChildren.next() else { continue }
                children.append(node(for: child, id: explicitID(child) ?? "\(id).\(children.count)", scope: scope))
            case .row(let child, let rowScope, let key):
                children.append(node(for: child, id: key.map { "\(id).@\($0)" } ?? "\(id).\(children.count)", scope: rowScope))
            }
        }
        var slots: [String: [Node]] = [:]
        for (name, members) in plan.slots {
            slots[name] = members.enumerated().map { index, child in
                node(for: child, id: explicitID(child) ?? "\(id).\(name).\(index)", scope: scope)
            }
        }
        ancestors.removeLast()
        return Node(
            id: id, type: element.name, props: props, children: children, slots: slots, modifiers: modifiers,
            events: bound.events, bindings: bound.bindings,
            source: SourceLocation(file: source.file, line: position.line, column: position.column), reads: bound.reads)
    }

    // MARK: Props and text

    private mutating func props(of element: VMLElement, vocabulary: ElementVocabulary) -> [String: Value] {
        var props: [String: Value] = [:]
        for attribute in element.attributes {
            switch attribute.name {
            case VMLAttribute.Reserved.id, VMLAttribute.Reserved.template, VMLAttribute.Reserved.style: continue
            default: break
            }
            let typed = AttributeTyping.prop(attribute.value, kind: vocabulary.kind(ofAttribute: attribute.name))
            if let expected = typed.problem {
                warn(
                    "\(attribute.name) of <\(element.name)> expects \(expected), not \"\(attribute.value)\"; it is kept as a string",
                    at: attribute.offset)
            }
            props[attribute.name] = typed.value
        }
        return props
    }

    private mutating func addText(of element: VMLElement, vocabulary: ElementVocabulary, to props: inout [String: Value]) {
        let text = TextContent.collapse(TextContent.rawText(of: element.content))
        guard !text.isEmpty else { return }
        let offset = firstTextOffset(in: element)
        guard let prop = vocabulary.textProp else {
            warn("<\(element.name)> takes no text; \"\(text)\" is ignored", at: offset,
                 notes: ["put text in a <Text> element"])
            return
        }
        if let attribute = element.attribute(prop) {
            warn("the text content of <\(element.name)> replaces its \(prop) attribute", at: attribute.offset,
                 notes: ["give \(prop) once: as text content or as an attribute"])
        }
        props[prop] = .string(text)
    }

    private func firstTextOffset(in element: VMLElement) -> Int {
        for case .text(let run) in element.content where !run.isWhitespace {
            var offset = run.offset
            while offset < source.bytes.count, Scanning.isWhitespace(source.bytes[offset]) { offset += 1 }
            return offset
        }
        return element.offset
    }

    // MARK: Checks

    private mutating func checkName(of element: VMLElement, vocabulary: ElementVocabulary) {
        guard vocabulary.entry == nil,
            let suggestion = Spelling.suggestion(
                for: element.name, among: Array(ViewCatalog.elements.keys) + ReservedElement.allCases.map(\.rawValue))
        else { return }
        warn("unknown element <\(element.name)>; did you mean <\(suggestion)>?", at: element.offset,
             notes: ["an element that is not a SwiftUI view is a custom element; if that is what you meant, ignore this"])
    }

    private mutating func checkID(_ id: String, of element: VMLElement) {
        if let first = ids[id] {
            warn("the id '\(id)' is already the id of the element at \(source.position(of: first))", at: element.offset,
                 notes: ["ids identify nodes across reloads; give each element its own"])
        } else {
            ids[id] = element.offset
        }
    }

    private mutating func checkStyle(of element: VMLElement, bound: BoundNode) {
        guard let style = element.style else { return }
        for (modifier, offset) in zip(style.modifiers, style.modifierOffsets)
        where !ViewCatalog.modifierNames.contains(modifier.name) {
            var notes: [String] = []
            if let suggestion = Spelling.suggestion(for: modifier.name, among: ViewCatalog.modifierNames) {
                notes.append("did you mean '\(suggestion)'?")
            }
            warn("unknown modifier '\(modifier.name)'", at: offset, notes: notes)
        }
        var attributes = Dictionary(element.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (name, value) in bound.attributes { attributes[name] = value.map(AttributeTyping.text(of:)) }
        let resolver = AttrResolver(attributes: attributes)
        // A bound attribute whose value is not known (the state, in `check`) is there.
        for use in style.attrUses where !bound.unknownAttributes.contains(use.reference.name) {
            checkAttr(use, of: element, resolver: resolver)
        }
    }

    private mutating func checkAttr(_ use: VMLStyle.AttrUse, of element: VMLElement, resolver: AttrResolver) {
        let reference = use.reference
        if let fallback = reference.fallback, !AttrCoercion.conforms(fallback, to: reference.type) {
            warn("the fallback \(fallback) of attr(\(reference.name)) is not a <\(reference.type?.rawValue ?? "string")>",
                 at: use.offset)
        }
        switch resolver.resolve(reference) {
        case .resolved:
            break
        case .fallback(let value, let problem):
            if problem.isCoercionFailure {
                warn("attr(\(reference.name)) cannot use the attribute: \(problem); the fallback \(value) is used", at: use.offset)
            }
        case .unresolved(let problem):
            var notes = ["give the attribute on <\(element.name)> or a fallback: attr(\(reference.name), value)"]
            if case .missing = problem, element.attribute(reference.name) == nil,
                let suggestion = Spelling.suggestion(for: reference.name, among: element.attributes.map(\.name))
            {
                notes.insert("did you mean '\(suggestion)'?", at: 0)
            }
            warn("attr(\(reference.name)) has no value: \(problem) and there is no fallback; SwiftUI's default applies",
                 at: use.offset, notes: notes)
        }
    }
}
