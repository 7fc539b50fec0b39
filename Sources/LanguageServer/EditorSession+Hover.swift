import SwiftLite
import ViewTree

extension EditorSession {
    /// `textDocument/hover`: in a script, the declaration of the name under the cursor
    /// (with its `///` comment and its type), or the catalog's documentation of a view or
    /// modifier, with what the running app says of the line or the state path; in a VML
    /// document, the catalog's word on an element, an attribute or a modifier.
    func hover(_ params: Params) throws(ResponseError) -> JSONValue {
        let (_, path, position) = try documentPosition(params)
        guard let path, let project else { return .null }
        switch project.kind(ofPath: path) {
        case .script?:
            guard let place = scriptPlace(path: path, position: position) else { return .null }
            var sections: [String] = []
            var range: TextRange?
            var hovered: SymbolDeclaration?
            if let (span, declaration) = place.analysis.symbol(inFile: place.name, at: place.location) {
                sections.append(Self.markdown(of: declaration, in: project))
                range = self.range(of: span, in: place.text)
                hovered = declaration
            } else if let word = place.word, let documentation = Self.catalogDocumentation(of: word.text, in: place) {
                sections.append(documentation)
                let line = Int(place.location.line)
                range = TextRange(
                    start: place.text.position(line: line, column: word.column, encoding: encoding),
                    end: place.text.position(line: line, column: word.column + word.text.unicodeScalars.count, encoding: encoding))
            }
            sections.append(contentsOf: liveHover(place, declaration: hovered))
            guard !sections.isEmpty else { return .null }
            return hoverResult(sections.joined(separator: "\n\n---\n\n"), range: range)
        case .vml?:
            guard let text = fileText(ofPath: path) else { return .null }
            let outline = VMLOutline(text: text, encoding: encoding)
            let documentation: String?
            let bytes: Range<Int>
            switch outline.place(at: text.lines.offset(of: position, encoding: encoding), wholeWord: true) {
            case .elementName(let name, let range):
                documentation = ViewCatalog.elements[name].map(CatalogDocumentation.view)
                    ?? "**<\(name)>** — a custom element: the catalog does not know it, so its attributes are strings and its text is its `text` prop (docs/vml.md)."
                bytes = range
            case .attributeName(let element, let name, let range):
                documentation = Self.attributeDocumentation(name, of: element)
                bytes = range
            case .modifierName(let name, let range):
                documentation = ViewCatalog.modifierNames.contains(name) ? CatalogDocumentation.modifier(name) : nil
                bytes = range
            case .other:
                return .null
            }
            guard let documentation else { return .null }
            return hoverResult(documentation, range: outline.range(bytes))
        default:
            return .null
        }
    }

    private func hoverResult(_ markdown: String, range: TextRange?) -> JSONValue {
        var result: [String: JSONValue] = ["contents": ["kind": client.markdown ? "markdown" : "plaintext", "value": .string(markdown)]]
        if let range { result["range"] = range.jsonValue }
        return .object(result)
    }

    /// A declaration as a hover shows it: its header in a Swift block, its type, its
    /// comment, where it is.
    static func markdown(of declaration: SymbolDeclaration, in project: Project) -> String {
        var text = "```swift\n\(declaration.signature)\n```"
        if let documentation = declaration.documentation { text += "\n\n" + documentation }
        text += "\n\n*\(declaration.kind.rawValue)* in `\(declaration.nameSpan.file):\(declaration.nameSpan.start.line)`"
        return text
    }

    /// The catalog's documentation of a view constructor (`VStack`) or of a modifier
    /// (`.padding`) that the program does not declare itself.
    static func catalogDocumentation(of word: String, in place: ScriptPlace) -> String? {
        let prefix = place.linePrefix
        let before = prefix.unicodeScalars.dropLast(prefix.unicodeScalars.reversed().prefix { CompletionContext.isNameScalar($0) }.count)
        if before.last == "." {
            return ViewCatalog.modifierNames.contains(word) ? CatalogDocumentation.modifier(word) : nil
        }
        switch word {
        case "ForEach": return CatalogDocumentation.forEach
        case "Node": return CatalogDocumentation.customNode
        default: return ViewCatalog.elements[word].map(CatalogDocumentation.view)
        }
    }

    /// What an attribute of a VML element is.
    static func attributeDocumentation(_ name: String, of element: String) -> String? {
        switch name {
        case "id": return "**id** — the node's id; its children's ids start with it (docs/ir.md)."
        case "style": return "**style** — the modifiers, applied left to right: `padding(8), font(.title)` (docs/vml.md)."
        case "template": return "**template** — the slot this element fills in its parent (`icon`, `header`, or one named in the parent's `style`)."
        default:
            guard let entry = ViewCatalog.elements[element] else {
                return "**\(name)** — an attribute of a custom element: a string, readable with `attr(\(name))`."
            }
            let parameters = entry.initializers.flatMap(\.parameters).filter { $0.name == name }
            guard let parameter = parameters.first else {
                return "**\(name)** — not a parameter of \(element): a string, readable with `attr(\(name))`."
            }
            return "**\(name)** — \(CatalogDocumentation.describe(parameter))" + (parameter.isOptional ? " (optional)." : ".")
        }
    }
}
