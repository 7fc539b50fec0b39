import ViewTree

/// One open page: what it shows, and what its messages and the backend's updates do.
///
/// Messages and updates are handled one at a time, in arrival order, by the task that owns
/// the connection, so what the page was last sent is known exactly: patches are computed
/// against it and a tap names a node of it.
final class PageConnection {
    /// What the page shows of its document.
    struct Shown {
        var version: Int
        var document: Document?
        var stateValues: [String: JSONValue]
        var render: RenderedHTML?
        var failureHTML: String?
    }

    let backend: any PreviewBackend
    let send: (String) async throws -> Void
    /// The document the page chose; `nil` until it subscribes.
    private(set) var documentName: String?
    /// What the page shows of the live app, or showed before it went back in time.
    var shown: Shown?
    /// The stored run the page shows instead of the live app, read-only; `nil` when live.
    var scrubbed: Scrubbed?

    /// A connection sending its messages through `send`.
    init(backend: any PreviewBackend, send: @escaping (String) async throws -> Void) {
        self.backend = backend
        self.send = send
    }

    /// The first message: the documents the page can choose from.
    func greet() async throws {
        try await send(ServerMessage.documents(await backend.documentNames()))
        for notice in await backend.notices() { try await send(ServerMessage.notice(notice)) }
    }

    /// Handles a message from the page; a malformed or impossible one gets an `error` reply.
    func handle(message text: String) async throws {
        do {
            try await perform(try ClientMessage(text: text))
        } catch let error as ClientMessageError {
            try await send(ServerMessage.error(error.message))
        }
    }

    /// Handles a message that is not text.
    func handleBinaryMessage() async throws {
        try await send(ServerMessage.error("messages are JSON text, not binary"))
    }

    /// Handles a change the backend reported.
    func handle(update: PreviewUpdate) async throws {
        switch update {
        case .documentList(let names):
            try await send(ServerMessage.documents(names))
        case .document(let name, let state):
            // Going back in time is not undone by the app moving on: the page is told of
            // each run by its mark, and gets the live app again when it asks.
            guard name == documentName, scrubbed == nil else { return }
            try await present(state, of: name, whole: false)
        case .notice(let notice):
            try await send(ServerMessage.notice(notice))
        case .stored(let name, let snapshot):
            guard name == documentName else { return }
            try await announceStored(snapshot, of: name)
        }
    }

    private func perform(_ message: ClientMessage) async throws {
        switch message {
        case .subscribe(let name):
            guard let state = await backend.state(of: name) else {
                throw ClientMessageError("there is no document \"\(name)\"")
            }
            documentName = name
            shown = nil
            scrubbed = nil
            try await present(state, of: name, whole: true)
        case .tap(let id):
            let (node, name) = try liveNode(id)
            guard let action = node.events["tap"] else {
                throw ClientMessageError("\(node.type) \(id) has no tap action")
            }
            await backend.dispatch(action: action, payload: .null, document: name)
        case .pop(let id):
            // The back button of a navigation stack with screens pushed: pops the top one.
            let (node, name) = try liveNode(id)
            guard let action = node.events["pop"] else {
                throw ClientMessageError("\(node.type) \(id) has no pop event")
            }
            await backend.dispatch(action: action, payload: .null, document: name)
        case .write(let id, let value):
            let (node, name) = try liveNode(id)
            let (path, kind) = try binding(of: node)
            try await write(checked(value, for: kind, node: node, path: path), to: path, document: name)
        case .step(let id, let direction):
            let (node, name) = try liveNode(id)
            if node.type == "Stepper", let action = node.events[direction < 0 ? "decrement" : "increment"] {
                // `Stepper(onIncrement:onDecrement:)`: its closures change the value.
                await backend.dispatch(action: action, payload: .null, document: name)
                return
            }
            guard node.type == "Stepper", let path = node.bindings["value"] else {
                throw ClientMessageError("\(node.type) \(id) is not a stepper with a value binding")
            }
            await write(ControlGesture.stepped(node, from: shown?.stateValues[path], direction: direction), to: path, document: name)
        case .select(let id, let index):
            let (node, name) = try liveNode(id)
            // A picker's option, or a `TabView`'s tab (its tab bar's item): the child's tag.
            guard node.type == "Picker" || node.type == "TabView", let path = node.bindings["selection"] else {
                throw ClientMessageError("\(node.type) \(id) is not a picker or tab view with a selection binding")
            }
            guard node.children.indices.contains(index) else {
                throw ClientMessageError("picker \(id) has \(node.children.count) options; there is no option \(index)")
            }
            guard let tag = node.children[index].tag else {
                throw ClientMessageError("option \(index) of picker \(id) has no .tag(...) to select")
            }
            await write(tag, to: path, document: name)
        case .inspect(let id):
            let (node, _) = try shownNode(id)
            let values = scrubbed?.stateValues ?? shown?.stateValues ?? [:]
            var source: String?
            if let file = node.source?.file {
                // A past screen's source as it was then: its lines have moved since.
                if let scrubbed, let tree = scrubbed.treeSnapshot {
                    source = await backend.history?.sourceText(of: file, inSnapshot: tree)
                } else {
                    source = await backend.sourceText(of: file)
                }
            }
            let inspector = InspectorRenderer(stateValues: values)
            try await send(
                ServerMessage.inspection(id: id, summary: inspector.summary(node), detail: inspector.detail(node, sourceText: source)))
        case .history(let before):
            try await sendHistory(before: before)
        case .scrub(let id):
            try await scrub(to: id)
        case .live:
            try await returnToLive()
        case .goto(let id):
            try await restore(id)
        case .replay(let id):
            try await runTool(.replay, on: id)
        case .bisect(let id):
            try await runTool(.bisect, on: id)
        }
    }

