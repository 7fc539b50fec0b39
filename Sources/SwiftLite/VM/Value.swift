/// A script value.
///
/// The layout is chosen for the interpreter's speed: booleans, integers and doubles are
/// stored inline and copy without reference counting; strings are Swift strings (short
/// ones need no allocation at all); arrays are Swift arrays, so `var b = a` shares
/// storage until one of them is written (copy-on-write gives Swift's value semantics for
/// free, as long as the interpreter mutates containers in place when they are uniquely
/// referenced). Dictionaries keep their insertion order, so that every run of the same
/// program prints and renders the same way.
public enum Value {
    /// `nil`.
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    /// An `ArraySlice` (`a[2...]`), which keeps the array's indices.
    case slice(SliceStorage)
    case dictionary(DictionaryStorage)
    case tuple(TupleStorage)
    case range(RangeStorage)
    /// A script function or closure.
    case closure(Closure)
    /// A function implemented by the host or the standard library.
    case native(NativeFunction)
    /// An implicit member expression or a call on one, kept symbolically: `.red`,
    /// `.system(size: 17)`, `Color.black.opacity(0.2)`.
    case symbol(SymbolicValue)
    /// An object the host provides: `state`, `actions`, a view node.
    case host(HostObject)
    /// A value of a struct, class or enum the script declares.
    case instance(Instance)
    /// A `Set`.
    case set(SetStorage)
    /// A variable captured by a closure, as its register holds it. Never passed to host
    /// code: the interpreter reads through it.
    case capture(Box)
}

/// A closure or top-level function: its compiled code and the variables it captured.
public final class Closure {
    let prototype: FunctionPrototype
    /// The prototype's `executable`, read by calls without touching the prototype.
    let code: UnsafeMutablePointer<FunctionCode>
    /// What it captured, in the order of the prototype's `captureSources`: `.capture(box)`
    /// for a variable, the value itself for a constant. Fixed memory, so that a running
    /// frame reads it through a plain pointer.
    let captures: UnsafeMutablePointer<Value>
    let captureCount: Int

    init(prototype: FunctionPrototype, captures: [Value]) {
        self.prototype = prototype
        self.code = prototype.executable
        self.captures = .allocate(capacity: max(1, captures.count))
        self.captures.initialize(from: captures, count: captures.count)
        self.captureCount = captures.count
    }

    deinit {
        captures.deinitialize(count: captureCount)
        captures.deallocate()
    }

    /// The function's name as shown in stack traces.
    public var name: String { prototype.name }
}

/// A variable captured by a closure: both the enclosing function and the closure read
/// and write it through this box, which gives Swift's capture-by-reference semantics.
public final class Box {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A tuple: its elements and their labels (nil for unlabeled).
public final class TupleStorage {
    /// The elements.
    public let elements: [Value]
    /// The labels, one per element.
    public let labels: [String?]

    /// Creates a tuple.
    public init(elements: [Value], labels: [String?]) {
        self.elements = elements
        self.labels = labels
    }

    func index(ofLabel label: String) -> Int? {
        if let index = labels.firstIndex(of: label) { return index }
        // A key path's `\.0` reaches an element by its position.
        if let position = Int(label), position >= 0, position < elements.count, label.utf8.allSatisfy({ (48...57).contains($0) }) { return position }
        return nil
    }
}

/// A range of integers: `a..<b` or `a...b`.
public final class RangeStorage {
    /// The first value.
    public let lowerBound: Int
    /// The bound as written.
    public let upperBound: Int
    /// Whether `upperBound` is included (`...`).
    public let isClosed: Bool
    /// A one-sided range: `i...`, `..<n`, `...n` (its other bound is the collection's).
    public let partial: Partial?

    /// Which side of a one-sided range is written.
    public enum Partial: Sendable {
        /// `i...`: from `i` to the end.
        case from
        /// `..<n`: from the start up to `n`.
        case upTo
        /// `...n`: from the start through `n`.
        case through
    }

    init(lowerBound: Int, upperBound: Int, isClosed: Bool) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.isClosed = isClosed
        self.partial = nil
    }

    /// A one-sided range; its missing bound is taken as far as an Int goes.
    init(partial: Partial, bound: Int) {
        self.partial = partial
        switch partial {
        case .from:
            lowerBound = bound
            upperBound = Int.max
            isClosed = false
        case .upTo:
            lowerBound = Int.min
            upperBound = bound
            isClosed = false
        case .through:
            lowerBound = Int.min
            upperBound = bound
            isClosed = true
        }
    }

    /// The range these bounds make within a collection of `count` elements (the missing
    /// bound of a one-sided range is the collection's).
    func resolved(count: Int) -> (lower: Int, end: Int) {
        switch partial {
        case .from?: return (lowerBound, count)
        case .upTo?: return (0, upperBound)
        case .through?: return (0, upperBound &+ 1)
        case nil: return (lowerBound, end)
        }
    }

