// Equality that implies equal canonical bytes. The synthesized `==` compares doubles by
// value, so `0.0 == -0.0` although the two encode differently ("0.0", "-0.0"), and strings
// by canonical equivalence, so "caf\u{E9}" == "cafe\u{301}" though their UTF-8 differs: a
// cache that trusted `==` would file one under the other's hash. These compare doubles by
// bit pattern and string values by their bytes.

/// Whether two strings are the same UTF-8 bytes.
public func sameBytes(_ left: String, _ right: String) -> Bool {
    // The same representation (one storage, or the same short string held inline) is the
    // same bytes: the usual case, decided without reading either string's storage.
    // (Read as two words: `withUnsafeBytes(of:)` copied, so retained, both strings.)
    if unsafeBitCast(left, to: (UInt64, UInt64).self) == unsafeBitCast(right, to: (UInt64, UInt64).self) { return true }
    guard left.utf8.count == right.utf8.count else { return false }
    var (left, right) = (left, right)
    return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
}

extension JSONValue {
    /// True when the two values have the same canonical bytes.
    public func isExactlyEqual(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.double(let left), .double(let right)):
            return left.bitPattern == right.bitPattern
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            if sharesStorage(left, right) { return true }
            for index in left.indices where !left[index].isExactlyEqual(to: right[index]) { return false }
            return true
        case (.object(let left), .object(let right)):
            if sharesStorage(left, right) { return true }
            return sameEntries(left, right) { $0.isExactlyEqual(to: $1) }
        case (.string(let left), .string(let right)):
            return sameBytes(left, right)
        default:
            return self == other
        }
    }
}

/// Whether two arrays are one and the same storage, so equal without looking: a run's
/// state before is usually the very value the previous run left.
@inlinable
public func sharesStorage<Element>(_ left: [Element], _ right: [Element]) -> Bool {
    left.withUnsafeBufferPointer { leftBuffer in
        right.withUnsafeBufferPointer { rightBuffer in
            leftBuffer.baseAddress != nil && leftBuffer.baseAddress == rightBuffer.baseAddress
                && leftBuffer.count == rightBuffer.count
        }
    }
}

/// Whether two dictionaries are one and the same storage. A dictionary is a single
/// reference to its storage: equal representations are the same storage, so the same
/// entries. (Compared as bytes rather than cast, so that a different layout could only
/// make this answer false, never crash.)
@inlinable
public func sharesStorage<Key, Value>(_ left: [Key: Value], _ right: [Key: Value]) -> Bool {
    withUnsafeBytes(of: left) { leftBytes in
        withUnsafeBytes(of: right) { rightBytes in
            leftBytes.count == MemoryLayout<UnsafeRawPointer>.size && leftBytes.elementsEqual(rightBytes)
        }
    }
}

// Most nodes have at most one prop, read, event and binding. For those, comparing the
// single entries directly saves hashing their keys, which is most of the cost of
// comparing an unchanged node.

/// Whether two dictionaries hold the same keys with exactly equal values.
@inlinable
public func sameEntries<Value>(
    _ left: [String: Value], _ right: [String: Value], _ equal: (Value, Value) -> Bool
) -> Bool {
    guard left.count == right.count else { return false }
    switch left.count {
    case 0:
        return true
    case 1:
        let (leftEntry, rightEntry) = (left.first!, right.first!)
        return leftEntry.key == rightEntry.key && equal(leftEntry.value, rightEntry.value)
    default:
        for (key, value) in left {
            guard let match = right[key], equal(value, match) else { return false }
        }
        return true
    }
}

/// Whether two sets of strings are equal.
public func sameElements(_ left: Set<String>, _ right: Set<String>) -> Bool {
    guard left.count == right.count else { return false }
    switch left.count {
    case 0: return true
    case 1: return left.first! == right.first!
    default: return left == right
    }
}

extension Value {
    /// True when the two values have the same canonical bytes.
    public func isExactlyEqual(to other: Value) -> Bool {
        switch (self, other) {
        case (.double(let left), .double(let right)):
            return left.bitPattern == right.bitPattern
        case (.angle(let left), .angle(let right)):
            return left.bitPattern == right.bitPattern
        case (.string(let left), .string(let right)), (.cssColor(let left), .cssColor(let right)),
            (.slot(let left), .slot(let right)), (.stateRef(let left), .stateRef(let right)),
            (.bindingRef(let left), .bindingRef(let right)):
            return sameBytes(left, right)
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            for index in left.indices where !left[index].isExactlyEqual(to: right[index]) { return false }
            return true
        case (.dictionary(let left), .dictionary(let right)):
            return Self.exactlyEqual(left, right)
        case (.tuple(let left), .tuple(let right)):
            return Argument.exactlyEqual(left, right)
        case (.member(let left), .member(let right)), (.named(let left), .named(let right)):
            return left.isExactlyEqual(to: right)
        case (.attr(let left), .attr(let right)):
            guard left.name == right.name, left.type == right.type else { return false }
            switch (left.fallback, right.fallback) {
            case (nil, nil): return true
            case (let leftFallback?, let rightFallback?): return leftFallback.isExactlyEqual(to: rightFallback)
            default: return false
            }
        default:
            return self == other
        }
    }

    public static func exactlyEqual(_ left: [String: Value], _ right: [String: Value]) -> Bool {
        sameEntries(left, right) { $0.isExactlyEqual(to: $1) }
    }
}

extension Argument {
    public static func exactlyEqual(_ left: [Argument], _ right: [Argument]) -> Bool {
        guard left.count == right.count else { return false }
        for index in left.indices {
            guard left[index].label == right[index].label, left[index].value.isExactlyEqual(to: right[index].value)
            else { return false }
        }
        return true
    }
}

