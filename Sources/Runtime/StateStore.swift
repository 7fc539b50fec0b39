import SwiftLite
import ViewTree

/// The app's state: one tree of JSON-like values (objects, arrays, strings, numbers,
/// booleans), kept across runs and hot reloads.
///
/// It is held as script values, so `state.get("todos")` hands the script the stored array
/// without copying it (copy-on-write shares it until one side writes), and converted to
/// JSON only when a run ends. Objects read back from JSON have their keys sorted.
public struct StateStore {
    /// The root object.
    public private(set) var root: SwiftLite.Value
    /// Whether anything was set since the store was made: a run that set nothing ends
    /// with the state it began with, which needs no converting back to JSON.
    public private(set) var hasChanged = false

    /// An empty state.
    public init() {
        root = .dictionary([])
    }

    /// A state read from JSON (the root must be an object).
    public init(json: JSONValue) throws(StateError) {
        guard case .object = json else { throw StateError("the state must be a JSON object, found \(json.kindDescription)") }
        root = StateStore.value(from: json)
    }

    /// The whole state as JSON.
    public var json: JSONValue {
        // The store only ever holds JSON-like values (set checks them).
        (try? StateStore.jsonValue(of: root, at: "")) ?? .object([:])
    }

    /// The value at `path`, or nil when any step is absent.
    public func get(_ path: StatePath) -> SwiftLite.Value {
        var current = root
        for component in path.components {
            switch component {
            case .key(let key):
                guard let next = current.dictionaryValue(forKey: key) else { return .null }
                current = next
            case .index(let index):
                guard let elements = current.arrayElements, index >= 0, index < elements.count else { return .null }
                current = elements[index]
            }
        }
        return current
    }

    /// Stores `value` at `path`, creating missing objects on the way. An array index may
    /// be one past the end (appending). Setting nil removes an object member.
    public mutating func set(_ path: StatePath, to value: SwiftLite.Value) throws(StateError) {
        try StateStore.checkJSONLike(value, at: path.description)
        try StateStore.set(value, at: path.components[...], in: &root, path: path, depth: 0)
        hasChanged = true
    }

    private static func set(_ value: SwiftLite.Value, at components: ArraySlice<StatePath.Component>, in container: inout SwiftLite.Value, path: StatePath, depth: Int) throws(StateError) {
        let component = components.first!
        let rest = components.dropFirst()
        let containerName = depth == 0 ? "the state" : "\"\(StatePath(Array(path.components.prefix(depth))))\""
        switch component {
        case .key(let key):
            if case .null = container { container = .dictionary([]) }
            guard container.dictionaryEntries != nil else {
                throw StateError("cannot set \"\(path)\": \(containerName) holds \(describe(container)), not an object")
            }
            if rest.isEmpty {
                container.setDictionaryValue(value.isNull ? nil : value, forKey: key)
                return
            }
            var child = container.takeDictionaryValue(forKey: key) ?? .null
            defer { container.setDictionaryValue(child.isNull ? nil : child, forKey: key) }
            try set(value, at: rest, in: &child, path: path, depth: depth + 1)
        case .index(let index):
            guard let count = container.arrayElements?.count else {
                throw StateError("cannot set \"\(path)\": \(containerName) holds \(describe(container)), not an array")
            }
            guard index >= 0 && index <= count else {
                throw StateError("cannot set \"\(path)\": index \(index) is out of range for an array of \(count) element\(count == 1 ? "" : "s")")
            }
            if rest.isEmpty {
                container.setArrayElement(value, at: index)
                return
            }
            var child = index < count ? container.takeArrayElement(at: index)! : .null
            defer { container.setArrayElement(child, at: index) }
            try set(value, at: rest, in: &child, path: path, depth: depth + 1)
        }
    }

    private static func describe(_ value: SwiftLite.Value) -> String {
        switch value {
        case .null: return "nothing"
        case .string: return "a string"
        case .int, .double: return "a number"
        case .bool: return "a boolean"
        case .array: return "an array"
        default: return "an object"
        }
    }

    // MARK: - JSON

    /// Fails unless the value is JSON-like.
    static func checkJSONLike(_ value: SwiftLite.Value, at path: String) throws(StateError) {
        _ = try jsonValue(of: value, at: path)
    }

    /// How deep state may nest, the root object included: what `JSONParser` reads back,
    /// less room for the envelopes state travels in (protocol replies, snapshots).
    public static let maximumDepth = JSONParser.maximumDepth - 12

    /// A script value as JSON; only JSON-like values convert, and only as deep as
    /// `maximumDepth` allows below `path` (a deeper value is refused before its paths are
    /// spelled out, which for a chain a million levels deep would take terabytes).
    public static func jsonValue(of value: SwiftLite.Value, at path: String) throws(StateError) -> JSONValue {
        let pathLevels = path.isEmpty ? 0 : 1 + path.utf8.reduce(0) { $1 == UInt8(ascii: ".") || $1 == UInt8(ascii: "[") ? $0 + 1 : $0 }
        return try jsonValue(of: value, at: path, depth: 1 + pathLevels)
    }

    private static func jsonValue(of value: SwiftLite.Value, at path: String, depth: Int) throws(StateError) -> JSONValue {
        switch value {
        case .array, .dictionary:
            if depth > maximumDepth {
                let shown = path.utf8.count > 80 ? String(path.prefix(60)) + "…" : path
                throw StateError("state is kept as JSON and nests at most \(maximumDepth) levels deep; the value at \"\(shown)\" goes deeper")
            }
        default:
            break
        }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number):
            guard number.isFinite else { throw StateError("state holds JSON values; \(number) at \"\(path)\" is not a finite number") }
            return .double(number)
        case .string(let text): return .string(text)
        case .array(let elements):
            var converted: [JSONValue] = []
            converted.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() { converted.append(try jsonValue(of: element, at: "\(path)[\(index)]", depth: depth + 1)) }
            return .array(converted)
        case .dictionary:
            var members: [String: JSONValue] = [:]
            for (key, member) in value.dictionaryEntries! {
                members[key] = try jsonValue(of: member, at: path.isEmpty ? key : "\(path).\(key)", depth: depth + 1)
            }
            return .object(members)
        default:
            throw StateError("state holds JSON-like values (objects, arrays, strings, numbers, booleans); a value of type '\(value.typeName)' at \"\(path)\" cannot be stored")
        }
    }

    /// JSON as a script value; object keys in sorted order, so the result does not depend
    /// on how the JSON was written.
    public static func value(from json: JSONValue) -> SwiftLite.Value {
        switch json {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(value(from:)))
        case .object(let members):
            return .dictionary(JSONBytes.sortedKeys(members.keys).map { ($0, value(from: members[$0]!)) })
        }
    }
}

/// A state operation that cannot be done: a malformed path, a value that is not
/// JSON-like, a step through something that is not an object or array.
public struct StateError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
