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

    /// An input of a state and data files.
    public init(state: JSONValue?, files: [String: String]?) {
        self.state = state
        self.files = files
    }

    /// Nothing known: the document's bindings are checked, not looked up.
    public static let unknown = VMLDataInput(state: nil, files: nil)
}
