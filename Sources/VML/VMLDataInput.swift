import ViewTree

/// What a document's bindings read (§8): the app's state and the text of its `<data>`
/// files. A conversion is a function of the document and this input.
public struct VMLDataInput: Sendable {
    /// The state, a JSON object; `nil` when it is not known (`workbench check` runs
    /// nothing): paths into it are then neither found nor reported missing.
    public var state: JSONValue?
    /// Each data file's text by its name (`DataDeclaration.path`); `nil` when the files
    /// are not read either, which leaves every data key unknown. A file declared and
    /// missing here is an error.
    public var files: [String: String]?
    /// The data files that could not be read, by name: their reader reported why, so
    /// their keys are left unknown without another error, and the other files are still
    /// looked into (`workbench check` reports every problem of a document at once).
    public var unreadable: Set<String>

    /// An input of a state and data files, and of the data files that could not be read.
    public init(state: JSONValue?, files: [String: String]?, unreadable: Set<String> = []) {
        self.state = state
        self.files = files
        self.unreadable = unreadable
    }

    /// Nothing known: the document's bindings are checked, not looked up.
    public static let unknown = VMLDataInput(state: nil, files: nil)
}
