import ViewTree

/// What a document's key paths are read against (spec §8): at the root, the state's
/// top-level keys (the same state scripts use) and each `<data>` file's content under its
/// key, a data key hiding a state key of the same name.
public struct DataContext: Sendable {
    /// The state's top-level members; `nil` when the state is not known (`workbench
    /// check` runs nothing), so that paths into it are neither found nor missing.
    public var state: [String: JSONValue]?
    /// Each data key's content.
    public var data: [String: JSONValue]
    /// The data keys whose content is not known (their file was not read, or is not
    /// JSON): paths into them are neither found nor reported missing, so a broken file
    /// is one error rather than a warning at every binding.
    public var unknownKeys: Set<String>

    /// A context of a state (a JSON object; anything else counts as empty) and data.
    public init(state: JSONValue?, data: [String: JSONValue] = [:], unknownKeys: Set<String> = []) {
        self.state = state.map { $0.objectValue ?? [:] }
        self.data = data
        self.unknownKeys = unknownKeys
    }

    /// Whether a root key is a data key (read-only) rather than a state key.
    public func isDataKey(_ key: String) -> Bool {
        data[key] != nil || unknownKeys.contains(key)
    }

    /// The root as one object: the state's members and the data keys.
    var rootObject: JSONValue {
        .object((state ?? [:]).merging(data) { _, data in data })
    }

    /// The value at a place of the context (a path from the root), if there is one.
    public func value(at path: StatePath) -> JSONValue? {
        var lookup = Cursor(context: self, scope: .root)
        for component in path.components {
            switch component {
            case .key(let key): lookup.key(key)
            case .index(let index): lookup.index(index)
            }
        }
        return lookup.problem == nil ? lookup.value : nil
    }

    /// Reads a key path from a scope: the root, or a row of a prototype.
    func lookup(_ keyPath: DataKeyPath, from scope: DataScope) -> KeyPathLookup {
        var cursor = Cursor(context: self, scope: scope)
        for step in keyPath.steps { cursor.apply(step) }
        if cursor.atRoot {
            // `self` or `@root` alone: the whole root context.
            if state == nil { cursor.isKnown = false } else { cursor.value = rootObject }
        }
        return KeyPathLookup(
            value: cursor.problem == nil && cursor.isKnown ? cursor.value : nil, path: cursor.path, isExact: cursor.isExact,
            isKnown: cursor.isKnown, problem: cursor.problem)
    }
}

/// Where a key path starts: the document's root context, or a value inside it (a
/// prototype's row) with its place.
struct DataScope: Sendable {
    /// The value; `nil` for the root, which is made into an object only when asked for
    /// whole (`self` at the root).
    var value: JSONValue?
    /// The value's place: the path from the root; for a value an operator computed (a
    /// row of `@distinctUnionOfObjects`), the collection it was computed from.
    var path: [StatePath.Component]
    /// Whether `path` is exactly where the value is.
    var isExact: Bool

    /// The document's root context.
    static let root = DataScope(value: nil, path: [], isExact: true)

    /// Whether this is a prototype's row rather than the root.
    var isRow: Bool { value != nil }
}

/// What a key path found.
struct KeyPathLookup: Sendable {
    /// The value; `nil` when the path found nothing, or reached a part of the state that is
    /// not known.
    var value: JSONValue?
    /// The place read: where the value is when `isExact`, otherwise the collection an
    /// operator folded. A node's `reads` records it; a lookup that found nothing records
    /// the place it looked for.
    var path: [StatePath.Component]
    /// Whether `path` is exactly where the value is (what a two-way binding writes).
    var isExact: Bool
    /// False when the path went into the state and the state is not known.
    var isKnown: Bool
    /// Why nothing was found, or why the value is not what the path expects: where the
    /// lookup stopped.
    var problem: KeyPathProblem?

    /// The place read, as a path; `nil` for the root itself.
    var readPath: StatePath? {
        path.isEmpty ? nil : StatePath(path)
    }

