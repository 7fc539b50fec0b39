// The sequence methods of version 2 (spec §1): `reduce(into:)`, the `while:` forms of
// `prefix` and `drop`, every form of `split`, the comparisons of two sequences, the
// flattening `joined()`, and the index arithmetic of arrays (their indices are Ints).

extension SequenceMethods {
    /// The version-2 methods on an array's elements; nil when `method` is not one of them.
    static func callVersion2(_ method: BuiltinMethod, on elements: [Value], _ context: MethodContext) throws(ScriptError) -> Value? {
        switch method {
        case .reduceInto:
            return try reduceInto(elements, context)
        case .lastIndexWhere:
            for index in elements.indices.reversed() where try context.predicate(0, elements[index]) { return .int(index) }
            return .null
        case .prefixWhile:
            var end = 0
            while end < elements.count, try context.predicate(0, elements[end]) { end += 1 }
            return .array(Array(elements[..<end]))
        case .dropWhile:
            var start = 0
            while start < elements.count, try context.predicate(0, elements[start]) { start += 1 }
            return .array(Array(elements[start...]))
        case .split:
            let options = try SplitOptions(context)
            let ranges: [Range<Int>]
            if let separator = options.separator {
                ranges = try splitRanges(elements, options) { (element: Value) throws(ScriptError) -> Bool in Operations.equal(element, separator) }
            } else {
                ranges = try splitRanges(elements, options) { (element: Value) throws(ScriptError) -> Bool in try context.predicate(options.closureIndex, element) }
            }
            // Slices at the elements' positions, as Swift's `split` gives `ArraySlice`s.
            return .array(ranges.map { .slice(SliceStorage(Array(elements[$0]), startIndex: $0.lowerBound)) })
        case .elementsEqual:
            let other = try StandardLibrary.sequenceElements(context.arguments[0], context.interpreter)
            guard other.count == elements.count else { return .bool(false) }
            for (left, right) in zip(elements, other) where !(try equivalent(left, right, context)) { return .bool(false) }
            return .bool(true)
        case .startsWith:
            let prefix = try StandardLibrary.sequenceElements(context.arguments[0], context.interpreter)
            guard prefix.count <= elements.count else { return .bool(false) }
            for (left, right) in zip(elements, prefix) where !(try equivalent(left, right, context)) { return .bool(false) }
            return .bool(true)
        case .lexicographicallyPrecedes:
            let other = try StandardLibrary.sequenceElements(context.arguments[0], context.interpreter)
            for (left, right) in zip(elements, other) {
                if try ordered(left, right, context) { return .bool(true) }
                if try ordered(right, left, context) { return .bool(false) }
            }
            return .bool(elements.count < other.count)
        case .prefixUpTo, .prefixThrough, .suffixFrom:
            let position = try context.requireInt(0, "the index")
            let end = method == .prefixThrough ? position &+ 1 : position
            guard end >= 0 && end <= elements.count && position >= 0 else { throw Subscripts.outOfRange(position, elements.count) }
            return .array(method == .suffixFrom ? Array(elements[position...]) : Array(elements[..<end]))
        case .indexAfter, .indexBefore, .indexOffsetBy, .distanceFromTo:
            return .int(try indexArithmetic(method, context))
        default:
            return nil
        }
    }

