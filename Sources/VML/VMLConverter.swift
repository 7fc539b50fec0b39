import ViewTree

/// A VML document as IR, with everything found on the way.
public struct VMLConversion: Sendable {
    /// The IR; `nil` when the document has errors.
    public var document: Document?
    /// The document's syntax errors, then the errors and warnings of the conversion
    /// (unmatched templates, failed `attr(...)` coercions, unknown modifiers...), sorted
    /// by position.
    public var diagnostics: [Diagnostic]

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
/// Every case of §4.6 and §6.2 is a warning; a document without exactly one root
/// element is an error.
public enum VMLConverter {
    /// Converts a parsed document.
    public static func convert(_ document: VMLDocument) -> VMLConversion {
        guard !document.hasErrors else { return VMLConversion(document: nil, diagnostics: document.diagnostics) }
        var builder = IRBuilder(source: document.source)
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
        if root.templateName != nil {
            builder.warn(
                "template=\"\(root.templateName ?? "")\" on the root element has no parent slot to fill; it is ignored",
                at: root.attribute(VMLAttribute.Reserved.template)?.offset ?? root.offset)
        }
        let node = builder.node(for: root, id: root.explicitID ?? "0")
        return VMLConversion(document: Document(root: node), diagnostics: builder.sortedDiagnostics)
    }

    /// Parses and converts a VML text.
    public static func convert(text: String, file: String) -> VMLConversion {
        convert(VMLDocument.parse(text: text, file: file))
    }
}

/// The walk that builds nodes and collects warnings.
private struct IRBuilder {
    let source: VMLSource
    private var cursor: VMLSource.Cursor
    private var diagnostics: [(offset: Int, diagnostic: Diagnostic)] = []
    private var ancestors: [TemplatePlan.Offer] = []
    /// Each id given so far → the offset of its element.
    private var ids: [String: Int] = [:]

    init(source: VMLSource) {
        self.source = source
        self.cursor = VMLSource.Cursor(source)
    }

    var sortedDiagnostics: [Diagnostic] {
        diagnostics.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element.diagnostic)
    }

    mutating func warn(_ message: String, at offset: Int, notes: [String] = []) {
        diagnostics.append((offset, source.diagnostic(.warning, message, at: offset, notes: notes)))
    }

    mutating func node(for element: VMLElement, id: String) -> Node {
        let position = cursor.position(of: element.offset)
        let vocabulary = ElementVocabulary(element.name)
        checkName(of: element, vocabulary: vocabulary)
        checkID(id, of: element)
        var props = props(of: element, vocabulary: vocabulary)
        addText(of: element, vocabulary: vocabulary, to: &props)
        let modifiers = (element.style?.modifiers ?? []).map(GradientCanonicalization.canonical)
        checkStyle(of: element)

        let plan = TemplatePlan(for: element, in: source, ancestors: ancestors)
        for warning in plan.warnings { warn(warning.message, at: warning.offset, notes: warning.notes) }
        ancestors.append(plan.offer)
        var children: [Node] = []
        for (index, child) in plan.children.enumerated() {
            children.append(node(for: child, id: child.explicitID ?? "\(id).\(index)"))
        }
        var slots: [String: [Node]] = [:]
        for (name, members) in plan.slots {
            slots[name] = members.enumerated().map { index, child in
                node(for: child, id: child.explicitID ?? "\(id).\(name).\(index)")
            }
        }
        ancestors.removeLast()
        return Node(
            id: id, type: element.name, props: props, children: children, slots: slots, modifiers: modifiers,
            source: SourceLocation(file: source.file, line: position.line, column: position.column))
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
            let suggestion = Spelling.suggestion(for: element.name, among: ViewCatalog.elements.keys)
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

    private mutating func checkStyle(of element: VMLElement) {
        guard let style = element.style else { return }
        for (modifier, offset) in zip(style.modifiers, style.modifierOffsets)
        where !ViewCatalog.modifierNames.contains(modifier.name) {
            var notes: [String] = []
            if let suggestion = Spelling.suggestion(for: modifier.name, among: ViewCatalog.modifierNames) {
                notes.append("did you mean '\(suggestion)'?")
            }
            warn("unknown modifier '\(modifier.name)'", at: offset, notes: notes)
        }
        let resolver = AttrResolver(attributes: Dictionary(
            element.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
        for use in style.attrUses {
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
