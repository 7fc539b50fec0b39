import SwiftLite
import ViewTree

extension EditorSession {
    /// `textDocument/completion`. In a script: the catalog's views (their labels as
    /// snippets), the program's own functions, types and variables, members of the
    /// program's types after `value.`, modifiers after a view, state paths inside
    /// `state.get("` and action names inside `action: "`. In a VML document: elements,
    /// attributes, modifiers in `style`.
    func completion(_ params: Params) throws(ResponseError) -> JSONValue {
        let (_, path, position) = try documentPosition(params)
        guard let path, let project else { return [] }
        let items: [JSONValue]
        switch project.kind(ofPath: path) {
        case .script?:
            guard let place = scriptPlace(path: path, position: position) else { return [] }
            items = scriptCompletions(place, position: position)
        case .vml?:
            guard let text = fileText(ofPath: path) else { return [] }
            items = vmlCompletions(VMLOutline(text: text, encoding: encoding), offset: text.lines.offset(of: position, encoding: encoding))
        default:
            items = []
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    // MARK: - Scripts

    private func scriptCompletions(_ place: ScriptPlace, position: Position) -> [JSONValue] {
        switch CompletionContext(line: place.linePrefix) {
        case .statePath(let prefix):
            return replacing(prefix, at: position, with: statePathCandidates(place), kind: 12, detail: "state path")
        case .actionName(let prefix):
            return replacing(prefix, at: position, with: actionCandidates(place), kind: 23, detail: "action")
        case .member(let receiver?, _, _):
            return memberCompletions(of: receiver, place: place)
        case .member(nil, let afterCall, _):
            return afterCall ? modifierCompletions() : implicitMemberCompletions(place)
        case .name:
            return nameCompletions(place)
        case .text:
            return []
        }
    }

    /// The state paths the program writes and, when the app runs, those its state has.
    func statePathCandidates(_ place: ScriptPlace) -> [String] {
        Array(Set(ScriptStrings(place.texts).statePathNames + liveStatePaths())).sorted()
    }

    /// The actions the program defines and, when the app runs, those it registered.
    func actionCandidates(_ place: ScriptPlace) -> [String] {
        Array(Set(ScriptStrings(place.texts).actionNameList + liveActionNames())).sorted()
    }

    /// Items that replace what was typed of a string (`to` of `"to`) with each candidate.
    private func replacing(_ prefix: String, at position: Position, with candidates: [String], kind: Int, detail: String) -> [JSONValue] {
        let width = prefix.unicodeScalars.reduce(0) { $0 + encoding.width(of: $1) }
        let range = TextRange(start: Position(line: position.line, character: max(position.character - width, 0)), end: position)
        return candidates.map { candidate in
            ["label": .string(candidate), "kind": .int(kind), "detail": .string(detail), "filterText": .string(candidate),
             "textEdit": ["range": range.jsonValue, "newText": .string(candidate)]]
        }
    }

    /// After `name.`: the members of `self`'s type, of a type named `name` (its cases and
    /// static members), or of the type the compiler knows `name` has.
    private func memberCompletions(of receiver: String, place: ScriptPlace) -> [JSONValue] {
        let analysis = place.analysis
        let members: [SymbolDeclaration]
        if receiver == "self" {
            guard let type = analysis.enclosingType(inFile: place.name, at: place.location) else { return [] }
            members = analysis.members(ofType: type.name).filter { !Self.isStatic($0) && $0.kind != .enumCase }
        } else if let type = analysis.declarations.first(where: { $0.isType && $0.name == receiver && !$0.isLocal }) {
            members = analysis.members(ofType: type.name).filter { Self.isStatic($0) || $0.kind == .enumCase }
        } else {
            let receiverEnd = SwiftLite.SourceLocation(line: place.location.line, column: place.location.column - Int32(Self.typedNameLength(place.linePrefix)) - 1)
            guard let reference = analysis.reference(inFile: place.name, endingAt: receiverEnd), var type = reference.valueType else { return [] }
            while type.hasSuffix("?") { type.removeLast() }
            members = analysis.members(ofType: type).filter { !Self.isStatic($0) && $0.kind != .enumCase }
        }
        return members.filter { $0.kind != .initializer && $0.kind != .subscript }.map(item(for:))
    }

    /// After `.` with no value before it, in an argument: the program's enum cases.
    private func implicitMemberCompletions(_ place: ScriptPlace) -> [JSONValue] {
        place.analysis.declarations.filter { $0.kind == .enumCase }.map(item(for:))
    }

    /// The catalog's modifiers, after a view: `.padding($1)`, `.background { }`.
    private func modifierCompletions() -> [JSONValue] {
        ViewCatalog.modifierNames.sorted().map { name in
            let snippet = ViewCatalog.contentModifiers[name] != nil ? "\(name) {\n\t$0\n}" : "\(name)($0)"
            return completionItem(
                label: name, kind: 2, detail: "modifier", documentation: CatalogDocumentation.modifier(name), snippet: snippet, plain: name)
        }
    }

    /// A name being typed: the catalog's views, the program's declarations visible here,
    /// and the host's `state` and `actions`.
    private func nameCompletions(_ place: ScriptPlace) -> [JSONValue] {
        var items: [JSONValue] = []
        for name in ViewCatalog.elements.keys.sorted() {
            let element = ViewCatalog.elements[name]!
            for initializer in element.initializers {
                items.append(viewItem(element, initializer, includeOptional: false))
                if initializer.parameters.contains(where: { $0.isOptional && $0.kind != .content }) {
                    items.append(viewItem(element, initializer, includeOptional: true))
                }
            }
        }
        items.append(completionItem(
            label: "ForEach(_:id:content:)", kind: 4, detail: "view", documentation: CatalogDocumentation.forEach,
            snippet: "ForEach(${1:items}, id: ${2:\\.self}) { ${3:item} in\n\t$0\n}", plain: "ForEach", filter: "ForEach"))
        items.append(completionItem(
            label: "Node(_:_:content:)", kind: 4, detail: "custom element", documentation: CatalogDocumentation.customNode,
            snippet: "Node(${1:\"Card\"}, [${2:\"title\": \"\"}]) {\n\t$0\n}", plain: "Node", filter: "Node"))
        for name in ["state", "actions"] {
            items.append(["label": .string(name), "kind": 6, "detail": .string("the workbench's \(name)")])
        }
        let visible = place.analysis.declarations.filter { declaration in
            guard declaration.kind != .extension, declaration.kind != .preview, declaration.kind != .initializer else { return false }
            guard declaration.isLocal || declaration.container != nil else { return true }
            // A local (or member) is offered inside what declares it, after its declaration.
            guard let container = declaration.container.flatMap(place.analysis.declaration) else { return false }
            return container.span.file == place.name && container.span.contains(place.location)
                && (!declaration.isLocal || declaration.nameSpan.end <= place.location)
        }
        var seen: Set<String> = []
        for declaration in visible.reversed() where seen.insert(declaration.name).inserted {
            items.append(item(for: declaration))
        }
        return items
    }

    /// A view constructor as a snippet: `VStack(alignment: ${1:.leading}) {\n\t$0\n}`.
    private func viewItem(_ element: ViewCatalog.Element, _ initializer: ViewCatalog.Initializer, includeOptional: Bool) -> JSONValue {
        var parameters = initializer.parameters.filter { includeOptional || !$0.isOptional }
        var trailing: ViewCatalog.Parameter?
        if let last = parameters.last, last.kind == .content { trailing = parameters.removeLast() }
        var placeholder = 0
        let arguments = parameters.map { parameter -> String in
            placeholder += 1
            let value = "${\(placeholder):\(CatalogDocumentation.placeholder(parameter).replacingSnippetSpecials)}"
            return (parameter.label.map { "\($0): " } ?? "") + value
        }
        var snippet = element.name
        if !arguments.isEmpty || trailing == nil { snippet += "(" + arguments.joined(separator: ", ") + ")" }
        if trailing != nil { snippet += " {\n\t$0\n}" }
        let shown = ViewCatalog.Initializer(parameters + (trailing.map { [$0] } ?? []))
        return completionItem(
            label: shown.signature(of: element.name), kind: 4, detail: "view", documentation: CatalogDocumentation.view(element), snippet: snippet,
            plain: element.name, filter: element.name)
    }


    /// A completion item for one of the program's declarations; a function's labels as a
    /// snippet.
    private func item(for declaration: SymbolDeclaration) -> JSONValue {
        var snippet: String?
        var label = declaration.name
        switch declaration.kind {
        case .function, .method:
            label = declaration.name + "(" + declaration.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            var index = 0
            let arguments = declaration.parameters.filter { !$0.hasDefault }.map { parameter -> String in
                index += 1
                return (parameter.label.map { "\($0): " } ?? "") + "${\(index):\(parameter.name.replacingSnippetSpecials)}"
            }
            snippet = declaration.name + "(" + arguments.joined(separator: ", ") + ")"
        case .enumCase:
            if !declaration.parameters.isEmpty {
                var index = 0
                snippet = declaration.name + "(" + declaration.parameters.map { parameter -> String in
                    index += 1
                    return (parameter.label.map { "\($0): " } ?? "") + "${\(index):\(parameter.name.replacingSnippetSpecials)}"
                }.joined(separator: ", ") + ")"
            }
        default:
            break
        }
        var documentation = "```swift\n\(declaration.signature)\n```"
        if let comment = declaration.documentation { documentation += "\n\n" + comment }
        return completionItem(
            label: label, kind: SymbolKinds.completionKind(declaration.kind), detail: declaration.valueType ?? declaration.signature,
            documentation: documentation, snippet: snippet, plain: declaration.name, filter: declaration.name)
    }

    /// An item, as a snippet when the client takes them.
    private func completionItem(
        label: String, kind: Int, detail: String, documentation: String, snippet: String?, plain: String, filter: String? = nil
    ) -> JSONValue {
        var item: [String: JSONValue] = [
            "label": .string(label), "kind": .int(kind), "detail": .string(detail),
            "documentation": ["kind": client.markdown ? "markdown" : "plaintext", "value": .string(documentation)],
        ]
        if let filter { item["filterText"] = .string(filter) }
        if let snippet, client.snippets {
            item["insertText"] = .string(snippet)
            item["insertTextFormat"] = 2
        } else {
            item["insertText"] = .string(plain)
        }
        return .object(item)
    }

    private static func isStatic(_ declaration: SymbolDeclaration) -> Bool {
        declaration.signature.hasPrefix("static ") || declaration.signature.hasPrefix("class func") || declaration.signature.contains(" static ")
    }

    /// How many scalars of a name are typed at the end of a line prefix.
    private static func typedNameLength(_ prefix: String) -> Int {
        prefix.unicodeScalars.reversed().prefix { CompletionContext.isNameScalar($0) }.count
    }

    // MARK: - VML

    private func vmlCompletions(_ outline: VMLOutline, offset: Int) -> [JSONValue] {
        switch outline.place(at: offset, wholeWord: false) {
        case .elementName:
            return ViewCatalog.elements.keys.sorted().map { name in
                completionItem(label: name, kind: 7, detail: "view", documentation: CatalogDocumentation.view(ViewCatalog.elements[name]!), snippet: nil, plain: name)
            }
        case .attributeName(let element, _, _):
            var names = ["id", "style", "template"]
            for parameter in ViewCatalog.elements[element]?.initializers.flatMap(\.parameters) ?? [] where parameter.kind != .content {
                if !names.contains(parameter.name) { names.append(parameter.name) }
            }
            return names.map { name in
                completionItem(
                    label: name, kind: 10, detail: "attribute of \(element)", documentation: Self.attributeDocumentation(name, of: element) ?? name,
                    snippet: "\(name)=\"$1\"$0", plain: name)
            }
        case .modifierName:
            return ViewCatalog.modifierNames.sorted().map { name in
                completionItem(label: name, kind: 2, detail: "modifier", documentation: CatalogDocumentation.modifier(name), snippet: "\(name)($1)$0", plain: name)
            }
        case .other:
            return []
        }
    }
}

extension String {
    /// The text with what a snippet would read as its own syntax (`$`, `}`, `\`) escaped.
    fileprivate var replacingSnippetSpecials: String {
        var result = ""
        for character in self {
            if character == "$" || character == "}" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
