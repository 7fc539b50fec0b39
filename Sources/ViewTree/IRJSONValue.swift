/// Why a JSON value is not a valid IR document, node or value, and where in it.
public struct IRDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path to the offending value: `root.children[2].props.title`.
    public var path: String
    /// What was wrong.
    public var message: String

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

// The conversions between the IR and `JSONValue`: for pretty printing and for decoding.
// Encoding for storage and the wire goes through `IRJSONEncoder`, which writes the same
// bytes without building a `JSONValue` first.

extension Value {
    /// The value as JSON (see docs/ir.md for the encoding).
    public var jsonValue: JSONValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number):
            return number.isFinite ? .double(number) : .object(["double": .double(number)])
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(\.jsonValue))
        case .dictionary(let members): return .object(["dict": .object(members.mapValues(\.jsonValue))])
        case .tuple(let fields): return .object(["tuple": Argument.jsonArray(fields)])
        case .member(let chain): return .object(["member": chain.jsonValue])
        case .named(let chain): return .object(["named": chain.jsonValue])
        case .angle(let degrees): return .object(["angle": .double(degrees)])
        case .cssColor(let text): return .object(["color": .string(text)])
        case .slot(let name): return .object(["slot": .string(name)])
        case .attr(let reference):
            var members: [String: JSONValue] = ["name": .string(reference.name)]
            if let type = reference.type { members["type"] = .string(type.rawValue) }
            if let fallback = reference.fallback { members["fallback"] = fallback.jsonValue }
            return .object(["attr": .object(members)])
        case .stateRef(let path): return .object(["state": .string(path)])
        case .bindingRef(let path): return .object(["binding": .string(path)])
        }
    }

    /// Decodes a value from its JSON encoding.
    public init(json: JSONValue, path: String = "") throws(IRDecodingError) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements):
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                values.append(try Value(json: element, path: "\(path)[\(index)]"))
            }
            self = .array(values)
        case .object(let members):
            guard members.count == 1, let (tag, payload) = members.first else {
                throw IRDecodingError(path: path, message: "a tagged value has exactly one key, found \(members.count)")
            }
            let inner = path.isEmpty ? tag : "\(path).\(tag)"
            switch tag {
            case "double":
                switch payload {
                case .string("NaN"): self = .double(.nan)
                case .string("Infinity"): self = .double(.infinity)
                case .string("-Infinity"): self = .double(-.infinity)
                default: throw IRDecodingError(path: inner, message: "expected \"NaN\", \"Infinity\" or \"-Infinity\"")
                }
            case "dict":
                guard case .object(let entries) = payload else {
                    throw IRDecodingError(path: inner, message: "expected an object")
                }
                var result: [String: Value] = [:]
                for (key, entry) in entries { result[key] = try Value(json: entry, path: "\(inner).\(key)") }
                self = .dictionary(result)
            case "tuple": self = .tuple(try Argument.decodeArray(payload, path: inner))
            case "member": self = .member(try MemberChain(json: payload, path: inner))
            case "named": self = .named(try MemberChain(json: payload, path: inner))
            case "angle":
                guard let degrees = payload.doubleValue else {
                    throw IRDecodingError(path: inner, message: "expected a number of degrees")
                }
                self = .angle(degrees: degrees)
            case "color": self = .cssColor(try Self.string(payload, path: inner))
            case "slot": self = .slot(try Self.string(payload, path: inner))
            case "state": self = .stateRef(try Self.string(payload, path: inner))
            case "binding": self = .bindingRef(try Self.string(payload, path: inner))
            case "attr": self = .attr(try AttrReference(json: payload, path: inner))
            default:
                throw IRDecodingError(path: path, message: "unknown value tag \"\(tag)\"")
            }
        }
    }

    fileprivate static func string(_ json: JSONValue, path: String) throws(IRDecodingError) -> String {
        guard case .string(let text) = json else {
            throw IRDecodingError(path: path, message: "expected a string, found \(json.kindDescription)")
        }
        return text
    }
}

extension Argument {
    /// The argument as JSON: `{"label": ..., "value": ...}`, the label absent when unlabeled.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["value": value.jsonValue]
        if let label { members["label"] = .string(label) }
        return .object(members)
    }

    static func jsonArray(_ arguments: [Argument]) -> JSONValue {
        .array(arguments.map(\.jsonValue))
    }

    static func decodeArray(_ json: JSONValue, path: String) throws(IRDecodingError) -> [Argument] {
        guard case .array(let elements) = json else {
            throw IRDecodingError(path: path, message: "expected an array of arguments, found \(json.kindDescription)")
        }
        var arguments: [Argument] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard case .object(let members) = element, let value = members["value"] else {
                throw IRDecodingError(path: elementPath, message: "expected an object with a \"value\"")
            }
            var label: String?
            if let labelJSON = members["label"] { label = try Value.string(labelJSON, path: elementPath + ".label") }
            if members.count != (label == nil ? 1 : 2) {
                throw IRDecodingError(path: elementPath, message: "an argument has only \"label\" and \"value\"")
            }
            arguments.append(Argument(label: label, try Value(json: value, path: elementPath + ".value")))
        }
        return arguments
    }
}

