import ViewTree

/// A position in a document as LSP writes it: 0-based line and character (counted in the
/// negotiated `PositionEncoding`).
struct Position: Hashable, Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{"line": 3, "character": 4}`.
    init(_ params: Params) throws(ResponseError) {
        line = try params.int("line")
        character = try params.int("character")
        guard line >= 0, character >= 0 else { throw .invalidParams(params.path, expected: "a position with no negative number") }
    }

    static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var jsonValue: JSONValue { ["line": .int(line), "character": .int(character)] }
}