    /// `reduce(into:_:)`: the closure changes the accumulator in place (its first
    /// parameter is `inout`), so a dictionary or an array being built is never copied.
    static func reduceInto(_ elements: [Value], _ context: MethodContext) throws(ScriptError) -> Value {
        var accumulator = context.arguments[0]
        for element in elements {
            try context.interpreter.callUpdating(context.arguments[1], &accumulator, element)
        }
        return accumulator
    }

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)` and `distance(from:to:)` on
    /// Int indices; arithmetic that overflows is an error, as Swift's is.
    static func indexArithmetic(_ method: BuiltinMethod, _ context: MethodContext) throws(ScriptError) -> Int {
        let (result, overflow): (Int, Bool)
        switch method {
        case .indexAfter: (result, overflow) = try context.requireInt(0, "the index").addingReportingOverflow(1)
        case .indexBefore: (result, overflow) = try context.requireInt(0, "the index").subtractingReportingOverflow(1)
        case .indexOffsetBy:
            (result, overflow) = try context.requireInt(0, "the index").addingReportingOverflow(try context.requireInt(1, "the offset"))
        default:
            (result, overflow) = try context.requireInt(1, "the end").subtractingReportingOverflow(try context.requireInt(0, "the start"))
        }
        if overflow { throw ScriptError(.overflow, "arithmetic overflow in '\(context.selector.description)'") }
        return result
    }

    /// `joined()` of a sequence of sequences: their elements, one after another (with the
    /// separator's elements between them for `joined(separator:)` given an array).
    static func flattened(_ sequences: [Value], separator: [Value], _ context: MethodContext) throws(ScriptError) -> [Value] {
        var parts: [[Value]] = []
        var total = 0
        for sequence in sequences {
            let part = try StandardLibrary.sequenceElements(sequence, context.interpreter)
            total &+= part.count &+ separator.count
            try context.interpreter.reserveMemory(count: total, bytesEach: MemoryLayout<Value>.stride)
            parts.append(part)
        }
        var result: [Value] = []
        result.reserveCapacity(total)
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append(contentsOf: separator) }
            result.append(contentsOf: part)
        }
        return result
    }

    /// Whether every element is a sequence that `joined()` flattens (an array, a range or
    /// a set), so that the result is an array rather than a string.
    static func holdsSequences(_ elements: [Value]) -> Bool {
        guard !elements.isEmpty else { return false }
        return elements.allSatisfy {
            switch $0 {
            case .array, .slice, .range, .set: return true
            default: return false
            }
        }
    }

    /// Equality of two elements for `elementsEqual` and `starts(with:)`: `==`, or the
    /// closure given as their second argument.
    private static func equivalent(_ left: Value, _ right: Value, _ context: MethodContext) throws(ScriptError) -> Bool {
        if context.arguments.count > 1 { return try context.predicate(1, [left, right]) }
        return Operations.equal(left, right)
    }

    /// Order of two elements for `lexicographicallyPrecedes`: `<`, or the closure given.
    private static func ordered(_ left: Value, _ right: Value, _ context: MethodContext) throws(ScriptError) -> Bool {
        if context.arguments.count > 1 { return try context.predicate(1, [left, right]) }
        return try Operations.less(left, right)
    }
}

/// The arguments of a `split`, read by their labels: `separator:` or a closure
/// (`whereSeparator:`, or a trailing closure), `maxSplits:`, `omittingEmptySubsequences:`.
struct SplitOptions {
    var separator: Value?
    var closureIndex = 0
    var maxSplits = Int.max
    var omittingEmptySubsequences = true

    init(_ context: MethodContext) throws(ScriptError) {
        var hasClosure = false
        for (index, label) in context.selector.labels.enumerated() where index < context.arguments.count {
            let argument = context.arguments[index]
            switch label {
            case "separator"?:
                separator = argument
            case "maxSplits"?:
                guard case .int(let count) = argument else {
                    throw ScriptError(.typeMismatch, "'maxSplits:' needs an Int, found '\(argument.describedType)'")
                }
                guard count >= 0 else { throw ScriptError(.invalidArgument, "'split' must take zero or more splits, found maxSplits: \(count)") }
                maxSplits = count
            case "omittingEmptySubsequences"?:
                guard case .bool(let flag) = argument else {
                    throw ScriptError(.typeMismatch, "'omittingEmptySubsequences:' needs a Bool, found '\(argument.describedType)'")
                }
                omittingEmptySubsequences = flag
            default:
                // `whereSeparator:` or a trailing closure.
                closureIndex = index
                hasClosure = true
            }
        }
        if separator == nil && !hasClosure {
            throw ScriptError(.wrongArguments, "'split' needs a separator or a closure that tells separators")
        }
    }
}

extension SequenceMethods {
    /// The ranges `split` cuts a collection into, as Swift's `split(maxSplits:
    /// omittingEmptySubsequences:whereSeparator:)` cuts it: at most `maxSplits` cuts, from
    /// the front; empty pieces kept only when asked. Generic so that strings are cut by
    /// their Characters without an array of them.
    static func splitRanges<Elements: Collection>(
        _ collection: Elements, _ options: SplitOptions, isSeparator: (Elements.Element) throws(ScriptError) -> Bool
    ) throws(ScriptError) -> [Range<Elements.Index>] {
        var result: [Range<Elements.Index>] = []
        var pieceStart = collection.startIndex
        func appendPiece(end: Elements.Index) -> Bool {
            if pieceStart == end && options.omittingEmptySubsequences { return false }
            result.append(pieceStart..<end)
            return true
        }
        if options.maxSplits == 0 || collection.isEmpty {
            _ = appendPiece(end: collection.endIndex)
            return result
        }
        var pieceEnd = pieceStart
        while pieceEnd != collection.endIndex {
            if try isSeparator(collection[pieceEnd]) {
                let didAppend = appendPiece(end: pieceEnd)
                collection.formIndex(after: &pieceEnd)
                pieceStart = pieceEnd
                if didAppend && result.count == options.maxSplits { break }
                continue
            }
            collection.formIndex(after: &pieceEnd)
        }
        if pieceStart != collection.endIndex || !options.omittingEmptySubsequences {
            result.append(pieceStart..<collection.endIndex)
        }
        return result
    }
}