    /// What a message names as the value found: its place from the root when it is one
    /// (`festivals[3].title` for `title` in a row), else the key path as written, since
    /// the collection an operator folded is not the value it computed.
    func describing(_ keyPath: DataKeyPath) -> String {
        guard isExact, let readPath else { return keyPath.description }
        return readPath.description
    }
}

/// Where and why a lookup stopped.
struct KeyPathProblem: Hashable, Sendable {
    /// Whether the value was absent (a missing key, an index out of range, an empty
    /// array) rather than of the wrong type.
    var isMissing: Bool
    /// Where it stopped and why: `festivals[3].details has no key "en"`.
    var reason: String
    /// Hints: the key meant, the keys there are.
    var notes: [String] = []
}

/// A lookup in progress: the value reached, its place, and the first problem met. After a
/// problem the path goes on growing, so that a missing `user.name` is recorded as the
/// read of `user.name`.
private struct Cursor {
    let context: DataContext
    var atRoot: Bool
    var value: JSONValue?
    var path: [StatePath.Component]
    var isExact: Bool
    var isKnown = true
    var problem: KeyPathProblem?

    init(context: DataContext, scope: DataScope) {
        self.context = context
        atRoot = scope.value == nil
        value = scope.value
        path = scope.path
        isExact = scope.isExact
    }

    /// Where the cursor is, for messages.
    private var place: String {
        if atRoot { return "the root" }
        return path.isEmpty ? "the value" : StatePath(path).description
    }

    private mutating func stop(missing: Bool, _ reason: String, notes: [String] = []) {
        if problem == nil { problem = KeyPathProblem(isMissing: missing, reason: reason, notes: notes) }
        value = nil
    }

    /// The value to step from, or nil after a problem or in unknown state.
    private var live: JSONValue? {
        guard problem == nil, isKnown else { return nil }
        return value
    }

    mutating func apply(_ step: DataKeyPath.Step) {
        switch step {
        case .key(let key): self.key(key)
        case .index(let index): self.index(index)
        case .this: break
        case .root:
            atRoot = true
            value = nil
            path = []
            isExact = true
        case .count:
            // A computed value, found or not: a two-way binding or a `set` through it is an
            // error even where the array is missing or the state is not known.
            isExact = false
            guard let elements = array(for: "@count") else { return }
            value = .int(elements.count)
        case .first, .last:
            guard let elements = array(for: step == .first ? "@first" : "@last") else {
                if isExact { path.append(.index(0)) }
                return
            }
            guard let element = step == .first ? elements.first : elements.last else {
                stop(missing: true, "\(place) is an empty array")
                if isExact { path.append(.index(0)) }
                return
            }
            if isExact { path.append(.index(step == .first ? 0 : elements.count - 1)) }
            value = element
        case .aggregate(let operation, let property):
            guard let elements = array(for: "@" + operation.rawValue) else {
                isExact = false
                return
            }
            value = fold(elements, operation, property)
            isExact = false
        }
    }

    mutating func key(_ key: String) {
        if atRoot {
            atRoot = false
            path = [.key(key)]
            if let data = context.data[key] {
                value = data
            } else if context.unknownKeys.contains(key) {
                isKnown = false
                value = nil
            } else if let state = context.state {
                value = state[key]
                if value == nil {
                    let known = Set(state.keys).union(context.data.keys)
                    var notes: [String] = []
                    if let suggestion = Spelling.suggestion(for: key, among: known) { notes.append("did you mean \(suggestion)?") }
                    stop(missing: true, "neither the state nor a <data> file has the key \"\(key)\"", notes: notes)
                }
            } else {
                isKnown = false
                value = nil
            }
            return
        }
        defer { if isExact { path.append(.key(key)) } }
        guard let current = live else { return }
        guard case .object(let members) = current else {
            stop(missing: false, "\(place) is \(current.kindDescription), not an object with the key \"\(key)\"")
            return
        }
        if let member = members[key] {
            value = member
            return
        }
        var notes: [String] = []
        if let suggestion = Spelling.suggestion(for: key, among: members.keys) {
            notes.append("did you mean \(suggestion)?")
        } else if !members.isEmpty, members.count <= 12 {
            notes.append("its keys are " + JSONBytes.sortedKeys(members.keys).joined(separator: ", "))
        }
        stop(missing: true, "\(place) has no key \"\(key)\"", notes: notes)
    }

