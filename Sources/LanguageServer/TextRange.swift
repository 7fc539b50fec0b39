import ViewTree

/// A range of a document: from `start` to `end`, exclusive.
struct TextRange: Hashable {
    var start: Position
    var end: Position

    init(start: Position, end: Position) {
        self.start = start
        self.end = max(start, end)
    }

    /// Reads `{"start": ..., "end": ...}`.
    init(_ params: Params) throws(ResponseError) {
        self.init(start: try Position(params.member("start")), end: try Position(params.member("end")))
    }

    /// Whether the range holds a position (its end included, where a cursor after the
    /// last character of a name still touches it).
    func contains(_ position: Position) -> Bool {
        start <= position && position <= end
    }

    var jsonValue: JSONValue { ["start": start.jsonValue, "end": end.jsonValue] }
}
