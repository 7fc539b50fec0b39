/// A stretch of a script file: from `start` up to `end` (exclusive), in the file's 1-based
/// lines and columns (columns in Unicode scalars, as diagnostics count them).
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    /// The file's name, as in diagnostics (relative to the project).
    public var file: String
    /// Where it starts.
    public var start: SourceLocation
    /// Where it ends, exclusive.
    public var end: SourceLocation

    /// Creates a span.
    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// Whether the span holds a location of its file: its end included, so that a cursor
    /// right after a name is still on it.
    public func contains(_ location: SourceLocation) -> Bool {
        start <= location && location <= end
    }

    public var description: String { "\(file):\(start)-\(end)" }
}
