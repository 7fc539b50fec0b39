import ViewTree

/// Why a scenario file (or its golden file) could not be read: the file, where in it, and
/// what is wrong, as compilers print it (`scenarios/add.json:12:9: error: ...`).
public struct ScenarioFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// Where in the file, when the problem is at one place.
    public var position: TextPosition?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, position: TextPosition?, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String {
        let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(location): error: \(message)"
    }
}
