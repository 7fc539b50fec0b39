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
/// ```
///
/// `render` replaces what the page shows; `patch` replaces the elements with those ids
/// (the page morphs them, keeping focus and scroll). `failure` is the error overlay's
/// markup, or `null` to clear it.
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

    private static func text(_ members: [String: JSONValue]) -> String {
        CanonicalJSONWriter().string(.object(members))
    }
}