extension MemberChain {
    /// The chain as JSON: an array of `{"name": ..., "args": [...]}`, `args` absent when
    /// the member is not called.
    public var jsonValue: JSONValue {
        .array(
            segments.map { segment in
                var members: [String: JSONValue] = ["name": .string(segment.name)]
                if let arguments = segment.arguments { members["args"] = Argument.jsonArray(arguments) }
                return .object(members)
            })
    }

    init(json: JSONValue, path: String) throws(IRDecodingError) {
        guard case .array(let elements) = json, !elements.isEmpty else {
            throw IRDecodingError(path: path, message: "expected a non-empty array of members")
        }
        var segments: [Segment] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard case .object(let members) = element, let name = members["name"] else {
                throw IRDecodingError(path: elementPath, message: "expected an object with a \"name\"")
            }
            var arguments: [Argument]?
            if let argumentsJSON = members["args"] {
                arguments = try Argument.decodeArray(argumentsJSON, path: elementPath + ".args")
            }
            segments.append(Segment(try Value.string(name, path: elementPath + ".name"), arguments: arguments))
        }
        self.init(segments)
    }
}

extension AttrReference {
    init(json: JSONValue, path: String) throws(IRDecodingError) {
        guard case .object(let members) = json, let nameJSON = members["name"] else {
            throw IRDecodingError(path: path, message: "expected an object with a \"name\"")
        }
        let name = try Value.string(nameJSON, path: path + ".name")
        var type: AttrType?
        if let typeJSON = members["type"] {
            let typeName = try Value.string(typeJSON, path: path + ".type")
            guard let known = AttrType(rawValue: typeName) else {
                throw IRDecodingError(path: path + ".type", message: "unknown attr type \"\(typeName)\"")
            }
            type = known
        }
        var fallback: Value?
        if let fallbackJSON = members["fallback"] { fallback = try Value(json: fallbackJSON, path: path + ".fallback") }
        self.init(name: name, type: type, fallback: fallback)
    }
}

extension Node {
    /// The node and its subtree as JSON, with every key of docs/ir.md present.
    public var jsonValue: JSONValue {
        var sourceJSON: JSONValue = .null
        if let source {
            var members: [String: JSONValue] = [
                "file": .string(source.file), "line": .int(source.line), "column": .int(source.column),
            ]
            if let component = source.component { members["component"] = .string(component) }
            sourceJSON = .object(members)
        }
        return .object([
            "id": .string(id),
            "type": .string(type),
            "props": .object(props.mapValues(\.jsonValue)),
            "children": .array(children.map(\.jsonValue)),
            "slots": .object(slots.mapValues { .array($0.map(\.jsonValue)) }),
            "modifiers": .array(
                modifiers.map { .object(["name": .string($0.name), "args": Argument.jsonArray($0.arguments)]) }),
            "events": .object(events.mapValues { .string($0) }),
            "bindings": .object(bindings.mapValues { .string($0) }),
            "source": sourceJSON,
            "reads": .array(JSONBytes.sortedKeys(reads).map { .string($0) }),
        ])
    }

