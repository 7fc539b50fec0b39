import ViewTree

/// What Tab can offer: the documents, each document's node ids, the state's paths and the
/// app's actions. Node ids follow the daemon's `reloaded` events (each carries the new
/// tree); state paths and actions are fetched again when Tab needs them after anything
/// may have changed them.
final class CompletionCatalog {
    /// The document names, as `documents` lists them.
    var documents: [String] = []
    private var nodeIDs: [String: [String]] = [:]
    private var statePaths: [String]?
    private var actions: [String]?

    /// Takes what an event says: a reload brings a new tree; any run may change the state.
    func absorb(event: JSONValue) {
        let data = event.objectValue?["data"]?.objectValue ?? [:]
        guard let document = data["document"]?.stringValue else { return }
        switch event.objectValue?["event"]?.stringValue {
        case "reloaded":
            if let treeJSON = data["tree"], let tree = try? Document(json: treeJSON) { remember(tree.root, of: document) }
            if !documents.contains(document) { documents.append(document) }
        case "removed":
            documents.removeAll { $0 == document }
            nodeIDs[document] = nil
        default:
            break
        }
        invalidateState()
    }

    /// Forgets the state paths and actions: a command may have changed them.
    func invalidateState() {
        statePaths = nil
        actions = nil
    }

    /// Keeps the ids of a document's tree, in the tree's order.
    func remember(_ root: Node, of document: String) {
        var ids: [String] = []
        root.forEachNode { ids.append($0.id) }
        nodeIDs[document] = ids
    }

    /// The candidates of a kind of argument; `fetch` asks the daemon (a method and its
    /// parameters) for what is not known. A failed fetch offers nothing.
    func candidates(of kind: CommandInfo.ArgumentKind, document: String?, fetch: (String, [String: JSONValue]) throws(ReplError) -> JSONValue) -> [String] {
        switch kind {
        case .none:
            return []
        case .words(let words):
            return words
        case .document:
            if documents.isEmpty, let list = try? fetch("documents", [:]).arrayValue {
                documents = list.compactMap { $0.objectValue?["name"]?.stringValue }
            }
            return documents
        case .node:
            guard let document else { return [] }
            if nodeIDs[document] == nil, let reply = try? fetch("document", ["document": .string(document)]),
                let treeJSON = reply.objectValue?["document"], let tree = try? Document(json: treeJSON)
            {
                remember(tree.root, of: document)
            }
            return nodeIDs[document] ?? []
        case .statePath:
            if statePaths == nil, let reply = try? fetch("state", [:]), let state = reply.objectValue?["value"] {
                statePaths = StatePaths.all(in: state)
            }
            return statePaths ?? []
        case .action:
            if actions == nil, let reply = try? fetch("actions", [:]) {
                actions = reply.objectValue?["actions"]?.arrayValue?.compactMap(\.stringValue)
            }
            return actions ?? []
        }
    }
}
