/// One source file of a program: its path relative to the project and its text.
///
/// A run's input names its files this way, and a snapshot stores them this way, so a
/// stored program runs again exactly as it ran.
public struct ProgramFile: Hashable, Sendable {
    /// The path relative to the project (`app.swift`, `views/row.swift`); diagnostics and
    /// stack traces name the file by it.
    public var path: String
    /// The whole text.
    public var text: String

    /// Creates a file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
