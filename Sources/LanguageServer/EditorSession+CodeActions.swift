import ViewTree

extension EditorSession {
    /// `textDocument/codeAction`: the fixes of the diagnostics published for the range —
    /// the compiler's fix-its (`insert ')'`) and the suggestions of its notes (`did you
    /// mean 'count'?`), each a quick fix with its edits.
    func codeAction(_ params: Params) throws(ResponseError) -> JSONValue {
        let uri = try params.member("textDocument").string("uri")
        let range = try TextRange(params.member("range"))
        if let only = params.optionalMember("context")?.optionalMember("only")?.value.arrayValue?.compactMap(\.stringValue),
            !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0.isEmpty })
        {
            return []
        }
        let fixes = (published[uri]?.fixes ?? []).filter { $0.range.start <= range.end && range.start <= $0.range.end }
        return .array(fixes.map { fix in
            [
                "title": .string(fix.title), "kind": "quickfix", "diagnostics": [fix.diagnostic], "isPreferred": .bool(fix.isPreferred),
                "edit": ["changes": [uri: .array(fix.edits)]],
            ]
        })
    }
}