    mutating func index(_ index: Int) {
        defer { if isExact { path.append(.index(index)) } }
        if atRoot {
            atRoot = false
            stop(missing: false, "the root is an object, not an array to index")
            return
        }
        guard let current = live else { return }
        guard case .array(let elements) = current else {
            stop(missing: false, "\(place) is \(current.kindDescription), not an array to index with [\(index)]")
            return
        }
        guard index < elements.count else {
            stop(missing: true, "index \(index) is out of range: \(place) has \(elements.count) element\(elements.count == 1 ? "" : "s")")
            return
        }
        value = elements[index]
    }

    /// The current value as an array, for an operator; nil (with the problem) otherwise.
    private mutating func array(for operation: String) -> [JSONValue]? {
        if atRoot {
            atRoot = false
            stop(missing: false, "\(operation) needs an array, and the root is an object")
            return nil
        }
        guard let current = live else { return nil }
        guard case .array(let elements) = current else {
            stop(missing: false, "\(operation) needs an array, but \(place) is \(current.kindDescription)")
            return nil
        }
        return elements
    }

    /// An aggregate over the elements' values at `property`; values that are absent or
    /// null are left out, as Cocoa leaves out nil.
    private mutating func fold(_ elements: [JSONValue], _ operation: DataKeyPath.CollectionOperator, _ property: DataKeyPath) -> JSONValue {
        var values: [JSONValue] = []
        for (position, element) in elements.enumerated() {
            let scope = DataScope(value: element, path: isExact ? path + [.index(position)] : path, isExact: isExact)
            if let found = context.lookup(property, from: scope).value, found != .null { values.append(found) }
        }
        let name = "@" + operation.rawValue
        switch operation {
        case .distinctUnionOfObjects:
            var seen: Set<JSONValue> = []
            return .array(values.filter { seen.insert($0).inserted })
        case .sum, .avg:
            var integerSum = 0
            var doubleSum = 0.0
            var allIntegers = true
            var count = 0
            for value in values {
                switch value {
                case .int(let number):
                    let (sum, overflow) = integerSum.addingReportingOverflow(number)
                    if overflow { allIntegers = false } else { integerSum = sum }
                    doubleSum += Double(number)
                case .double(let number):
                    allIntegers = false
                    doubleSum += number
                default:
                    stop(missing: false, "\(name).\(property) adds numbers, and \(place) has \(value.kindDescription) among them")
                    return .null
                }
                count += 1
            }
            if operation == .avg { return count == 0 ? .null : .double(doubleSum / Double(count)) }
            return allIntegers ? .int(integerSum) : .double(doubleSum)
        case .min, .max:
            var best: JSONValue?
            for value in values {
                guard let candidate = best else {
                    best = value
                    continue
                }
                guard let ascending = Cursor.ascending(candidate, value) else {
                    stop(missing: false, "\(name).\(property) compares numbers or strings, and \(place) has \(candidate.kindDescription) and \(value.kindDescription)")
                    return .null
                }
                if ascending == (operation == .max) { best = value }
            }
            return best ?? .null
        }
    }

    /// Whether `lhs < rhs` for two numbers or two strings; nil for anything else.
    private static func ascending(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool? {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): return left < right
        default:
            guard let left = lhs.number, let right = rhs.number else { return nil }
            return left < right
        }
    }
}

extension JSONValue {
    /// A number's value as a double; nil for anything but a number.
    fileprivate var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}
