import Runs
import Runtime
import Store
import ViewTree

/// `:why ID`: why a node changed in the last reload, from what the workspace remembers
/// of the run before: which of its read paths changed value, which source edit touched
/// its constructor, and what changed in the node itself.
enum WhyExplanation {
    static func explain(node id: String, document: String, workspace: Workspace) throws -> JSONValue {
        guard let current = workspace.status(of: document)?.lastGood?.root.node(withID: id) else {
            throw RequestRouter.RequestError("notFound", "no node \"\(id)\" in \"\(document)\"")
        }
        var reasons: [String] = []
        var readChanges: [JSONValue] = []
        var sourceEdits: [JSONValue] = []
        var fieldChanges: [JSONValue] = []

        let previousRoot = workspace.previousDocuments[document]?.root
        let previous = previousRoot?.node(withID: id)
        if previousRoot != nil && previous == nil {
            reasons.append("\(current.type) \(id) was added in the last reload")
        }
        if let previous {
            if let changed = TreeDiff(from: previous, to: current).changed.first(where: { $0.id == id }) {
                for change in changed.changes {
                    fieldChanges.append(["field": .string(change.field), "before": change.before?.jsonValue ?? .null, "after": change.after?.jsonValue ?? .null])
                    reasons.append("\(change.field): \(change.before?.description ?? "(absent)") -> \(change.after?.description ?? "(absent)")")
                }
            }
        }
        if document == AppDocument.name || workspace.isPreview(document) {
            for path in JSONBytes.sortedKeys(current.reads) {
                let before = (try? RequestRouter.value(at: path, in: workspace.previousState(of: document))) ?? .null
                let after = (try? RequestRouter.value(at: path, in: workspace.session(for: document).state)) ?? .null
                if before != after {
                    readChanges.append(["path": .string(path), "before": before, "after": after])
                    reasons.append("it reads \(path), which changed: \(before.canonicalText) -> \(after.canonicalText)")
                }
            }
        } else if let now = workspace.vmlRuns.current(document), let then = workspace.vmlRuns.previous(document),
            let after = now.conversion.context, let before = then.conversion.context
        {
            // A VML node reads the state and data files (§8): a changed data file is named.
            for path in JSONBytes.sortedKeys(current.reads) {
                guard let parsed = try? StatePath(parsing: path) else { continue }
                let old = before.value(at: parsed) ?? .null
                let new = after.value(at: parsed) ?? .null
                guard old != new else { continue }
                readChanges.append(["path": .string(path), "before": old, "after": new])
                let (briefOld, briefNew) = (Self.brief(old), Self.brief(new))
                var reason = briefOld == briefNew
                    ? "it reads \(path), \(briefNew) whose content changed"
                    : "it reads \(path), which changed: \(briefOld) -> \(briefNew)"
                if case .key(let root) = parsed.components[0], let file = now.conversion.dataFiles.first(where: { $0.key == root })?.path,
                    then.program.first(where: { $0.path == file })?.text != now.program.first(where: { $0.path == file })?.text
                {
                    reason += " (\(file) changed)"
                }
                reasons.append(reason)
            }
        }
        if let source = current.source, let old = workspace.previousSourceText(of: source.file),
            let new = workspace.sourceText(of: source.file), old != new
        {
            let diff = LineDiff(from: old, to: new, context: 0)
            for hunk in diff.hunks where hunk.newStart <= source.line && source.line < hunk.newStart + max(hunk.newCount, 1) {
                sourceEdits.append(["file": .string(source.file), "line": .int(source.line), "hunk": .string(hunk.rendered())])
                reasons.append("the edit of \(source.file) at line \(hunk.newStart) touched its constructor (line \(source.line))")
            }
        }
        if reasons.isEmpty {
            reasons.append(previousRoot == nil
                ? "\(current.type) \(id) has been there since the first render"
                : "\(current.type) \(id) did not change in the last reload")
        }
        return [
            "node": .string(id), "type": .string(current.type), "reasons": .array(reasons.map { .string($0) }),
            "reads": .array(readChanges), "sourceEdits": .array(sourceEdits), "changes": .array(fieldChanges),
            "text": .string(reasons.joined(separator: "\n")),
        ]
    }

    /// A value as a reason shows it: whole when short, else what it is (a data file's
    /// array would fill the screen).
    private static func brief(_ value: JSONValue) -> String {
        let text = value.canonicalText
        guard text.count > 60 else { return text }
        switch value {
        case .array(let elements): return "an array of \(elements.count)"
        case .object(let members): return "an object of \(members.count) keys"
        default: return String(text.prefix(57)) + "..."
        }
    }
}
