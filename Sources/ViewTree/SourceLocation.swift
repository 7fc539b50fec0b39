/// Where a node was built: a script's constructor call or a VML element's start tag.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, relative to the project when possible.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The script function (component) whose returned subtree this node is the root of.
    public var component: String?

    /// Creates a location.
    public init(file: String, line: Int, column: Int, component: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.component = component
    }

    public var description: String { "\(file):\(line):\(column)" }
}
