import SwiftLite

/// Attributes state reads to the views that made them (spec §5): a node owns the paths
/// read while its constructor's arguments, its modifiers' arguments and its builder's
/// control flow were evaluated; reads made while building a child belong to the child.
///
/// Reads go onto a log. Each statement of a view builder puts a mark on it; a node
/// created (or modified) claims everything logged since the innermost mark and removes
/// it. What a statement leaves unclaimed (an `if` condition, a `for` collection) stays on
/// the log for the container, which claims it when it is created after its content.
final class ReadTracker {
    private struct Mark {
        let level: Int
        let depth: Int
        let position: Int
    }

    private var log: [String] = []
    /// What the paths read hold, as their declarations say (a `@State`'s, an observable
    /// property's): how `.onChange(of:)` reads back the value one held before.
    private var shapes: [String: ValueShape] = [:]
    private var marks: [Mark] = []
    private var level = 0
    /// Whether reads are recorded (only while `body()` renders).
    var isActive = false

    func reset() {
        log.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        marks.removeAll(keepingCapacity: true)
        level = 0
    }

    /// Logs a read of `path`, whose value has `shape` when its declaration says.
    func record(_ path: String, shape: ValueShape? = nil) {
        guard isActive else { return }
        log.append(path)
        if let shape { shapes[path] = shape }
    }

    /// What the value at `path`, read in this render, holds as its declaration says.
    func shape(ofRead path: String) -> ValueShape? {
        shapes[path]
    }

    func enterBuilder() {
        level += 1
    }

    func exitBuilder() {
        while let last = marks.last, last.level >= level { marks.removeLast() }
        level = max(0, level - 1)
    }

    /// A statement at `depth` in the current builder starts. Marks of statements at the
    /// same or deeper depth are closed first: a `break` may have skipped their end.
    func beginStatement(depth: Int) {
        endStatement(depth: depth)
        marks.append(Mark(level: level, depth: depth, position: log.count))
    }

    func endStatement(depth: Int) {
        while let last = marks.last, last.level == level, last.depth >= depth { marks.removeLast() }
    }

    /// The last path read since the innermost mark, left on the log (what `.onChange(of:)`'s
    /// value was read from).
    func lastUnclaimed() -> String? {
        guard isActive, log.count > (marks.last?.position ?? 0) else { return nil }
        return log.last
    }

    /// The reads since the innermost mark, removed from the log.
    func claim() -> Set<String> {
        guard isActive else { return [] }
        let start = marks.last?.position ?? 0
        guard start < log.count else { return [] }
        let claimed = Set(log[start...])
        log.removeSubrange(start...)
        return claimed
    }
}
