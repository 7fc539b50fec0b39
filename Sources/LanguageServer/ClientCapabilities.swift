import ViewTree

/// What the client said it can do at `initialize`, as far as the server's answers depend
/// on it. Every capability is optional in LSP; a missing one is the protocol's default.
struct ClientCapabilities {
    /// `general.positionEncodings`: empty means UTF-16 only.
    var positionEncodings: [String]
    /// Whether completion items may be snippets (`$1` placeholders).
    var snippets: Bool
    /// Whether hovers and documentation may be Markdown.
    var markdown: Bool
    /// Whether `window/showDocument` may open the preview's URL in a browser.
    var showDocument: Bool
    /// Whether the server may ask to watch files (`workspace/didChangeWatchedFiles`).
    var watchesFilesDynamically: Bool
    /// Whether formatting may be registered for some documents only.
    var registersFormattingDynamically: Bool
    /// Whether the server may ask the client to fetch code lenses again.
    var refreshesCodeLenses: Bool

    init(_ value: JSONValue) {
        func at(_ path: String...) -> JSONValue? {
            var current: JSONValue? = value
            for key in path { current = current?.objectValue?[key] }
            return current
        }
        positionEncodings = at("general", "positionEncodings")?.arrayValue?.compactMap(\.stringValue) ?? []
        snippets = at("textDocument", "completion", "completionItem", "snippetSupport")?.boolValue ?? false
        let formats = (at("textDocument", "hover", "contentFormat")?.arrayValue ?? []).compactMap(\.stringValue)
        markdown = formats.contains("markdown")
        showDocument = at("window", "showDocument", "support")?.boolValue ?? false
        watchesFilesDynamically = at("workspace", "didChangeWatchedFiles", "dynamicRegistration")?.boolValue ?? false
        registersFormattingDynamically = at("textDocument", "formatting", "dynamicRegistration")?.boolValue ?? false
        refreshesCodeLenses = at("workspace", "codeLens", "refreshSupport")?.boolValue ?? false
    }
}
