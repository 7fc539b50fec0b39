/// One `==` between two values, which may share containers.
///
/// A script can build a value whose containers are shared many times over in a few
/// lines (`for _ in 0..<60 { a = [a, a] }`): as a tree it is 2^60 elements, and comparing
/// it element by element would never end. Once a comparison has done more work than any
/// ordinary value needs, the pairs of containers it has found equal are remembered, so
/// each pair is compared once: the time is bounded by the containers there are, not by
/// the tree they unfold to. (A container cannot change or be freed while the two values
/// being compared hold it, so its address names it for the whole comparison.)
struct EqualityWalk {
    /// Elements compared so far.
    private var work = 0
    /// Pairs of containers found equal, kept once `work` passes `rememberingThreshold`
    /// (nil until then: a comparison of two numbers makes nothing).
    private var equalPairs: Set<ContainerPair>?
    static let rememberingThreshold = 1 << 16

    /// Whether the two values are equal.
    mutating func equal(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            // One storage is equal to itself, as Swift's arrays take it (NaNs included).
            let pair = a.withUnsafeBufferPointer { left in
                b.withUnsafeBufferPointer { ContainerPair(left: UnsafeRawPointer(left.baseAddress), right: UnsafeRawPointer($0.baseAddress)) }
            }
            if a.isEmpty || pair.isSameContainer { return true }
            return compare(pair, work: a.count) {
                for index in 0..<a.count where !$0.equal(a[index], b[index]) { return false }
                return true
            }
        case (.slice, .slice), (.slice, .array), (.array, .slice):
            // Slices are equal by their elements, whatever their indices, as in Swift.
            return equal(.array(left.arrayOrSliceElements!), .array(right.arrayOrSliceElements!))
        case (.dictionary(let a), .dictionary(let b)):
            if a === b { return true }
            guard a.count == b.count else { return false }
            return compare(ContainerPair(a, b), work: a.count) {
                for (key, value) in zip(a.keys, a.values) {
                    guard let hashable = DictionaryKey(key), let other = b.value(for: hashable), $0.equal(value, other) else { return false }
                }
                return true
            }
        case (.tuple(let a), .tuple(let b)):
            guard a.elements.count == b.elements.count else { return false }
            return compare(ContainerPair(a, b), work: a.elements.count) {
                for index in 0..<a.elements.count where !$0.equal(a.elements[index], b.elements[index]) { return false }
                return true
            }
        case (.range(let a), .range(let b)):
            return a.lowerBound == b.lowerBound && a.upperBound == b.upperBound && a.isClosed == b.isClosed
        case (.symbol(let a), .symbol(let b)):
            return a === b || Formatting.describe(.symbol(a)) == Formatting.describe(.symbol(b))
        case (.closure(let a), .closure(let b)): return a === b
        case (.native(let a), .native(let b)): return a === b
        case (.host(let a), .host(let b)): return a.isEqual(to: b)
        case (.set(let a), .set(let b)):
            if a === b { return true }
            return a.count == b.count && a.elements.allSatisfy(b.contains)
        case (.instance(let a), .instance(let b)):
            if a === b { return true }
            if a.type.isClass || b.type.isClass {
                // Classes are equal by their `==`; without one, only to themselves.
                guard let function = a.type.equalsFunction ?? b.type.equalsFunction, let interpreter = ActiveInterpreter.current else { return false }
                return (try? interpreter.callStaticOperator(function, left, right)) ?? false
            }
            if let function = a.type.equalsFunction, let interpreter = ActiveInterpreter.current {
                return (try? interpreter.callStaticOperator(function, left, right)) ?? false
            }
            guard a.type === b.type, a.tag == b.tag, a.count == b.count else { return false }
            return compare(ContainerPair(a, b), work: a.count) {
                for index in 0..<a.count where !$0.equal(a[index], b[index]) { return false }
                return true
            }
        case (.instance(let a), .symbol(let b)), (.symbol(let b), .instance(let a)):
            // `.north` compared with a `Direction`.
            return a.type.enumValue(from: b).map { EqualityWalk().equalValues($0, .instance(a)) } ?? false
        default: return false
        }
    }

    /// A fresh walk's `equal`.
    func equalValues(_ left: Value, _ right: Value) -> Bool {
        var walk = EqualityWalk()
        return walk.equal(left, right)
    }

    private mutating func compare(_ pair: ContainerPair, work count: Int, elements: (inout EqualityWalk) -> Bool) -> Bool {
        work &+= count
        guard work > Self.rememberingThreshold else { return elements(&self) }
        if equalPairs?.contains(pair) == true { return true }
        guard elements(&self) else { return false }
        equalPairs = equalPairs ?? []
        equalPairs!.insert(pair)
        return true
    }
}

/// Two containers by address (array storage, dictionary or tuple storage).
struct ContainerPair: Hashable {
    let left: UnsafeRawPointer?
    let right: UnsafeRawPointer?

    init(left: UnsafeRawPointer?, right: UnsafeRawPointer?) {
        self.left = left
        self.right = right
    }

    /// Two storage objects (a dictionary's, a tuple's).
    init(_ left: AnyObject, _ right: AnyObject) {
        self.init(
            left: UnsafeRawPointer(Unmanaged.passUnretained(left).toOpaque()),
            right: UnsafeRawPointer(Unmanaged.passUnretained(right).toOpaque()))
    }

    var isSameContainer: Bool { left != nil && left == right }
}
