import ViewTree

/// A page of a document's history, newest first.
public struct TimelinePage: Hashable, Sendable {
    /// The runs, newest first.
    public var entries: [TimelineEntry]
    /// Whether older runs of the document are stored: ask again with `before` the id of the
    /// last entry.
    public var hasOlder: Bool
    /// How many runs of the document the store holds.
    public var total: Int

    /// Creates a page.
    public init(entries: [TimelineEntry], hasOlder: Bool, total: Int) {
        self.entries = entries
        self.hasOlder = hasOlder
        self.total = total
    }

    /// `{"entries": [ENTRY...], "hasOlder", "total"}`.
    public var jsonValue: JSONValue {
        .object(["entries": .array(entries.map(\.jsonValue)), "hasOlder": .bool(hasOlder), "total": .int(total)])
    }
}
