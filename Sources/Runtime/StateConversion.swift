import SwiftLite
import ViewTree

/// The state's containers as read from JSON, by identity: what a run did not change
/// converts back to the very JSON it came from, in constant time.
///
/// A run that toggles one todo of three hundred then converts one todo and one array,
/// not the whole state; and the state it ends with shares its unchanged parts with the
/// state it began with, which lets the store recognise them without comparing them.
///
/// Identity implies unchanged content because the origins hold a reference to every
/// container they map: a script's write to a shared container copies it first (its
/// storage is not uniquely referenced), so a container still at its address was never
/// written, and its address cannot be reused while it is held.
final class StateOrigins {
    private struct Origin {
        /// The container, held so that it stays shared and allocated.
        let value: SwiftLite.Value
        /// The JSON it was made from.
        let json: JSONValue
        /// How many levels it nests (1 for an object of scalars).
        let height: Int
    }

    private var origins: [UnsafeRawPointer: Origin] = [:]
    private let isRemembering: Bool

    /// Origins to be filled by `valueAndHeight(from:)`; when not `remembering`, it only converts.
    init(remembering: Bool) {
        isRemembering = remembering
    }

    /// JSON as a script value (object keys in sorted order), with how many levels it nests
    /// (0 for a scalar); when remembering, the origin of every non-empty container made
    /// is kept.
    func valueAndHeight(from json: JSONValue) -> (value: SwiftLite.Value, height: Int) {
        switch json {
        case .null: return (.null, 0)
        case .bool(let flag): return (.bool(flag), 0)
        case .int(let number): return (.int(number), 0)
        case .double(let number): return (.double(number), 0)
        case .string(let text): return (.string(text), 0)
        case .array(let elements):
            var height = 0
            let values = elements.map { element in
                let converted = valueAndHeight(from: element)
                height = max(height, converted.height)
                return converted.value
            }
            return remember(.array(values), json: json, height: height + 1)
        case .object(let members):
            var height = 0
            let entries = JSONBytes.sortedKeys(members.keys).map { key in
                let converted = valueAndHeight(from: members[key]!)
                height = max(height, converted.height)
                return (key, converted.value)
            }
            return remember(.dictionary(entries), json: json, height: height + 1)
        }
    }

    private func remember(_ value: SwiftLite.Value, json: JSONValue, height: Int) -> (value: SwiftLite.Value, height: Int) {
        if isRemembering, let identity = Self.identity(of: value) {
            origins[identity] = Origin(value: value, json: json, height: height)
        }
        return (value, height)
    }

    /// The JSON `value` was made from and how deep it nests, when it is a container made
    /// by `valueAndHeight(from:)` and never written since.
    func origin(of value: SwiftLite.Value) -> (json: JSONValue, height: Int)? {
        guard !origins.isEmpty, let identity = Self.identity(of: value), let origin = origins[identity] else { return nil }
        return (origin.json, origin.height)
    }

    /// The address of a non-empty container's storage (empty ones may share a static one).
    private static func identity(of value: SwiftLite.Value) -> UnsafeRawPointer? {
        switch value {
        case .array(let elements):
            guard !elements.isEmpty else { return nil }
            return elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        case .dictionary(let storage):
            guard storage.count > 0 else { return nil }
            return UnsafeRawPointer(Unmanaged.passUnretained(storage).toOpaque())
        default:
            return nil
        }
    }
}

/// One conversion of a script value to JSON. The path of the value being converted is
/// kept as steps and spelled out only for an error message: building it for every
/// element was most of the cost of converting a large state.
struct StateJSONConversion {
    enum Step {
        case key(String)
        case index(Int)
    }

    /// The path the conversion starts at.
    let base: String
    let origins: StateOrigins?
    var steps: [Step] = []
    /// Values converted so far, against `StateStore.maximumValues`.
    private var converted = 0

    init(base: String, origins: StateOrigins?) {
        self.base = base
        self.origins = origins
    }

    /// The path of the value being converted, as a state path.
    var path: String {
        var text = base
        for step in steps {
            switch step {
            case .key(let key): text = text.isEmpty ? key : "\(text).\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    mutating func convert(_ value: SwiftLite.Value, depth: Int) throws(StateError) -> JSONValue {
        converted += 1
        if converted > StateStore.maximumValues {
            let shown = base.isEmpty ? "the state" : "the value at \"\(base.utf8.count > 80 ? String(base.prefix(60)) + "…" : base)\""
            throw StateError(
                "state is kept as JSON and holds at most \(StateStore.maximumValues) values; \(shown) holds more (is the same array nested in it over and over?)")
        }
        switch value {
        case .array, .dictionary:
            if depth > StateStore.maximumDepth {
                let path = self.path
                let shown = path.utf8.count > 80 ? String(path.prefix(60)) + "…" : path
                throw StateError("state is kept as JSON and nests at most \(StateStore.maximumDepth) levels deep; the value at \"\(shown)\" goes deeper")
            }
            if let origin = origins?.origin(of: value), depth + origin.height - 1 <= StateStore.maximumDepth { return origin.json }
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
            for (index, element) in elements.enumerated() {
                steps.append(.index(index))
                converted.append(try convert(element, depth: depth + 1))
                steps.removeLast()
            }
            return .array(converted)
        case .slice:
            // A slice (`items[1...]`) is kept as the array of its elements: JSON keeps no indices.
            return try convert(.array(value.arrayOrSliceElements!), depth: depth)
        case .dictionary:
            var members: [String: JSONValue] = [:]
            for (key, member) in value.dictionaryEntries! {
                steps.append(.key(key))
                let converted = try convert(member, depth: depth + 1)
                steps.removeLast()
                // JSON keys are strings: 1 and "1" would be one key, and one value lost.
                guard members.updateValue(converted, forKey: key) == nil else {
                    throw StateError(
                        "JSON object keys are strings, and the dictionary at \"\(path)\" has two keys written \"\(key)\" (such as 1 and \"1\"): one of them would be lost")
                }
            }
            return .object(members)
        default:
            throw StateError(
                "state holds JSON-like values (objects, arrays, strings, numbers, booleans); a value of type '\(value.typeName)' at \"\(path)\" cannot be stored"
            )
        }
    }
}
