import ViewTree

// A node's <binding> children (spec §8): attributes, text and two-way bindings from key paths.

extension IRBuilder {
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
                reportRepeated(
                    .warning, "\(prop) of <\(element.name)> is bound to \(lookup.describing(binding.keyPath)): \(failure.reason); SwiftUI's default applies",
                    at: binding.keyPathOffset, sameAs: "coercion \(binding.keyPathOffset)")
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
            reportRepeated(
                .warning, "\(binding.name) of <\(element.name)> is bound to \(path), which a <data> file gives: it is read-only, so the control cannot change it",
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
}
