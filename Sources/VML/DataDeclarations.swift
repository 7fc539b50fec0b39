import ViewTree

/// `<data key="festivals" src="festivals.json"/>`: a JSON file's content in the root
/// context under a key.
public struct DataDeclaration: Hashable, Sendable {
    /// The root key its content goes under.
    public var key: String
    /// `src` as written, relative to the VML file.
    public var source: String
    /// The file's name: `src` resolved against the VML file's name (so relative to the
    /// project when the document is named relative to it).
    public var path: String
    /// The byte offset of the element, of its `key` and of its `src` attribute.
    var offset: Int
    var keyOffset: Int
    var sourceOffset: Int
}

/// `<binding name="text" keyPath="title"/>`: its parent's attribute `name` bound to a key
/// path.
struct BindingDeclaration: Hashable, Sendable {
    /// The attribute bound: `text`, `isOn`, `rows`, any attribute name.
    var name: String
    /// The key path read.
    var keyPath: DataKeyPath
    /// The byte offset of the element and of its key path's value.
    var offset: Int
    var keyPathOffset: Int
}

/// `<action kind="...">`: what tapping its parent does.
struct ActionDeclaration: Hashable, Sendable {
    /// The three kinds of §8.
    enum Kind: Hashable, Sendable {
        /// Runs the script action `name` with the arguments as its payload.
        case dispatch(name: String, arguments: [ArgumentDeclaration])
        /// Writes `value` at the state path the key path finds.
        case set(DataKeyPath, value: JSONValue)
        /// Flips the Bool at the state path the key path finds.
        case toggle(DataKeyPath)
    }

    var kind: Kind
    /// The byte offset of the element, and of its key path's value for `set` and `toggle`.
    var offset: Int
    var keyPathOffset: Int
}

/// `<argument name="festival" keyPath="self"/>` or `<argument name="mode" value="full"/>`:
/// one member of a dispatched action's payload.
struct ArgumentDeclaration: Hashable, Sendable {
    /// Where the argument's value comes from.
    enum Source: Hashable, Sendable {
        /// Read from the context when the node renders, again when it is tapped.
        case keyPath(DataKeyPath)
        /// A constant.
        case value(JSONValue)
    }

    /// The payload's key.
    var name: String
    var source: Source
    /// The byte offset of the element and of its key path's value.
    var offset: Int
    var keyPathOffset: Int
}

extension JSONValue {
    /// An attribute's `value` as §8 reads it: JSON when it is JSON (`true`, `3`,
    /// `"quoted"`, `[1, 2]`), otherwise the text itself as a string, so that
    /// `value="FestivalDetails"` is the string it looks like.
    init(attributeValue text: String) {
        self = (try? JSONParser.parse(text)) ?? .string(text)
    }
}
