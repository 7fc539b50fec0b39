import SwiftLite
import VML
import ViewTree

extension EditorSession {
    /// A request's document and position: `{"textDocument": {"uri"}, "position"}`.
    func documentPosition(_ params: Params) throws(ResponseError) -> (uri: String, path: String?, position: Position) {
        let uri = try params.member("textDocument").string("uri")
        return (uri, DocumentURI.path(of: uri), try Position(params.member("position")))
    }

    /// Where a position of a script is, in the analysis's terms: the analysis, the file's
    /// text, its name and the workbench location. Nil for a file that is no script.
    func scriptPlace(path: String?, position: Position) -> ScriptPlace? {
        guard let path, let project, project.kind(ofPath: path) == .script, let (analysis, texts) = scriptAnalysis(),
            let text = texts.first(where: { $0.path == path })
        else { return nil }
        let (line, column) = text.location(of: position, encoding: encoding)
        return ScriptPlace(
            analysis: analysis, texts: texts, text: text, name: project.name(ofPath: path),
            location: SwiftLite.SourceLocation(line: Int32(line), column: Int32(column)))
    }

    /// An LSP location of a span of a script.
    func location(of span: SourceSpan, texts: [FileText]) -> JSONValue? {
        guard let project else { return nil }
        let path = project.path(ofName: span.file)
        guard let text = texts.first(where: { $0.path == path }) ?? fileText(ofPath: path) else { return nil }
        return ["uri": .string(text.uri), "range": range(of: span, in: text).jsonValue]
    }

    /// The editor's range of a span of a file.
    func range(of span: SourceSpan, in text: FileText) -> TextRange {
        TextRange(
            start: text.position(line: Int(span.start.line), column: Int(span.start.column), encoding: encoding),
            end: text.position(line: Int(span.end.line), column: Int(span.end.column), encoding: encoding))
    }

    // MARK: - Requests

    /// `textDocument/definition`: the declaration of the name under the cursor, in any
    /// script of the project; on an action name or a state path in a string, its
    /// `actions["..."] =` or its `state.initial`.
    func definition(_ params: Params) throws(ResponseError) -> JSONValue {
        let (_, path, position) = try documentPosition(params)
        guard let place = scriptPlace(path: path, position: position) else { return .null }
        if let (_, declaration) = place.analysis.symbol(inFile: place.name, at: place.location) {
            return location(of: declaration.nameSpan, texts: place.texts) ?? .null
        }
        guard let literal = place.stringLiteral else { return .null }
        let strings = ScriptStrings(place.texts)
        let definitions = (strings.actionNames + strings.statePaths).filter { $0.isDefinition && $0.text == literal }
        return .array(definitions.compactMap { occurrence in
            guard let text = place.texts.first(where: { $0.path == occurrence.path }) else { return nil }
            let start = text.position(line: occurrence.line, column: occurrence.column, encoding: encoding)
            let end = text.position(line: occurrence.line, column: occurrence.column + occurrence.text.unicodeScalars.count, encoding: encoding)
            return ["uri": .string(text.uri), "range": TextRange(start: start, end: end).jsonValue]
        })
    }

    /// `textDocument/references`: every use of the name under the cursor across the
    /// project's scripts (its declaration too when the client asks).
    func references(_ params: Params) throws(ResponseError) -> JSONValue {
        let (_, path, position) = try documentPosition(params)
        guard let place = scriptPlace(path: path, position: position),
            let (_, declaration) = place.analysis.symbol(inFile: place.name, at: place.location)
        else { return .null }
        let includeDeclaration = params.optionalMember("context")?.value.objectValue?["includeDeclaration"]?.boolValue ?? true
        let spans = (includeDeclaration ? [declaration.nameSpan] : []) + place.analysis.references(to: declaration.id).map(\.span)
        return .array(spans.compactMap { location(of: $0, texts: place.texts) })
    }

    /// `textDocument/documentHighlight`: the same name's uses in this document.
    func documentHighlight(_ params: Params) throws(ResponseError) -> JSONValue {
        let (_, path, position) = try documentPosition(params)
        guard let place = scriptPlace(path: path, position: position),
            let (_, declaration) = place.analysis.symbol(inFile: place.name, at: place.location)
        else { return .null }
        let spans = ([declaration.nameSpan] + place.analysis.references(to: declaration.id).map(\.span)).filter { $0.file == place.name }
        return .array(spans.map { ["range": range(of: $0, in: place.text).jsonValue, "kind": .int($0 == declaration.nameSpan ? 3 : 2)] })
    }

    /// `textDocument/documentSymbol`: a script's declarations as a tree (types, their
    /// members, functions, globals, previews), or a VML document's elements.
    func documentSymbol(_ params: Params) throws(ResponseError) -> JSONValue {
        let uri = try params.member("textDocument").string("uri")
        guard let path = DocumentURI.path(of: uri), let project else { return [] }
        switch project.kind(ofPath: path) {
        case .script?:
            guard let (analysis, texts) = scriptAnalysis(), let text = texts.first(where: { $0.path == path }) else { return [] }
            let name = project.name(ofPath: path)
            let declarations = analysis.declarations.filter { $0.nameSpan.file == name && !$0.isLocal && $0.kind != .parameter }
            let ids = Set(declarations.map(\.id))
            var children: [Int: [SymbolDeclaration]] = [:]
            for declaration in declarations { children[declaration.container.flatMap { ids.contains($0) ? $0 : nil } ?? 0, default: []].append(declaration) }
            func symbols(in container: Int) -> [JSONValue] {
                (children[container] ?? []).map { declaration in
                    [
                        "name": .string(declaration.kind == .extension ? "extension \(declaration.name)" : declaration.name),
                        "detail": .string(declaration.signature), "kind": .int(SymbolKinds.symbolKind(declaration.kind)),
                        "range": range(of: declaration.span, in: text).jsonValue, "selectionRange": range(of: declaration.nameSpan, in: text).jsonValue,
                        "children": .array(symbols(in: declaration.id)),
                    ]
                }
            }
            return .array(symbols(in: 0))
        case .vml?:
            guard let text = fileText(ofPath: path) else { return [] }
            return .array(VMLOutline(text: text, encoding: encoding).symbols())
        default:
            return []
        }
    }

    /// `workspace/symbol`: the project's types, functions, members and globals whose name
    /// holds the query's letters in order (case-insensitive), as editors match.
    func workspaceSymbol(_ params: Params) throws(ResponseError) -> JSONValue {
        let query = (params.optionalMember("query")?.value.stringValue ?? "").lowercased()
        guard let (analysis, texts) = scriptAnalysis() else { return [] }
        var results: [JSONValue] = []
        for declaration in analysis.declarations where !declaration.isLocal && declaration.kind != .parameter {
            guard Self.matches(query, declaration.name.lowercased()), let location = location(of: declaration.nameSpan, texts: texts) else { continue }
            var symbol: [String: JSONValue] = [
                "name": .string(declaration.name), "kind": .int(SymbolKinds.symbolKind(declaration.kind)), "location": location,
            ]
            if let container = declaration.container.flatMap(analysis.declaration) { symbol["containerName"] = .string(container.name) }
            results.append(.object(symbol))
            if results.count >= 1000 { break }
        }
        return .array(results)
    }

    /// Whether `name` holds the letters of `query` in order.
    static func matches(_ query: String, _ name: String) -> Bool {
        var remaining = query[...]
        for character in name where remaining.first == character { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }
}
