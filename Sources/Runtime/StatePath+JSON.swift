import ViewTree

extension StatePath {
    /// The value at this path in a state kept as JSON; `nil` when a step finds nothing.
    ///
    /// Read from the JSON directly: the preview reads one value for every path a tree
    /// refers to (hundreds, for a long list), and converting the whole state to script
    /// values first cost more than the render. The socket's `state` method and the
    /// cold-start check read paths the same way.
    public func value(in state: JSONValue) -> JSONValue? {
        var current = state
        for component in components {
            switch component {
            case .key(let key):
                guard let next = current.objectValue?[key] else { return nil }
                current = next
            case .index(let index):
                guard let elements = current.arrayValue, elements.indices.contains(index) else { return nil }
                current = elements[index]
            }
        }
        return current
    }
}
