import ViewTree

/// A request's parameters, read with errors that name what is missing or mistyped
/// (`"textDocument.uri" must be a string`), so that a client's bad request gets an
/// `InvalidParams` answer rather than a crash.
struct Params {
    /// The value at this path.
    let value: JSONValue
    /// Where it is, for errors: `textDocument.position`.
    let path: String

    init(_ value: JSONValue, path: String = "params") {
        self.value = value
        self.path = path
    }

    private func childPath(_ key: String) -> String {
        path == "params" ? key : path + "." + key
    }

    /// A member that must be there.
    func member(_ key: String) throws(ResponseError) -> Params {
        guard let members = value.objectValue else { throw .invalidParams(path, expected: "an object") }
        guard let child = members[key], child != .null else { throw .invalidParams(childPath(key), expected: "given") }
        return Params(child, path: childPath(key))
    }

    /// A member that may be missing (or null).
    func optionalMember(_ key: String) -> Params? {
        guard let child = value.objectValue?[key], child != .null else { return nil }
        return Params(child, path: childPath(key))
    }

    /// The string member `key`.
    func string(_ key: String) throws(ResponseError) -> String {
        let child = try member(key)
        guard let text = child.value.stringValue else { throw .invalidParams(child.path, expected: "a string") }
        return text
    }

    /// The integer member `key`.
    func int(_ key: String) throws(ResponseError) -> Int {
        let child = try member(key)
        guard let number = child.value.intValue else { throw .invalidParams(child.path, expected: "an integer") }
        return number
    }

    /// The elements of this array.
    func elements() throws(ResponseError) -> [Params] {
        guard let elements = value.arrayValue else { throw .invalidParams(path, expected: "an array") }
        return elements.enumerated().map { Params($1, path: "\(path)[\($0)]") }
    }
}
