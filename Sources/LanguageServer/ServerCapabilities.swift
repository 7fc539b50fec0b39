import ViewTree

/// What the server tells the client it does, in `initialize`'s result.
enum ServerCapabilities {
    /// The capabilities, for the position encoding chosen and what the client can do.
    static func json(encoding: PositionEncoding, client: ClientCapabilities) -> JSONValue {
        var capabilities = staticCapabilities(encoding: encoding)
        // Formatting is VML's alone: a client that registers capabilities dynamically is
        // told so with a document selector after `initialized`, so that formatting a script
        // still goes to sourcekit-lsp or swift-format; any other is told here.
        if !client.registersFormattingDynamically { capabilities["documentFormattingProvider"] = true }
        return .object(capabilities)
    }

    private static func staticCapabilities(encoding: PositionEncoding) -> [String: JSONValue] {
        [
            "positionEncoding": .string(encoding.rawValue),
            // Incremental: each keystroke sends the edit, not the whole file.
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "definitionProvider": true,
            "referencesProvider": true,
            "documentHighlightProvider": true,
            "documentSymbolProvider": true,
            "workspaceSymbolProvider": true,
            "hoverProvider": true,
            // `.` for members and modifiers, `"` for state paths and actions, `<` for VML.
            "completionProvider": ["triggerCharacters": [".", "\"", "<"], "resolveProvider": false],
            "codeLensProvider": ["resolveProvider": false],
            "executeCommandProvider": ["commands": ["workbench.openPreview", "workbench.replaySnapshot"]],
        ]
    }
}