extension MemberChain {
    public func isExactlyEqual(to other: MemberChain) -> Bool {
        guard segments.count == other.segments.count else { return false }
        for (left, right) in zip(segments, other.segments) {
            guard left.name == right.name else { return false }
            switch (left.arguments, right.arguments) {
            case (nil, nil): continue
            case (let leftArguments?, let rightArguments?):
                guard Argument.exactlyEqual(leftArguments, rightArguments) else { return false }
            default: return false
            }
        }
        return true
    }
}

extension Node {
    /// Every stored property of `Node`, by name: what `hasSameOwnContent` compares and
    /// `shareStorage` reads. A test holds the names to `Node`'s own, so that a field added
    /// to the IR cannot be forgotten by either.
    static var storedFields: [(name: String, offset: Int, size: Int)] {
        func field<Field>(_ name: String, _ path: KeyPath<Node, Field>) -> (name: String, offset: Int, size: Int) {
            (name, MemoryLayout<Node>.offset(of: path)!, MemoryLayout<Field>.size)
        }
        return [
            field("id", \.id), field("type", \.type), field("props", \.props), field("children", \.children),
            field("slots", \.slots), field("modifiers", \.modifiers), field("events", \.events),
            field("bindings", \.bindings), field("source", \.source), field("reads", \.reads),
        ]
    }

    /// The names of `Node`'s stored properties, in declaration order.
    public static var ownContentFields: [String] { storedFields.map(\.name) }

    /// True when the two nodes are stored as the same bytes once their children and slot
    /// nodes are replaced by the same references: every field but the child nodes
    /// themselves and the source location (stored apart), and the same number of children
    /// and of nodes in each slot.
    public func hasSameOwnContent(as other: Node) -> Bool {
        withUnsafePointer(to: self) { left in withUnsafePointer(to: other) { Node.haveSameOwnContent(left, $0) } }
    }

    /// `hasSameOwnContent` with both nodes read in place, field by field, rather than
    /// copied whole (see `SnapshotEncoder.encodeNode`).
    public static func haveSameOwnContent(_ left: UnsafePointer<Node>, _ right: UnsafePointer<Node>) -> Bool {
        // Counts first, and the dictionaries and sets only when not both empty (most nodes
        // have no events, bindings or reads): a count is read in place, while passing a
        // collection to a comparison retains and releases it.
        guard sameBytes(left.pointee.id, right.pointee.id), sameBytes(left.pointee.type, right.pointee.type),
            left.pointee.children.count == right.pointee.children.count,
            left.pointee.slots.count == right.pointee.slots.count,
            left.pointee.modifiers.count == right.pointee.modifiers.count,
            left.pointee.events.count == right.pointee.events.count,
            left.pointee.bindings.count == right.pointee.bindings.count,
            left.pointee.reads.count == right.pointee.reads.count,
            left.pointee.props.count == right.pointee.props.count
        else { return false }
        if !left.pointee.events.isEmpty, !sameEntries(left.pointee.events, right.pointee.events, ==) { return false }
        if !left.pointee.bindings.isEmpty, !sameEntries(left.pointee.bindings, right.pointee.bindings, ==) { return false }
        if !left.pointee.reads.isEmpty, !sameElements(left.pointee.reads, right.pointee.reads) { return false }
        if !left.pointee.props.isEmpty, !Value.exactlyEqual(left.pointee.props, right.pointee.props) { return false }
        for index in 0..<left.pointee.modifiers.count {
            guard left.pointee.modifiers[index].name == right.pointee.modifiers[index].name,
                Argument.exactlyEqual(left.pointee.modifiers[index].arguments, right.pointee.modifiers[index].arguments)
            else { return false }
        }
        for (name, nodes) in left.pointee.slots {
            guard let match = right.pointee.slots[name], match.count == nodes.count else { return false }
        }
        return true
    }
}

extension Node {
    /// Whether the two nodes are one value: every field holds the very same storage (or the
    /// same bytes inline), so that they, and their subtrees, are equal without reading them.
    ///
    /// A runtime that hands back last run's node for a subtree that came out the same
    /// (see `Runtime.Identity`) makes such nodes; whoever keeps the last tree (the store's
    /// encoder) then skips the whole subtree in one comparison. Never true for nodes that
    /// differ; may be false for equal nodes built apart.
    public static func shareStorage(_ left: UnsafePointer<Node>, _ right: UnsafePointer<Node>) -> Bool {
        let (leftBytes, rightBytes) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
        for range in fieldWords {
            var offset = range.lowerBound
            while offset < range.upperBound {
                if leftBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != rightBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return false
                }
                offset += 8
            }
        }
        for range in fieldBytes {
            for offset in range where leftBytes.load(fromByteOffset: offset, as: UInt8.self) != rightBytes.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
        }
        return true
    }

    /// The byte ranges of `Node`'s fields (padding left out: it is not part of the value,
    /// and a copy need not preserve it), adjacent ones merged.
    private static let fieldRanges: [Range<Int>] = {
        let ranges = storedFields.map { $0.offset..<($0.offset + $0.size) }.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, last.upperBound == range.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<range.upperBound
            } else {
                merged.append(range)
            }
        }
        return merged
    }()

    /// `fieldRanges` cut into whole 8-byte words, compared a word at a time...
    private static let fieldWords: [Range<Int>] = fieldRanges.map { $0.lowerBound..<($0.lowerBound + $0.count / 8 * 8) }
    /// ...and the bytes left over at their ends (an optional's tag), compared one by one.
    private static let fieldBytes: [Range<Int>] = fieldRanges.compactMap {
        $0.count % 8 == 0 ? nil : ($0.lowerBound + $0.count / 8 * 8)..<$0.upperBound
    }
}
