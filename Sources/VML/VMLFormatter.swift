/// Rewrites a VML document in its canonical form (§6.1). `workbench fmt` is this.
///
/// What it normalizes:
/// - every `style` in canonical spelling: `, ` between modifiers and arguments, `: `
///   after labels, leading dots kept, gradients with evenly spaced stops in their
///   `colors:` form (§2.3); an empty `style` is dropped;
/// - attributes double-quoted with `&amp;` `&quot;` (and `&#10;` `&#13;` `&#9;`) escaped,
///   in §6.1's order (see `AttributeOrder`), enumeration attributes without a dot;
/// - text escaped (`&amp;` `&lt;` `&gt;`), runs of spaces collapsed, lines trimmed;
/// - indentation: two spaces per level; empty elements self-closing (`<Star/>`);
/// - §6.1's default-slot rule: when an explicit template fills an element's default
///   slot, its unlabeled child elements (ignored anyway, §4.3) are left out.
///
/// What it keeps, because the IR does not depend on it and authors choose it: comments;
/// where lines break between tags, words and comments, and single blank lines; whether
/// an element's content is on its start tag's line (`<Text>Hello</Text>`) or below it (any
/// line break inside the content puts all of it below, indented); whether attributes
/// wrap (aligned under the first, or one per line when the first is on its own line).
///
/// Formatting never changes the IR (`VMLConverter` reads gradients canonically too, and
/// the children left out were ignored), and formatting canonical text gives the same text.
public enum VMLFormatter {
    /// The canonical text of a document; `nil` when it has errors (see its diagnostics).
    public static func format(_ document: VMLDocument) -> String? {
        canonicalBytes(document).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The canonical text as UTF-8 bytes, to compare with a file's bytes or write them
    /// without going through a `String`; `nil` when the document has errors.
    public static func canonicalBytes(_ document: VMLDocument) -> [UInt8]? {
        guard !document.hasErrors else { return nil }
        var formatting = Formatting(capacity: document.source.bytes.count)
        return formatting.run(document)
    }
}

/// One pass of the formatter over one document.
private struct Formatting {
    /// What separates two items of content.
    private enum Separator: Int, Comparable {
        case none, space, newline, blankLine

        static func < (lhs: Separator, rhs: Separator) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The separator a run of whitespace stands for.
        init(lineBreaks: Int) {
            self = lineBreaks == 0 ? .space : (lineBreaks == 1 ? .newline : .blankLine)
        }
    }

    /// How a list of content is laid out.
    private struct Flow {
        /// Each item on the line the source put it, indented; otherwise all on one line.
        var block: Bool
        /// The indentation level of the items.
        var indent: Int
        /// The top level of a file: no start tag to break away from.
        var topLevel: Bool
        var pending = Separator.none
        var first = true
    }

    private var writer: MarkupWriter

    init(capacity: Int) {
        writer = MarkupWriter(capacity: capacity + capacity / 8)
    }

    mutating func run(_ document: VMLDocument) -> [UInt8] {
        if let declaration = document.declaration {
            writer.write(declaration)
            writer.newline(indent: 0)
        }
        var flow = Flow(block: true, indent: 0, topLevel: true)
        write(document.nodes, flow: &flow)
        writer.finishFile()
        return writer.takeBytes()
    }

    // MARK: Content

    private mutating func write(_ content: [VMLNode], flow: inout Flow) {
        for node in content {
            switch node {
            case .element(let element):
                separate(&flow)
                write(element, indent: flow.indent, inline: !flow.block)
            case .comment(let comment):
                separate(&flow)
                writer.comment(comment.text)
            case .text(let run):
                write(run.text, flow: &flow)
            }
        }
    }

