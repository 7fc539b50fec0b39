/// A line the page shows above the screen, about the app rather than one run of it: the
/// scenarios played after a reload, the cold-start check. One per kind: a notice replaces
/// the one of its kind, and one with empty text takes it away.
public struct PreviewNotice: Sendable, Hashable {
    /// How it looks: green, orange or red.
    public enum Level: String, Sendable, Hashable {
        /// All is well (the scenarios passed).
        case ok
        /// Worth a look (a cold start would not reach this state).
        case warning
        /// Something failed (a scenario).
        case error
    }

    /// What it is about (`scenarios`, `coldStart`): the notice of a kind replaces the last.
    public var kind: String
    /// How it looks.
    public var level: Level
    /// One line; empty to take the kind's notice away.
    public var text: String
    /// What unfolds under it (the diffs), as plain text; may be empty.
    public var detail: String

    /// Creates a notice.
    public init(kind: String, level: Level, text: String, detail: String = "") {
        self.kind = kind
        self.level = level
        self.text = text
        self.detail = detail
    }
}
