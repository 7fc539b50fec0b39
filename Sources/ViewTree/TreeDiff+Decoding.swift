// A diff read back from its JSON form (TreeDiff+Rendering.swift): what a client of the
// socket receives in a `reloaded` event or a run summary, so that it can show the same
// text the daemon's log shows.

extension TreeDiff {
    /// Decodes the JSON form of `jsonValue`.
    ///
    /// A changed aspect's value is read according to its field, as `changes` writes it:
    /// `props.*` in the IR's value encoding, `modifiers` as modifier objects, `slots.*` and
    /// `reads` as arrays of strings, the others (`type`, `events.*`, `bindings.*`) as strings.
    public init(json: JSONValue) throws(IRDecodingError) {
        self.init()
        guard case .object(let members) = json else {
            throw IRDecodingError(path: "", message: "expected a diff object, found \(json.kindDescription)")
        }
        for (index, entry) in try Self.entries(members, "added").enumerated() {
            added.append(try Self.subtree(entry, path: "added[\(index)]"))
        }
        for (index, entry) in try Self.entries(members, "removed").enumerated() {
            removed.append(try Self.subtree(entry, path: "removed[\(index)]"))
        }
        for (index, entry) in try Self.entries(members, "moved").enumerated() {
            let path = "moved[\(index)]"
            moved.append(
                Move(
                    id: try Self.string(entry, "id", path: path), type: try Self.string(entry, "type", path: path),
                    from: try Placement(json: entry["from"] ?? .null, path: path + ".from"),
                    to: try Placement(json: entry["to"] ?? .null, path: path + ".to")))
        }
        for (index, entry) in try Self.entries(members, "changed").enumerated() {
            let path = "changed[\(index)]"
            guard case .array(let changesJSON) = entry["changes"] ?? .null else {
                throw IRDecodingError(path: path + ".changes", message: "expected an array")
            }
            var changes: [Change] = []
            for (changeIndex, changeJSON) in changesJSON.enumerated() {
                let changePath = "\(path).changes[\(changeIndex)]"
                guard case .object(let change) = changeJSON else {
                    throw IRDecodingError(path: changePath, message: "expected a change object")
                }
                let field = try Self.string(change, "field", path: changePath)
                changes.append(
                    Change(
                        field: field,
                        before: try change["before"].map { json throws(IRDecodingError) in
                            try FieldValue(json: json, field: field, path: changePath + ".before")
                        },
                        after: try change["after"].map { json throws(IRDecodingError) in
                            try FieldValue(json: json, field: field, path: changePath + ".after")
                        }))
            }
            changed.append(
                ChangedNode(id: try Self.string(entry, "id", path: path), type: try Self.string(entry, "type", path: path), changes: changes))
        }
    }

    private static func entries(_ members: [String: JSONValue], _ key: String) throws(IRDecodingError) -> [[String: JSONValue]] {
        guard case .array(let elements) = members[key] ?? .array([]) else {
            throw IRDecodingError(path: key, message: "expected an array")
        }
        var objects: [[String: JSONValue]] = []
        for (index, element) in elements.enumerated() {
            guard case .object(let object) = element else {
                throw IRDecodingError(path: "\(key)[\(index)]", message: "expected an object, found \(element.kindDescription)")
            }
            objects.append(object)
        }
        return objects
    }

    private static func subtree(_ entry: [String: JSONValue], path: String) throws(IRDecodingError) -> Subtree {
        guard let size = entry["size"]?.intValue else { throw IRDecodingError(path: path + ".size", message: "expected an integer") }
        return Subtree(
            id: try string(entry, "id", path: path), type: try string(entry, "type", path: path),
            placement: try Placement(json: entry["at"] ?? .null, path: path + ".at"), size: size)
    }

    fileprivate static func string(_ members: [String: JSONValue], _ key: String, path: String) throws(IRDecodingError) -> String {
        guard let text = members[key]?.stringValue else { throw IRDecodingError(path: path + "." + key, message: "expected a string") }
        return text
    }
}

extension TreeDiff.FieldValue {
    /// Decodes a changed aspect's value, whose form depends on the field.
    init(json: JSONValue, field: String, path: String) throws(IRDecodingError) {
        func strings() throws(IRDecodingError) -> [String] {
            guard case .array(let elements) = json else { throw IRDecodingError(path: path, message: "expected an array of strings") }
            var result: [String] = []
            for element in elements {
                guard let text = element.stringValue else { throw IRDecodingError(path: path, message: "expected an array of strings") }
                result.append(text)
            }
            return result
        }
        if field.hasPrefix("props.") {
            self = .value(try Value(json: json, path: path))
        } else if field == "modifiers" {
            guard case .array(let elements) = json else { throw IRDecodingError(path: path, message: "expected an array of modifiers") }
            var modifiers: [Modifier] = []
            for (index, element) in elements.enumerated() {
                let modifierPath = "\(path)[\(index)]"
                guard case .object(let members) = element, let arguments = members["args"] else {
                    throw IRDecodingError(path: modifierPath, message: "a modifier is {\"name\", \"args\"}")
                }
                modifiers.append(
                    Modifier(try TreeDiff.string(members, "name", path: modifierPath), try Argument.decodeArray(arguments, path: modifierPath + ".args")))
            }
            self = .modifiers(modifiers)
        } else if field.hasPrefix("slots.") {
            self = .ids(try strings())
        } else if field == "reads" {
            self = .paths(try strings())
        } else {
            guard let text = json.stringValue else { throw IRDecodingError(path: path, message: "expected a string") }
            self = .text(text)
        }
    }
}

extension Placement {
    /// Decodes `{parent, slot, index}`.
    init(json: JSONValue, path: String) throws(IRDecodingError) {
        guard case .object(let members) = json, let index = members["index"]?.intValue else {
            throw IRDecodingError(path: path, message: "a placement is {\"parent\", \"slot\", \"index\"}")
        }
        let parent = members["parent"]?.stringValue
        if parent == nil, let given = members["parent"], given != .null {
            throw IRDecodingError(path: path + ".parent", message: "expected a string or null")
        }
        self.init(parent: parent, slot: members["slot"]?.stringValue, index: index)
    }
}
