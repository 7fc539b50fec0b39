import ViewTree

/// What the preview server needs from whoever runs the documents (the daemon): the list of
/// documents, each one's latest state, a way to act on them, their source text, and news
/// of every change.
///
/// The server calls these from any task, for any number of open pages at once. It never
/// trusts the page with names: actions and state paths are taken from the nodes of the
/// document the page was sent, and file names from nodes and diagnostics.
public protocol PreviewBackend: Sendable {
    /// The documents a page can choose from, in the order it lists them: `app` for the
    /// script app first, then each VML file's path.
    func documentNames() async -> [String]

    /// The latest state of a document, or `nil` when there is no document of that name.
    func state(of document: String) async -> PreviewDocumentState?

    /// Runs a document's action: a button's tap sends its `events["tap"]` with a `null`
    /// payload. The result comes back through `updates()`, as every reload does.
    func dispatch(action: String, payload: JSONValue, document: String) async

    /// Writes `value` at a state path of a document (a control's binding: a toggle's
    /// `isOn`, a text field's `text`) and runs the document again. The result comes back
    /// through `updates()`.
    func write(binding path: String, value: JSONValue, document: String) async

    /// The text of a source file named by a node's `source` or by a diagnostic, for the
    /// excerpts the inspector and the error overlay show; `nil` when it is not a file of
    /// the project.
    func sourceText(of file: String) async -> String?

    /// Every change from now on, in order: a document run again (after an edit, an action,
    /// a binding's write), failed or not, and the list of documents changing. The server
    /// calls this once when it starts and stops reading when it stops; the stream should
    /// end when the backend goes away.
    func updates() async -> AsyncStream<PreviewUpdate>

    /// The notices shown now (`PreviewNotice`), for a page that opens.
    func notices() async -> [PreviewNotice]

    /// The stored history of the documents, for the page's history strip; `nil` when the
    /// backend keeps none, and the page then shows no strip.
    var history: (any PreviewHistory)? { get }
}

extension PreviewBackend {
    /// No notices, for a backend that has none to give.
    public func notices() async -> [PreviewNotice] { [] }

    /// No history: a backend that stores no runs need not say so.
    public var history: (any PreviewHistory)? { nil }
}

/// A change the backend reports.
public enum PreviewUpdate: Sendable, Hashable {
    /// A document was run again; its new state.
    case document(name: String, state: PreviewDocumentState)
    /// Documents appeared or went away; the new list, in `documentNames()` order.
    case documentList([String])
    /// A notice to show above the screen, or to take away (empty text).
    case notice(PreviewNotice)
    /// A run of a document was stored as `snapshot`: the history strip gains a mark.
    /// Follows the run's `document` update.
    case stored(document: String, snapshot: Int64)
}
