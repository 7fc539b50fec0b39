import ViewTree

/// Every path into a state value, spelled as state paths are (`todos[0].done`,
/// `prefs["dark mode"]`), parents before their members: what the REPL's Tab offers after
/// `:state` and `:set`, and editors inside `state.get("`.
public enum StatePaths {
    /// Completion lists past this many paths help nobody; a huge state stops there.
    public static let limit = 5000

    /// The paths of `state`, at most `limit` of them.
    public static func all(in state: JSONValue) -> [String] {
        var paths: [String] = []
        collect(state, prefix: [], into: &paths)
        return paths
    }

    private static func collect(_ value: JSONValue, prefix: [StatePath.Component], into paths: inout [String]) {
        switch value {
        case .object(let members):
            for key in JSONBytes.sortedKeys(members.keys) where paths.count < limit {
                let components = prefix + [.key(key)]
                paths.append(StatePath(components).description)
                collect(members[key]!, prefix: components, into: &paths)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() where paths.count < limit {
                let components = prefix + [.index(index)]
                paths.append(StatePath(components).description)
                collect(element, prefix: components, into: &paths)
            }
        default:
            break
        }
    }
}
