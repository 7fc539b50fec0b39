import Foundation
import Preview
import Runs
import Store
import ViewTree
import VML

/// The preview's history strip, answered from the snapshot store through the same
/// `SnapshotHistory` as the socket's `timeline`, `screen`, `goto`, `replay` and `bisect`.
extension PreviewFeed: PreviewHistory {
    var history: (any PreviewHistory)? { workspace.store == nil ? nil : self }

    func page(of document: String, before: Int64?, limit: Int) async throws(PreviewHistoryError) -> PreviewHistoryPage {
        let page = try await ask { [snapshots] in try snapshots.timeline(of: document, before: before, limit: limit) }
        return PreviewHistoryPage(entries: page.entries.map(Self.entry), hasOlder: page.hasOlder, total: page.total)
    }

    func screen(ofSnapshot id: Int64, document: String) async throws(PreviewHistoryError) -> PreviewSnapshotScreen {
        let (screen, stateValues, isScript) = try await ask { [snapshots] in
            let screen = try snapshots.screen(ofSnapshot: id, document: document)
            return (screen, Self.stateValues(of: screen, history: snapshots), snapshots.workspace.isScriptDocument(screen.document))
        }
        return PreviewSnapshotScreen(
            snapshot: id, document: screen.tree, treeSnapshot: screen.treeSnapshot,
            stateValues: stateValues, changedNodeIDs: screen.changedNodeIDs,
            failure: Self.failure(diagnostics: screen.diagnostics, runtime: screen.failure, failed: screen.isCrash, isVML: !isScript),
            isRestorable: isScript)
    }

    /// The values a stored screen's controls showed: the app's from the state its run
    /// left; a VML document's from the root context its render was made from (the
    /// stored VML and data files converted again against the stored state, as replay
    /// does), as the live screen reads its own context; none when that run cannot be
    /// read, the screen being shown all the same.
    static func stateValues(of screen: SnapshotScreen, history: SnapshotHistory) -> [String: JSONValue] {
        guard !history.workspace.isScriptDocument(screen.document) else { return stateValues(of: screen.state, for: screen.tree) }
        // Only a tree that refers to state paths (a control's binding) needs its context.
        guard let tree = screen.tree, let rendered = screen.treeSnapshot, !tree.referencedStatePaths.isEmpty else { return [:] }
        return stateValues(in: (try? history.vmlContext(ofSnapshot: rendered)) ?? nil, for: tree)
    }

    func sourceText(of file: String, inSnapshot id: Int64) async -> String? {
        try? await ask { [snapshots] in try snapshots.workspace.store?.sourceText(of: file, inSnapshot: id) }
    }

    func restore(snapshot id: Int64, document: String) async throws(PreviewHistoryError) {
        try await ask { [snapshots] in
            guard snapshots.workspace.isScriptDocument(document) else {
                throw RequestRouter.RequestError(
                    "badParams", "\(document) has no state to go back to: only the runs of the script app and its previews can be restored")
            }
            _ = try snapshots.restore(snapshot: id)
        }
    }

    func replay(snapshot id: Int64) async throws(PreviewHistoryError) -> PreviewToolReport {
        try await ask { [snapshots] in
            let (_, verdict) = try snapshots.replay(snapshot: id)
            return PreviewToolReport(
                headline: verdict.isReproduced ? "Reproduced: the run fails the same way again" : "Does not reproduce",
                text: verdict.isReproduced ? "" : verdict.rendered())
        }
    }

    func bisect(snapshot id: Int64) async throws(PreviewHistoryError) -> PreviewToolReport {
        try await ask { [snapshots] in
            let (crash, result) = try snapshots.bisect(snapshot: id)
            let headline = result.lastGood == nil
                ? "Every stored program before it fails the same way"
                : "Introduced by the edit first stored in snapshot #\(result.firstBad.firstSnapshotID)"
            return PreviewToolReport(headline: headline, text: BisectReport.text(result, crash: crash))
        }
    }

    /// Runs a history job on the script thread; its error in words the page can show.
    private func ask<T: Sendable>(_ job: @escaping () throws -> T) async throws(PreviewHistoryError) -> T {
        let result: Result<T, any Error> = await onScriptThread { Result { try job() } }
        switch result {
        case .success(let value): return value
        case .failure(let error as RequestRouter.RequestError): throw PreviewHistoryError(error.message)
        case .failure(let error): throw PreviewHistoryError("\(error)")
        }
    }

    /// A timeline entry as the strip's mark.
    static func entry(_ entry: TimelineEntry) -> PreviewHistoryEntry {
        let summary = entry.summary
        let tapped = entry.tapped.map { view in [view.type, view.title.map { "\"\($0)\"" }, view.id].compactMap { $0 }.joined(separator: " ") }
        return PreviewHistoryEntry(
            snapshot: summary.id, time: Int64((summary.time.timeIntervalSince1970 * 1000).rounded()),
            kind: PreviewHistoryEntry.Kind(rawValue: entry.kind) ?? .reload, detail: summary.action, tapped: tapped,
            files: entry.changedFiles, nodesChanged: entry.nodesChanged, isCrash: summary.isCrash, problem: summary.problem,
            milliseconds: Double(summary.duration.components.seconds) * 1000 + Double(summary.duration.components.attoseconds) / 1e15)
    }
}
