import ViewTree

/// The messages the server sends the page, as compact JSON text.
///
/// ```
/// {"type": "documents", "names": ["app", "about.vml"]}
/// {"type": "render", "document": D, "version": V, "html": H, "failure": F or null}
/// {"type": "patch", "document": D, "version": V, "patches": [{"id", "html"}], "failure": F or null}
/// {"type": "inspection", "id": ID, "summary": H, "detail": H}
/// {"type": "error", "message": M}
/// {"type": "notice", "kind": K, "level": "ok" | "warning" | "error", "text": T, "detail": D}
/// {"type": "history", "document": D, "available": B, "entries": [ENTRY], "hasOlder": B, "total": N}
/// {"type": "mark", "document": D, "entry": ENTRY}
/// {"type": "snapshot", "document": D, "snapshot": S, "treeSnapshot": S or null, "html": H,
///  "changed": [ID], "failure": F or null, "crash": B, "restorable": B}
/// {"type": "live", "document": D}
/// {"type": "tool", "tool": "replay" or "bisect", "snapshot": S, "headline": T, "text": T}
/// ```
///
/// `render` replaces what the page shows; `patch` replaces the elements with those ids
/// (the page morphs them, keeping focus and scroll). `failure` is the error overlay's
/// markup, or `null` to clear it. `notice` shows a notice above the screen in place of the
/// one of its kind; empty text takes it away. `history` answers a page of the strip (newest
/// first; `available` is false when the backend keeps no history); `mark` is a run just
/// stored; `snapshot` is the screen after a run, read-only, with the nodes it changed;
/// `live` says the page shows the live app again (a `render` follows). An ENTRY is `{"snapshot",
/// "time" (ms since 1970), "kind", "detail", "tapped", "files", "nodesChanged", "crash",
/// "problem", "milliseconds"}`.
enum ServerMessage {
    static func documents(_ names: [String]) -> String {
        text(["type": "documents", "names": .array(names.map { .string($0) })])
    }

    static func render(document: String, version: Int, html: String, failure: String?) -> String {
        text([
            "type": "render", "document": .string(document), "version": .int(version), "html": .string(html),
            "failure": failure.map { .string($0) } ?? .null,
        ])
    }

    static func patch(document: String, version: Int, patches: [HTMLPatch], failure: String?) -> String {
        text([
            "type": "patch", "document": .string(document), "version": .int(version),
            "patches": .array(patches.map { .object(["id": .string($0.id), "html": .string($0.html)]) }),
            "failure": failure.map { .string($0) } ?? .null,
        ])
    }

    static func inspection(id: String, summary: String, detail: String) -> String {
        text(["type": "inspection", "id": .string(id), "summary": .string(summary), "detail": .string(detail)])
    }

    static func notice(_ notice: PreviewNotice) -> String {
        text([
            "type": "notice", "kind": .string(notice.kind), "level": .string(notice.level.rawValue), "text": .string(notice.text),
            "detail": .string(notice.detail),
        ])
    }

    static func error(_ message: String) -> String {
        text(["type": "error", "message": .string(message)])
    }

    static func history(document: String, page: PreviewHistoryPage?) -> String {
        text([
            "type": "history", "document": .string(document), "available": .bool(page != nil),
            "entries": .array((page?.entries ?? []).map(entry)), "hasOlder": .bool(page?.hasOlder ?? false),
            "total": .int(page?.total ?? 0),
        ])
    }

    static func mark(document: String, entry: PreviewHistoryEntry) -> String {
        text(["type": "mark", "document": .string(document), "entry": Self.entry(entry)])
    }

    static func snapshot(document: String, screen: PreviewSnapshotScreen, html: String, failure: String?) -> String {
        text([
            "type": "snapshot", "document": .string(document), "snapshot": .int(Int(screen.snapshot)),
            "treeSnapshot": screen.treeSnapshot.map { .int(Int($0)) } ?? .null, "html": .string(html),
            "changed": .array(screen.changedNodeIDs.map { .string($0) }), "failure": failure.map { .string($0) } ?? .null,
            "crash": .bool(screen.failure?.isFailure == true), "restorable": .bool(screen.isRestorable),
        ])
    }

    static func live(document: String) -> String {
        text(["type": "live", "document": .string(document)])
    }

    static func tool(_ name: String, snapshot: Int64, report: PreviewToolReport) -> String {
        text([
            "type": "tool", "tool": .string(name), "snapshot": .int(Int(snapshot)), "headline": .string(report.headline),
            "text": .string(report.text),
        ])
    }

    private static func entry(_ entry: PreviewHistoryEntry) -> JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
        return .object([
            "snapshot": .int(Int(entry.snapshot)), "time": .int(Int(entry.time)), "kind": .string(entry.kind.rawValue),
            "detail": optional(entry.detail), "tapped": optional(entry.tapped), "files": .array(entry.files.map { .string($0) }),
            "nodesChanged": entry.nodesChanged.map { .int($0) } ?? .null, "crash": .bool(entry.isCrash),
            "problem": optional(entry.problem), "milliseconds": .double(entry.milliseconds),
        ])
    }

    private static func text(_ members: [String: JSONValue]) -> String {
        CanonicalJSONWriter().string(.object(members))
    }
}
