import Runs
import Runtime
import ViewTree
import VML

// Taps and binding writes on the nodes of VML documents (spec §8): a node's `tap` event is
// a VML action, run as a run of the app; a control's binding writes the state, never a
// data file.
extension Workspace {
    /// Runs a VML document's tap (`eventText`, a node's `tap` event) against the
    /// document's context as it is now: a dispatch runs the app's action with the
    /// arguments as payload, `set` and `toggle` write the state. The app's run is
    /// recorded, and the documents that read what it changed run again.
    @discardableResult
    public func tapVML(_ eventText: String, document: String) throws(VMLTap.Refusal) -> RunResult {
        guard let context = currentContext(of: document) else {
            throw VMLTap.Refusal(message: "\(document) has not rendered yet, so its actions cannot run")
        }
        switch try VMLTap.event(for: eventText, context: context) {
        case .action(let name, let payload):
            // Without scripts no app defines actions: a refusal, not a crash of an app
            // that does not exist, stored as its first snapshot.
            guard !session.files.isEmpty else {
                throw VMLTap.Refusal(message: "there is no action named \"\(name)\": the project has no scripts, so no app defines actions")
            }
            return dispatch(name, payload: payload)
        case .binding(let path, let value): return setBinding(path, to: value)
        case .load, .reload: throw VMLTap.Refusal(message: "\"\(eventText)\" is no action")
        }
    }

    /// Writes a value through a binding of a VML document's node; a path into a data
    /// file is refused, since data files are read-only.
    @discardableResult
    public func writeVMLBinding(_ path: String, to value: JSONValue, document: String) throws(VMLTap.Refusal) -> RunResult {
        if let context = currentContext(of: document), let parsed = try? StatePath(parsing: path) {
            try VMLTap.writable(parsed, context: context)
        }
        return setBinding(path, to: value)
    }

    /// Announces a tap or a write the preview asked for and that was refused, as a failed
    /// run of the document at the node concerned: the page lays it over the document, as
    /// it does any error, until the document next runs.
    func refuse(_ refusal: VMLTap.Refusal, document: String, node: (Node) -> Bool) {
        var found: Node?
        status(of: document)?.lastGood?.root.forEachNode { if found == nil, node($0) { found = $0 } }
        let source = found?.source
        let diagnostic = Diagnostic(
            severity: .error, message: refusal.message, file: source?.file ?? document, line: source?.line, column: source?.column,
            sourceLine: source.flatMap { location in
                sourceText(of: location.file)?.sourceLines.dropFirst(location.line - 1).first.map(String.init)
            })
        publishUnreadable([diagnostic], document: document, files: [], reason: .binding)
    }

    /// The value at a path a VML document's nodes refer to (a control's bound path), read
    /// from its context.
    public func vmlValue(at path: String, document: String) -> JSONValue? {
        guard let parsed = try? StatePath(parsing: path) else { return nil }
        return currentContext(of: document)?.value(at: parsed)
    }

    /// A document's root context as it is now: its data as its tree was made from, and
    /// the app's state now. A tap's arguments and a toggle's value are read when it runs,
    /// and the document runs again only when what it shows changed: what a tap reads may
    /// have changed since.
    private func currentContext(of document: String) -> DataContext? {
        guard let made = vmlRuns.context(of: document) else { return nil }
        return DataContext(state: session.state, data: made.data, unknownKeys: made.unknownKeys)
    }
}