    /// Text as words and separators: whitespace runs become separators, so runs of
    /// spaces collapse, line breaks stay where they were and lines lose their indentation.
    private mutating func write(_ text: String, flow: inout Flow) {
        var text = text
        text.withUTF8 { write($0, flow: &flow) }
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, flow: inout Flow) {
        var index = 0
        while index < bytes.count {
            if Scanning.isWhitespace(bytes[index]) {
                var lineBreaks = 0
                while index < bytes.count, Scanning.isWhitespace(bytes[index]) {
                    if bytes[index] == 0x0A { lineBreaks += 1 }
                    index += 1
                }
                flow.pending = max(flow.pending, Separator(lineBreaks: lineBreaks))
            } else {
                let start = index
                while index < bytes.count, !Scanning.isWhitespace(bytes[index]) { index += 1 }
                separate(&flow)
                writer.text(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
    }

    /// Writes what goes before the next item and resets the pending separator.
    private mutating func separate(_ flow: inout Flow) {
        defer {
            flow.pending = .none
            flow.first = false
        }
        if flow.first {
            if flow.block && !flow.topLevel { writer.newline(indent: flow.indent, blankLine: flow.pending == .blankLine) }
            return
        }
        switch flow.pending {
        case .none: break
        case .space: writer.space()
        case .newline: flow.block ? writer.newline(indent: flow.indent) : writer.space()
        case .blankLine: flow.block ? writer.newline(indent: flow.indent, blankLine: true) : writer.space()
        }
    }

    // MARK: Elements

    private mutating func write(_ element: VMLElement, indent: Int, inline: Bool) {
        let vocabulary = ElementVocabulary(element.name)
        let kept = Formatting.keptAttributes(of: element)
        let ordered = AttributeOrder.sorted(kept, vocabulary: vocabulary, name: \.name)
        let layout = Formatting.tagLayout(kept)
        let content = Formatting.keptContent(of: element, vocabulary: vocabulary)
        let isEmpty = content.allSatisfy {
            if case .text(let run) = $0 { return run.isWhitespace }
            return false
        }
        let attributes = ordered.lazy.map { attribute -> MarkupWriter.TagAttribute in
            (attribute.name, Formatting.canonicalValue(of: attribute, in: element, vocabulary), !inline && attribute.startsOnNewLine)
        }
        writer.startTag(element.name, attributes: attributes, layout: inline ? .aligned : layout, indent: indent, selfClosing: isEmpty)
        guard !isEmpty else { return }
        var flow = Flow(block: !inline && Formatting.spansLines(content), indent: indent + 1, topLevel: false)
        write(content, flow: &flow)
        if flow.block { writer.newline(indent: indent) }
        writer.endTag(element.name)
    }

    /// The content the canonical form keeps: all of it, except unlabeled child elements
    /// that an explicit default-slot template overrides (§6.1). The reserved elements of
    /// §8 (`<binding>`, `<action>`...) are no views and always stay.
    private static func keptContent(of element: VMLElement, vocabulary: ElementVocabulary) -> [VMLNode] {
        guard TemplatePlan.hasExplicitDefaultTemplate(element, vocabulary: vocabulary) else { return element.content }
        return element.content.filter {
            if case .element(let child) = $0 { return child.templateName != nil || ReservedElement.isReserved(child) }
            return true
        }
    }

    /// Whether content, written canonically, takes several lines: a line break in its
    /// text or comments, or a child that takes several lines. An element whose content
    /// does is written with its content below its start tag.
    private static func spansLines(_ content: [VMLNode]) -> Bool {
        for node in content {
            switch node {
            case .text(let run): if run.text.utf8.contains(0x0A) { return true }
            case .comment(let comment): if comment.text.utf8.contains(0x0A) { return true }
            case .element(let child):
                let vocabulary = ElementVocabulary(child.name)
                let kept = keptAttributes(of: child)
                if tagLayout(kept) == .vertical { return true }
                let ordered = AttributeOrder.sorted(kept, vocabulary: vocabulary, name: \.name)
                if ordered.dropFirst().contains(where: \.startsOnNewLine) { return true }
                if spansLines(keptContent(of: child, vocabulary: vocabulary)) { return true }
            }
        }
        return false
    }

    // MARK: Attributes

    /// The attributes the canonical form keeps, in the order written: all but an empty `style`.
    private static func keptAttributes(of element: VMLElement) -> [VMLAttribute] {
        guard let style = element.style, style.modifiers.isEmpty else { return element.attributes }
        return element.attributes.filter { $0.name != VMLAttribute.Reserved.style }
    }

    /// The layout the author chose: one attribute per line when the first was written on a
    /// line of its own, otherwise aligned under the first.
    private static func tagLayout(_ kept: [VMLAttribute]) -> MarkupWriter.TagLayout {
        kept.first?.startsOnNewLine == true ? .vertical : .aligned
    }

    /// A value as the canonical form writes it: the style re-spelled, an enumeration
    /// without its dot, anything else as it is (escaping is the writer's).
    private static func canonicalValue(of attribute: VMLAttribute, in element: VMLElement, _ vocabulary: ElementVocabulary) -> String {
        if attribute.name == VMLAttribute.Reserved.style, let style = element.style { return style.canonicalText }
        if attribute.value.hasPrefix("."), vocabulary.kind(ofAttribute: attribute.name) == .enumeration,
            Scanning.isIdentifier(String(attribute.value.dropFirst()))
        {
            return String(attribute.value.dropFirst())
        }
        return attribute.value
    }
}
