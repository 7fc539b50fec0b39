import ViewTree

/// Why a crash bundle could not be read: the file, and what is wrong with it, naming the
/// member (`snapshot.program[1].text`) and its line and column in the bundle's JSON when
/// one member is at fault (`zcat FILE` shows the JSON).
public struct CrashBundleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// What is wrong.
    public var message: String
    /// Where in the bundle's JSON, when one member is at fault.
    public var position: TextPosition?

    /// Creates an error.
    public init(file: String, message: String, position: TextPosition? = nil) {
        self.file = file
        self.message = message
        self.position = position
    }

    /// `crash.wbbundle: error: MESSAGE (line 12, column 9 of its JSON)`.
    public var description: String {
        "\(file): error: \(message)" + (position.map { " (line \($0.line), column \($0.column) of its JSON)" } ?? "")
    }
}
