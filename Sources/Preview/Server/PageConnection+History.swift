import ViewTree

/// The history strip's messages: pages of runs, a stored run's screen shown read-only
/// (the page "goes back in time"), going back to Live or to a run's state, and replaying
/// or bisecting a crash.
extension PageConnection {
    /// A stored run the page shows instead of the live app.
    struct Scrubbed {
        /// The run.
        var snapshot: Int64
        /// The run whose render is shown (the run's own, or the one a failure left).
        var treeSnapshot: Int64?
        /// That render, whose nodes the inspector looks at.
        var document: Document?
        /// The state values its controls show.
        var stateValues: [String: JSONValue]
    }

    /// What the page asks a replay or a bisect of.
    enum Tool: String {
        case replay, bisect
    }

    /// How many runs a page of the strip holds: a screenful of marks and a few more, so
    /// that a long history is read as the user scrolls back through it.
    static let historyPageSize = 200

    func sendHistory(before: Int64?) async throws {
        let name = try subscribedName()
        guard let history = backend.history else {
            try await send(ServerMessage.history(document: name, page: nil))
            return
        }
        let page = try await answer { () throws(PreviewHistoryError) in
            try await history.page(of: name, before: before, limit: Self.historyPageSize)
        }
        try await send(ServerMessage.history(document: name, page: page))
    }

    /// Sends the mark of a run just stored (a page that shows that document).
    func announceStored(_ snapshot: Int64, of name: String) async throws {
        guard let history = backend.history,
            let entry = try? await history.page(of: name, before: snapshot + 1, limit: 1).entries.first, entry.snapshot == snapshot
        else { return }
        try await send(ServerMessage.mark(document: name, entry: entry))
    }

    func scrub(to id: Int64) async throws {
        let name = try subscribedName()
        let history = try requireHistory()
        let screen = try await answer { () throws(PreviewHistoryError) in try await history.screen(ofSnapshot: id, document: name) }
        let html = screen.document.map { HTMLRenderer(stateValues: screen.stateValues).render($0.root).text } ?? Self.nothingRendered
        var failureHTML: String?
        if let failure = screen.failure {
            var sources: [String: String] = [:]
            for file in failure.files {
                if let text = await history.sourceText(of: file, inSnapshot: id) { sources[file] = text }
            }
            let underneath = screen.treeSnapshot.map { "underneath is the render it left in place, from snapshot #\($0)" }
            failureHTML = FailureRenderer(
                sources: sources, hint: "Snapshot #\(id) failed; " + (underneath ?? "nothing had rendered before it") + ".",
                warningsHint: "Snapshot #\(id) rendered with these warnings.")
                .html(failure)
        }
        scrubbed = Scrubbed(snapshot: id, treeSnapshot: screen.treeSnapshot, document: screen.document, stateValues: screen.stateValues)
        try await send(ServerMessage.snapshot(document: name, screen: screen, html: html, failure: failureHTML))
    }

    /// Shows the live app again: the whole render, since the page showed something else.
    func returnToLive() async throws {
        let name = try subscribedName()
        scrubbed = nil
        try await send(ServerMessage.live(document: name))
        guard let state = await backend.state(of: name) else { throw ClientMessageError("there is no document \"\(name)\"") }
        shown = nil
        try await present(state, of: name, whole: true)
    }

    /// Loads a run's state into the live app, then shows the live app.
    func restore(_ id: Int64) async throws {
        let name = try subscribedName()
        let history = try requireHistory()
        try await answer { () throws(PreviewHistoryError) in try await history.restore(snapshot: id, document: name) }
        try await returnToLive()
    }

    /// Replays or bisects a run; the report, or why there is none, goes to the page.
    func runTool(_ tool: Tool, on id: Int64) async throws {
        let history = try requireHistory()
        let report: PreviewToolReport
        do throws(PreviewHistoryError) {
            report = tool == .replay ? try await history.replay(snapshot: id) : try await history.bisect(snapshot: id)
        } catch {
            report = PreviewToolReport(headline: "\(tool.rawValue) failed", text: error.message)
        }
        try await send(ServerMessage.tool(tool.rawValue, snapshot: id, report: report))
    }

    private static let nothingRendered = #"<div class="wb-no-render">Nothing had rendered yet.</div>"#

    private func subscribedName() throws(ClientMessageError) -> String {
        guard let documentName else { throw ClientMessageError("no document is shown yet; subscribe first") }
        return documentName
    }

    private func requireHistory() throws(ClientMessageError) -> any PreviewHistory {
        guard let history = backend.history else { throw ClientMessageError("this preview keeps no history") }
        return history
    }

    /// The history's answer, its error becoming the page's.
    private func answer<Result>(_ body: () async throws(PreviewHistoryError) -> Result) async throws(ClientMessageError) -> Result {
        do {
            return try await body()
        } catch {
            throw ClientMessageError(error.message)
        }
    }
}