    /// One past the last value.
    var end: Int { isClosed ? upperBound &+ 1 : upperBound }

    /// The number of values (Int.max when there are more: `Int.min..<Int.max`).
    var count: Int {
        let (count, overflow) = end.subtractingReportingOverflow(lowerBound)
        return overflow ? .max : max(0, count)
    }

    /// The values as an array, refused when they would exceed the memory limit.
    func elements(_ interpreter: Interpreter) throws(ScriptError) -> [Value] {
        try interpreter.reserveMemory(count: count, bytesEach: MemoryLayout<Value>.stride)
        return (lowerBound..<end).map { .int($0) }
    }

    func contains(_ value: Int) -> Bool { value >= lowerBound && value < end }
}

/// A symbolic value: a chain of members and calls, starting either with a leading dot
/// (`.black.opacity(0.2)`) or with a name (`Color.red`, `Gradient.Stop(color: .red)`).
/// The interpreter never resolves it; the host decides what it means.
public final class SymbolicValue {
    /// One link of the chain.
    public struct Segment {
        /// The member's name.
        public let name: String
        /// The call's arguments with their labels; `nil` when the member is not called.
        public let arguments: [(label: String?, value: Value)]?
    }

    /// Whether the chain starts with a leading dot.
    public let isImplicit: Bool
    /// The links, in order.
    public let segments: [Segment]

    init(isImplicit: Bool, segments: [Segment]) {
        self.isImplicit = isImplicit
        self.segments = segments
    }

    /// The chain extended by a member: `.black` then `.opacity`.
    func appending(member name: String) -> SymbolicValue {
        SymbolicValue(isImplicit: isImplicit, segments: segments + [Segment(name: name, arguments: nil)])
    }

    /// The chain with its last member called: `.opacity` then `(0.2)`.
    func calling(with arguments: [(label: String?, value: Value)]) -> SymbolicValue {
        var newSegments = segments
        let last = newSegments.removeLast()
        if last.arguments != nil {
            // Calling a call's result (`f()()`) cannot be symbolic; keep the first call.
            newSegments.append(last)
            return SymbolicValue(isImplicit: isImplicit, segments: newSegments)
        }
        newSegments.append(Segment(name: last.name, arguments: arguments))
        return SymbolicValue(isImplicit: isImplicit, segments: newSegments)
    }
}

extension Value {
    /// The name of the value's dynamic type, as Swift would print it: `Int`, `String`,
    /// `[Any]`, `[String: Any]`, a host object's own type name.
    public var typeName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .slice: return "ArraySlice"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .range(let range): return range.isClosed ? "ClosedRange<Int>" : "Range<Int>"
        case .closure, .native: return "Function"
        case .symbol(let symbol):
            return symbol.isImplicit ? "member '.\(symbol.segments[0].name)'" : symbol.segments[0].name
        case .host(let object): return object.typeName
        case .instance(let instance): return instance.type.name
        case .set: return "Set"
        case .capture(let box): return box.value.typeName
        }
    }

    /// Whether this is `nil`.
    @inline(__always) public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension Value {
    // Moving a container out of a value, leaving nil behind, makes its storage uniquely
    // referenced (when nothing else shares it), so it can be changed in place. A `switch`
    // or `if case` with a `var` binding would keep a second reference alive and make
    // every append a full copy.

    /// The array, moved out; nil (and nothing moved) when this is not an array.
    @inline(__always)
    mutating func takeArray() -> [Value]? {
        guard case .array(let elements) = self else { return nil }
        self = .null
        return elements
    }

    /// The string, moved out; nil when this is not a string.
    @inline(__always)
    mutating func takeString() -> String? {
        guard case .string(let text) = self else { return nil }
        self = .null
        return text
    }

    /// The dictionary storage, moved out as it is (shared or not); nil when this is not a
    /// dictionary.
    mutating func moveDictionaryStorage() -> DictionaryStorage? {
        guard case .dictionary(let storage) = self else { return nil }
        self = .null
        return storage
    }

    /// Whether this is an array, a dictionary or a tuple.
    var isContainer: Bool {
        switch self {
        case .array, .slice, .dictionary, .tuple, .set: return true
        default: return false
        }
    }

    /// The dictionary storage, moved out and made unique (copied when shared); nil when
    /// this is not a dictionary.
    @inline(__always)
    mutating func takeUniqueDictionary() -> DictionaryStorage? {
        guard case .dictionary(let shared) = self else { return nil }
        self = .null
        var storage = shared
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}

extension Value {
    /// The element count when this is an array (the copy made to read it ends here, so
    /// a following `takeArray()` finds the storage unshared).
    var arrayCount: Int? {
        if case .array(let elements) = self { return elements.count }
        return nil
    }

    /// Whether this is a string.
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