    /// Sends the state: the whole render when asked or when patches cannot describe the
    /// change, otherwise the patches (nothing at all when nothing changed).
    func present(_ state: PreviewDocumentState, of name: String, whole: Bool) async throws {
        if !whole, let shown, state.version < shown.version { return }
        var failureHTML: String?
        if let failure = state.failure {
            var sources: [String: String] = [:]
            for file in failure.files {
                if let text = await backend.sourceText(of: file) { sources[file] = text }
            }
            failureHTML = FailureRenderer(sources: sources).html(failure)
        }
        let render = state.document.map { HTMLRenderer(stateValues: state.stateValues).render($0.root) }
        let previous = shown
        shown = Shown(
            version: state.version, document: state.document, stateValues: state.stateValues, render: render,
            failureHTML: failureHTML)
        if !whole, let render, let old = previous?.render, let patches = render.patches(since: old) {
            if patches.isEmpty && failureHTML == previous?.failureHTML { return }
            try await send(ServerMessage.patch(document: name, version: state.version, patches: patches, failure: failureHTML))
        } else {
            let html = render?.text ?? #"<div class="wb-no-render">Nothing has rendered yet.</div>"#
            try await send(ServerMessage.render(document: name, version: state.version, html: html, failure: failureHTML))
        }
    }

    /// The node with this id in the document the page shows (a stored run's, when it went
    /// back in time), and the document's name.
    private func shownNode(_ id: String) throws(ClientMessageError) -> (Node, String) {
        guard let name = documentName, let document = scrubbed.map(\.document) ?? shown?.document else {
            throw ClientMessageError("no document is shown yet; subscribe first")
        }
        guard let node = document.root.node(withID: id) else {
            throw ClientMessageError("there is no node \(id) in the document shown")
        }
        return (node, name)
    }

    /// A node of the live app, for a control the page used: a stored run's screen is
    /// read-only.
    private func liveNode(_ id: String) throws(ClientMessageError) -> (Node, String) {
        if let scrubbed {
            throw ClientMessageError("the page shows snapshot #\(scrubbed.snapshot), which is read-only: go back to Live to use the app")
        }
        let (node, name) = try shownNode(id)
        // `.disabled(true)` on the node or an ancestor: SwiftUI ignores the click, and so
        // does the page (nothing runs).
        if let refusal = shown?.document?.root.disabledRefusal(of: id) { throw ClientMessageError(refusal) }
        return (node, name)
    }

    /// What a control writes: its binding's path and the kind of value it holds.
    private func binding(of node: Node) throws(ClientMessageError) -> (path: String, kind: String) {
        let parameter: String
        switch node.type {
        case "Toggle": parameter = "isOn"
        case "TextField" where node.bindings["value"] != nil: parameter = "value"  // `TextField(_:value:format:)`
        case "TextField", "SecureField": parameter = "text"
        case "Slider": parameter = "value"
        default:
            throw ClientMessageError("\(node.type) \(node.id) is not a control the page writes (Toggle, TextField, SecureField, Slider)")
        }
        guard let path = node.bindings[parameter] else {
            throw ClientMessageError("\(node.type) \(node.id) has no \(parameter) binding")
        }
        return (path, parameter)
    }

    /// The value checked against the control: a toggle writes a boolean, a text field a
    /// string, a slider or a number field a number (within a slider's range; an integer
    /// when the state holds one).
    private func checked(_ value: JSONValue, for kind: String, node: Node, path: String) throws(ClientMessageError) -> JSONValue {
        switch kind {
        case "isOn":
            guard case .bool = value else { throw ClientMessageError("a toggle writes true or false, not \(value.kindDescription)") }
            return value
        case "text":
            guard case .string = value else { throw ClientMessageError("a text field writes a string, not \(value.kindDescription)") }
            return value
        default:
            guard var number = value.doubleValue, number.isFinite else {
                throw ClientMessageError("a slider or a number field writes a number, not \(value.kindDescription)")
            }
            if let range = CSSValue.range(node.props["in"]) { number = min(max(number, range.lowerBound), range.upperBound) }
            return ControlGesture.number(number, keepingKindOf: shown?.stateValues[path])
        }
    }

    private func write(_ value: JSONValue, to path: String, document: String) async {
        await backend.write(binding: path, value: value, document: document)
    }
}
