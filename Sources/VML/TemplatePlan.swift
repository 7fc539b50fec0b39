import ViewTree

/// Where each child element of one element goes (§4): into the normal child list, into
/// a slot, or nowhere, with a warning for each case of §4.6 and §6.2.
///
/// The rules, in the order they apply to a child with `template="T"`:
/// 1. `T` referenced by a slot symbol `:T` in the parent's style: the slot `T`. A style
///    reference wins over everything else, so `<VStack style="background(content: :content)">`
///    fills the background, not the stack's content.
/// 2. `T` is the parent's default slot (`label` for `Button`, `content` for stacks): the
///    child *is* the children; unlabeled children are ignored with a warning (§4.3).
/// 3. `T` is one of the parent's named slots (`title`/`icon` for `Label`,
///    `header`/`footer` for `Section`): the slot `T`.
/// 4. The parent is a custom element: the slot `T` (VML cannot know a custom element's
///    slots, so it takes every template).
/// 5. Otherwise the template is ignored with a warning: a nested template when an
///    ancestor further up would have taken it, else an unmatched one.
///
/// A single-valued slot takes the first match in document order; a multi-valued one
/// (`toolbar`) takes every match in document order, even interleaved with other children.
struct TemplatePlan {
    /// The slots an element offers its template children, for spotting nested templates.
    struct Offer {
        var element: String
        var offset: Int
        var names: Set<String>
    }

    /// A problem with where a child goes.
    struct Warning {
        var message: String
        var offset: Int
        var notes: [String] = []
    }

    /// The normal child list, after hoisting.
    private(set) var children: [VMLElement] = []
    /// The slots, in the order of their first node.
    private(set) var slots: [(name: String, nodes: [VMLElement])] = []
    /// The warnings, in no particular order.
    private(set) var warnings: [Warning] = []
    /// The names this element takes from its template children.
    private(set) var offer: Offer

    private let element: VMLElement
    private let source: VMLSource
    private let vocabulary: ElementVocabulary
    /// Slot name → the uses of `:name` in the element's style.
    private let references: [String: [VMLStyle.SlotUse]]

    /// Plans the content of `element`, whose ancestors (nearest last) offer `ancestors`.
    init(for element: VMLElement, in source: VMLSource, ancestors: [Offer]) {
        self.element = element
        self.source = source
        self.vocabulary = ElementVocabulary(element.name)
        self.references = Dictionary(grouping: element.style?.slotUses ?? [], by: \.name)
        var names = Set(references.keys)
        if let entry = vocabulary.entry {
            names.formUnion(entry.namedSlots)
            if let slot = entry.defaultSlot { names.insert(slot) }
        }
        self.offer = Offer(element: element.name, offset: element.offset, names: names)
        place(ancestors: ancestors)
    }

    /// Whether an explicit template fills the element's default slot, so that its
    /// unlabeled children are ignored and the canonical form leaves them out (§6.1).
    static func hasExplicitDefaultTemplate(_ element: VMLElement, vocabulary: ElementVocabulary) -> Bool {
        guard let defaultSlot = vocabulary.entry?.defaultSlot,
            !(element.style?.usesSlot(defaultSlot) ?? false)
        else { return false }
        return element.content.contains {
            if case .element(let child) = $0 { return child.templateName == defaultSlot && !ReservedElement.isReserved(child) }
            return false
        }
    }

    private enum Role {
        case defaultSlot
        case slot(multiValued: Bool)
        case unmatched
    }

    private func role(of name: String) -> Role {
        if let uses = references[name] {
            return .slot(multiValued: ElementVocabulary.isMultiValued(slot: name, usedBy: uses.map(\.modifier)))
        }
        guard let entry = vocabulary.entry else {
            return .slot(multiValued: ElementVocabulary.isMultiValued(slot: name, usedBy: []))
        }
        if name == entry.defaultSlot { return .defaultSlot }
        if entry.namedSlots.contains(name) {
            return .slot(multiValued: ElementVocabulary.isMultiValued(slot: name, usedBy: []))
        }
        return .unmatched
    }

    private mutating func place(ancestors: [Offer]) {
        var unlabeled: [VMLElement] = []
        var explicitDefault: [VMLElement] = []
        var slotIndex: [String: Int] = [:]
        for child in element.childElements {
            guard let name = child.templateName else {
                unlabeled.append(child)
                continue
            }
            switch role(of: name) {
            case .defaultSlot:
                explicitDefault.append(child)
            case .slot(let multiValued):
                if let index = slotIndex[name] {
                    if multiValued {
                        slots[index].nodes.append(child)
                    } else {
                        warn(
                            "<\(element.name)> already has a template for its single-valued slot '\(name)'; this one is ignored",
                            at: child, notes: [firstUsedNote(slots[index].nodes[0])])
                    }
                } else {
                    slotIndex[name] = slots.count
                    slots.append((name, [child]))
                }
            case .unmatched:
                warnUnmatched(child, name: name, ancestors: ancestors)
            }
        }
        if let chosen = explicitDefault.first {
            children = [chosen]
            let slot = vocabulary.entry?.defaultSlot ?? ""
            for extra in explicitDefault.dropFirst() {
                warn(
                    "<\(element.name)> already has a template for its default slot '\(slot)'; this one is ignored",
                    at: extra, notes: [firstUsedNote(chosen)])
            }
            for child in unlabeled {
                warn(
                    "the explicit template=\"\(slot)\" of <\(element.name)> fills its default slot; this unlabeled child is ignored",
                    at: child, notes: ["an explicit template beats unlabeled children (§4.3)"])
            }
        } else if vocabulary.takesChildren {
            children = unlabeled
        } else {
            for child in unlabeled {
                warn(
                    "<\(element.name)> takes no child views; <\(child.name)> is ignored", at: child,
                    notes: slotsNote.map { [$0 + "; give the child template=\"...\" to fill one"] } ?? [])
            }
        }
        warnAboutMissingSlots()
        warnAboutReuse()
    }

