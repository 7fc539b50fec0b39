import ViewTree

/// What the server tells the client it does, in `initialize`'s result.
enum ServerCapabilities {
    /// The capabilities, for the position encoding chosen.
    static func json(encoding: PositionEncoding) -> JSONValue {
        [
            "positionEncoding": .string(encoding.rawValue),
            // Incremental: each keystroke sends the edit, not the whole file.
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        ]
    }
}
