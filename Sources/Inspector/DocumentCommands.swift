import ViewTree

// :doc, :tree, :inspect, :why: looking at a document's view tree.

extension ReplSession {
    /// `:doc [NAME]`: the documents, or the one the node commands are about from now on.
    /// A name may be given by its end (`about.vml` for `screens/about.vml`) when only one
    /// document ends so.
    func selectDocument(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let wanted = arguments.nextWord()
        try arguments.finish()
        let reply = try request("documents")
        guard let documents = reply.arrayValue else { throw .badReply("documents", "not an array") }
        let names = documents.compactMap { $0.objectValue?["name"]?.stringValue }
        catalog.documents = names
        guard let wanted else {
            return CommandResult(
                json: ["documents": reply, "current": document.map { .string($0) } ?? .null],
                text: DocumentListText.render(documents, current: document, style: style))
        }
        let matches = names.contains(wanted) ? [wanted] : names.filter { $0.hasSuffix("/" + wanted) }
        guard matches.count == 1 else {
            let list = names.joined(separator: ", ")
            throw ReplError("notFound", matches.isEmpty
                ? "no document \"\(wanted)\"; the documents are \(list)"
                : "\"\(wanted)\" could be \(matches.joined(separator: " or ")); give more of the path")
        }
        document = matches[0]
        let nodes = documents.first { $0.objectValue?["name"]?.stringValue == matches[0] }?.objectValue?["nodes"]?.intValue ?? 0
        return CommandResult(json: ["document": .string(matches[0])], text: "\(style.bold(matches[0])): \(nodes) node\(nodes == 1 ? "" : "s")")
    }

    /// `:tree [ID] [--depth N]`: the current document's last good tree, or a subtree.
    func tree(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        var id: String?
        var depth: Int?
        while let word = arguments.nextWord() {
            if word == "--depth" {
                depth = try arguments.count(after: "--depth")
            } else if id == nil && !word.hasPrefix("-") {
                id = word
            } else {
                throw arguments.usageError("unexpected \"\(word)\"")
            }
        }
        let reply = try request("document", documentParameter)
        let name = reply.objectValue?["name"]?.stringValue ?? document ?? "?"
        guard let treeJSON = reply.objectValue?["document"], treeJSON != .null else {
            throw ReplError("notFound", "\(name) has not rendered yet: :errors says why")
        }
        let tree: Document
        do { tree = try Document(json: treeJSON) } catch { throw .badReply("document", error.description) }
        catalog.remember(tree.root, of: name)
        var node = tree.root
        if let id {
            guard let found = tree.root.node(withID: id) else { throw ReplSession.noNode(id, in: tree.root, document: name) }
            node = found
        }
        var text = TreeOutline(maximumDepth: depth, style: style).render(node)
        let failed = reply.objectValue?["failed"]?.boolValue == true
        if failed { text = style.dim("(the last run of \(name) failed; this is its last good tree: :errors says why)") + "\n" + text }
        return CommandResult(json: ["document": .string(name), "failed": .bool(failed), "node": node.jsonValue], text: text)
    }

    /// `:inspect ID`: everything about one node.
    func inspect(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let id = try arguments.word("a node id (:tree shows them)")
        try arguments.finish()
        let reply = try request("node", documentParameter.merging(["id": .string(id)]) { $1 })
        return CommandResult(json: reply, text: try NodeInspectionText.render(reply, style: style))
    }

    /// `:why ID`: why a node changed in the last reload.
    func why(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let id = try arguments.word("a node id (:tree shows them)")
        try arguments.finish()
        let reply = try request("why", documentParameter.merging(["node": .string(id)]) { $1 })
        return CommandResult(json: reply, text: reply.objectValue?["text"]?.stringValue ?? "")
    }

    /// The error for an id that is not in the tree, with the closest id when one is close.
    static func noNode(_ id: String, in root: Node, document: String) -> ReplError {
        var ids: [String] = []
        root.forEachNode { ids.append($0.id) }
        var message = "no node \"\(id)\" in \"\(document)\""
        if let suggestion = Spelling.suggestion(for: id, among: ids) { message += "; did you mean \"\(suggestion)\"?" }
        return ReplError("notFound", message)
    }
}
