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
    /// How many writes the store has had: what was read at one version is still what the
    /// store holds while the version stays.
    public private(set) var version = 0
    /// Where the containers read from JSON came from, so that the unchanged ones convert
    /// back without being walked.
    private let origins: StateOrigins?

    /// An empty state.
    public init() {
        root = .dictionary([])
        origins = nil
    }

    /// A state read from JSON (the root must be an object).
    public init(json: JSONValue) throws(StateError) {
        guard case .object = json else { throw StateError("the state must be a JSON object, found \(json.kindDescription)") }
        let origins = StateOrigins(remembering: true)
        let (root, height) = origins.valueAndHeight(from: json)
        // Refused now rather than when the run ends, where it could not be saved.
        if height > StateStore.maximumDepth {
            throw StateError("state is kept as JSON and nests at most \(StateStore.maximumDepth) levels deep; the state given nests \(height)")
        }
        self.root = root
        self.origins = origins
    }

    /// The whole state as JSON.
    public var json: JSONValue {
        // The store only ever holds JSON-like values (set checks them).
        var conversion = StateJSONConversion(base: "", origins: origins)
        return (try? conversion.convert(root, depth: 1)) ?? .object([:])
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

    /// Whether `path` names a value the state holds, nil included (`get` answers nil for a
    /// path that names nothing too).
    public func contains(_ path: StatePath) -> Bool {
        var current = root
        for component in path.components {
            switch component {
            case .key(let key):
                // A member holding nil is there: only a missing key answers nil.
                guard let next = current.dictionaryValue(forKey: key) else { return false }
                current = next
            case .index(let index):
                guard let elements = current.arrayElements, index >= 0, index < elements.count else { return false }
                current = elements[index]
            }
        }
        return true
    }

    /// Makes the store's version come after `other`'s, as when the store takes over from
    /// `other` within a run (the render of an earlier state, see `LastShownState`): what a
    /// cell read from `other` at some version is then not taken for this store's value.
    public mutating func advanceVersion(past other: StateStore) {
        version = max(version, other.version) + 1
    }

    /// Stores `value` at `path`, creating missing objects on the way. An array index may
    /// be one past the end (appending). Setting nil removes an object member, unless
    /// `keepingNil`: then the member holds nil (a SwiftUI view's optional `@State` set to
    /// nil is nil, not absent, or it would start again from its initial value).
    public mutating func set(_ path: StatePath, to value: SwiftLite.Value, keepingNil: Bool = false) throws(StateError) {
        try StateStore.checkJSONLike(value, at: path.description)
        try StateStore.set(value, at: path.components[...], in: &root, path: path, depth: 0, keepingNil: keepingNil)
        hasChanged = true
        version += 1
    }

    private static func set(
        _ value: SwiftLite.Value, at components: ArraySlice<StatePath.Component>, in container: inout SwiftLite.Value, path: StatePath, depth: Int,
        keepingNil: Bool
    ) throws(StateError) {
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
                container.setDictionaryValue(value.isNull && !keepingNil ? nil : value, forKey: key)
                return
            }
            var child = container.takeDictionaryValue(forKey: key) ?? .null
            defer { container.setDictionaryValue(child.isNull ? nil : child, forKey: key) }
            try set(value, at: rest, in: &child, path: path, depth: depth + 1, keepingNil: keepingNil)
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
            try set(value, at: rest, in: &child, path: path, depth: depth + 1, keepingNil: keepingNil)
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

    /// The most values one state write may hold, containers included. A script can build
    /// a value whose containers are shared over and over (`for _ in 0..<60 { a = [a, a] }`),
    /// which as JSON unfolds to 2^60 values: converting it would never end.
    public static let maximumValues = 4_000_000

    /// A script value as JSON; only JSON-like values convert, and only as deep as
    /// `maximumDepth` allows below `path` (a deeper value is refused before its paths are
    /// spelled out, which for a chain a million levels deep would take terabytes).
    public static func jsonValue(of value: SwiftLite.Value, at path: String) throws(StateError) -> JSONValue {
        let pathLevels = path.isEmpty ? 0 : 1 + path.utf8.reduce(0) { $1 == UInt8(ascii: ".") || $1 == UInt8(ascii: "[") ? $0 + 1 : $0 }
        // The path's own steps nest too: each is an object or array holding the next.
        if pathLevels > maximumDepth {
            throw StateError("state is kept as JSON and nests at most \(maximumDepth) levels deep; the path has \(pathLevels) steps")
        }
        var conversion = StateJSONConversion(base: path, origins: nil)
        return try conversion.convert(value, depth: 1 + pathLevels)
    }

    /// JSON as a script value; object keys in sorted order, so the result does not depend
    /// on how the JSON was written.
    public static func value(from json: JSONValue) -> SwiftLite.Value {
        StateOrigins(remembering: false).valueAndHeight(from: json).value
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