    /// Decodes a node and its subtree.
    public init(json: JSONValue, path: String = "") throws(IRDecodingError) {
        guard case .object(let members) = json else {
            throw IRDecodingError(path: path, message: "expected a node object, found \(json.kindDescription)")
        }
        func field(_ name: String) throws(IRDecodingError) -> JSONValue {
            guard let value = members[name] else {
                throw IRDecodingError(path: path, message: "a node needs the key \"\(name)\"")
            }
            return value
        }
        func at(_ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }
        let known: Set<String> = [
            "id", "type", "props", "children", "slots", "modifiers", "events", "bindings", "source", "reads",
        ]
        if let unknown = members.keys.first(where: { !known.contains($0) }) {
            throw IRDecodingError(path: path, message: "unknown node key \"\(unknown)\"")
        }
        let id = try Value.string(try field("id"), path: at("id"))
        let type = try Value.string(try field("type"), path: at("type"))

        guard case .object(let propsJSON) = try field("props") else {
            throw IRDecodingError(path: at("props"), message: "expected an object")
        }
        var props: [String: Value] = [:]
        for (key, value) in propsJSON { props[key] = try Value(json: value, path: at("props") + "." + key) }

        guard case .array(let childrenJSON) = try field("children") else {
            throw IRDecodingError(path: at("children"), message: "expected an array")
        }
        var children: [Node] = []
        children.reserveCapacity(childrenJSON.count)
        for (index, child) in childrenJSON.enumerated() {
            children.append(try Node(json: child, path: "\(at("children"))[\(index)]"))
        }

        guard case .object(let slotsJSON) = try field("slots") else {
            throw IRDecodingError(path: at("slots"), message: "expected an object")
        }
        var slots: [String: [Node]] = [:]
        for (name, slotJSON) in slotsJSON {
            guard case .array(let nodesJSON) = slotJSON else {
                throw IRDecodingError(path: at("slots") + "." + name, message: "expected an array of nodes")
            }
            var nodes: [Node] = []
            for (index, nodeJSON) in nodesJSON.enumerated() {
                nodes.append(try Node(json: nodeJSON, path: "\(at("slots")).\(name)[\(index)]"))
            }
            slots[name] = nodes
        }

        guard case .array(let modifiersJSON) = try field("modifiers") else {
            throw IRDecodingError(path: at("modifiers"), message: "expected an array")
        }
        var modifiers: [Modifier] = []
        for (index, modifierJSON) in modifiersJSON.enumerated() {
            let modifierPath = "\(at("modifiers"))[\(index)]"
            guard case .object(let modifierMembers) = modifierJSON, let name = modifierMembers["name"],
                let arguments = modifierMembers["args"], modifierMembers.count == 2
            else {
                throw IRDecodingError(path: modifierPath, message: "a modifier is {\"name\", \"args\"}")
            }
            modifiers.append(
                Modifier(
                    try Value.string(name, path: modifierPath + ".name"),
                    try Argument.decodeArray(arguments, path: modifierPath + ".args")))
        }

        let events = try Self.stringMap(try field("events"), path: at("events"))
        let bindings = try Self.stringMap(try field("bindings"), path: at("bindings"))

        var source: SourceLocation?
        let sourceJSON = try field("source")
        if case .object(let sourceMembers) = sourceJSON {
            guard let file = sourceMembers["file"]?.stringValue, let line = sourceMembers["line"]?.intValue,
                let column = sourceMembers["column"]?.intValue
            else {
                throw IRDecodingError(path: at("source"), message: "a source is {\"file\", \"line\", \"column\"}")
            }
            var component: String?
            if let componentJSON = sourceMembers["component"] {
                component = try Value.string(componentJSON, path: at("source") + ".component")
            }
            source = SourceLocation(file: file, line: line, column: column, component: component)
        } else if sourceJSON != .null {
            throw IRDecodingError(path: at("source"), message: "expected an object or null")
        }

        guard case .array(let readsJSON) = try field("reads") else {
            throw IRDecodingError(path: at("reads"), message: "expected an array of paths")
        }
        var reads: Set<String> = []
        for (index, read) in readsJSON.enumerated() {
            reads.insert(try Value.string(read, path: "\(at("reads"))[\(index)]"))
        }

        self.init(
            id: id, type: type, props: props, children: children, slots: slots, modifiers: modifiers,
            events: events, bindings: bindings, source: source, reads: reads)
    }

    private static func stringMap(_ json: JSONValue, path: String) throws(IRDecodingError) -> [String: String] {
        guard case .object(let members) = json else {
            throw IRDecodingError(path: path, message: "expected an object of strings")
        }
        var result: [String: String] = [:]
        for (key, value) in members { result[key] = try Value.string(value, path: path + "." + key) }
        return result
    }
}

extension Document {
    /// The document as JSON: `{irVersion, capabilities, root}`.
    public var jsonValue: JSONValue {
        .object([
            "irVersion": .int(irVersion),
            "capabilities": .array(capabilities.map { .string($0) }),
            "root": root.jsonValue,
        ])
    }

    /// Decodes a document.
    public init(json: JSONValue) throws(IRDecodingError) {
        guard case .object(let members) = json else {
            throw IRDecodingError(path: "", message: "expected a document object, found \(json.kindDescription)")
        }
        guard let version = members["irVersion"]?.intValue else {
            throw IRDecodingError(path: "irVersion", message: "expected an integer")
        }
        guard version <= Document.currentVersion else {
            throw IRDecodingError(
                path: "irVersion",
                message: "IR version \(version) is newer than this workbench reads (\(Document.currentVersion))")
        }
        guard case .array(let capabilitiesJSON) = members["capabilities"] ?? .null else {
            throw IRDecodingError(path: "capabilities", message: "expected an array of strings")
        }
        var capabilities: [String] = []
        for (index, capability) in capabilitiesJSON.enumerated() {
            capabilities.append(try Value.string(capability, path: "capabilities[\(index)]"))
        }
        guard let rootJSON = members["root"] else {
            throw IRDecodingError(path: "", message: "a document needs the key \"root\"")
        }
        self.init(root: try Node(json: rootJSON, path: "root"), irVersion: version, capabilities: capabilities)
    }

    /// Decodes a document from JSON text or bytes.
    public init(jsonBytes: [UInt8]) throws {
        try self.init(json: try JSONParser.parse(bytes: jsonBytes))
    }
}
