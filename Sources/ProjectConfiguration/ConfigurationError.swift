import ViewTree

/// Why a `workbench.json` was refused: a JSON syntax error, an unknown key, a wrong type
/// or a bad value, with the key and its position.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration file.
    public var file: String
    /// The dotted key concerned (`limits.callDepth`), or `nil` for a syntax error.
    public var key: String?
    /// Where in the file, when known.
    public var position: TextPosition?
    /// What was wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, key: String?, position: TextPosition?, message: String) {
        self.file = file
        self.key = key
        self.position = position
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, as compilers print it.
    public var description: String {
        let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(location): error: \(message)"
    }
}