    // MARK: Warnings

    private var slotsNote: String? {
        let names = offer.names.sorted()
        guard !names.isEmpty else { return nil }
        return "the slots of <\(element.name)> are " + names.map { "'\($0)'" }.joined(separator: ", ")
    }

    private mutating func warnUnmatched(_ child: VMLElement, name: String, ancestors: [Offer]) {
        if let owner = ancestors.last(where: { $0.names.contains(name) }) {
            warn(
                "the template '\(name)' is nested: it is not an immediate child of <\(owner.element)> at \(source.position(of: owner.offset)), so it is ignored",
                at: child,
                notes: ["templates fill the slots of their parent element only (§4.2); move it up to be a child of <\(owner.element)>"])
            return
        }
        var notes: [String] = []
        if let suggestion = Spelling.suggestion(for: name, among: offer.names) { notes.append("did you mean '\(suggestion)'?") }
        if let slotsNote { notes.append(slotsNote) }
        if Scanning.isIdentifier(name) {
            notes.append("a modifier can use it through a slot symbol: style=\"background(content: :\(name))\"")
        } else {
            notes.append("a template name is an identifier (letters, digits, _), so that :name can refer to it")
        }
        warn("<\(element.name)> has no slot '\(name)'; the template is ignored", at: child, notes: notes)
    }

    private mutating func warnAboutMissingSlots() {
        let filled = Set(slots.map(\.name))
        for use in element.style?.slotUses ?? [] where !filled.contains(use.name) {
            guard references[use.name]?.first?.offset == use.offset else { continue }
            var notes = ["SwiftUI's default applies for \(use.modifier)"]
            if let nested = TemplatePlan.nestedTemplate(named: use.name, below: element) {
                notes.insert("the template at \(source.position(of: nested.offset)) is nested deeper; only immediate children fill slots (§4.2)", at: 0)
            }
            warnings.append(
                Warning(
                    message: "no immediate child of <\(element.name)> has template=\"\(use.name)\" for ':\(use.name)'",
                    offset: use.offset, notes: notes))
        }
        guard let entry = vocabulary.entry else { return }
        let named = Set(entry.namedSlots).intersection(filled)
        guard !named.isEmpty else { return }
        let candidates = entry.initializers.filter { initializer in
            initializer.parameters.contains { $0.kind == .content && named.contains($0.name) }
        }
        let missing = candidates.map { initializer in
            initializer.parameters.filter { parameter in
                guard parameter.kind == .content, !parameter.isOptional else { return false }
                return parameter.name == entry.defaultSlot ? children.isEmpty : !filled.contains(parameter.name)
            }
        }
        guard let best = zip(candidates, missing).min(by: { $0.1.count < $1.1.count }), !best.1.isEmpty else { return }
        for parameter in best.1 {
            warnings.append(
                Warning(
                    message: "<\(element.name)> has no '\(parameter.name)' slot: \(best.0.signature(of: element.name)) expects one",
                    offset: element.offset,
                    notes: [
                        parameter.name == entry.defaultSlot
                            ? "give it child elements" : "add a child with template=\"\(parameter.name)\"",
                        "SwiftUI's fallback behavior applies (§4.6)",
                    ]))
        }
    }

    private mutating func warnAboutReuse() {
        for (name, uses) in references where uses.count > 1 {
            let modifiers = uses.map(\.modifier).joined(separator: ", ")
            warnings.append(
                Warning(
                    message: "the template '\(name)' fills \(uses.count) slots (\(modifiers)): the same element is rendered in each",
                    offset: uses[1].offset,
                    notes: ["give each slot its own template for distinct instances (§4.5)"]))
        }
    }

    private func firstUsedNote(_ first: VMLElement) -> String {
        "the first in document order, <\(first.name)> at \(source.position(of: first.offset)), is used (§4.2)"
    }

    private mutating func warn(_ message: String, at child: VMLElement, notes: [String] = []) {
        let offset = child.attribute(VMLAttribute.Reserved.template)?.offset ?? child.offset
        warnings.append(Warning(message: message, offset: offset, notes: notes))
    }

    /// The first element below `element`'s children with `template="name"`.
    private static func nestedTemplate(named name: String, below element: VMLElement) -> VMLElement? {
        for child in element.childElements {
            for grandchild in child.childElements {
                if grandchild.templateName == name { return grandchild }
                if let deeper = nestedTemplate(named: name, below: grandchild) { return deeper }
            }
        }
        return nil
    }
}
