/// What an `ArraySlice` does differently from an array: its indices are its base array's
/// (`a[2...]` starts at 2), so subscripts, `startIndex`, `endIndex`, `indices`, the
/// positions `firstIndex` finds and the methods that take an index are offset; everything
/// else reads it as the array of its elements.
enum ArraySlices {
    /// `slice[i]`, or `slice[range]` (a slice with the same indices).
    static func element(of slice: SliceStorage, at index: Value) throws(ScriptError) -> Value {
        switch index {
        case .int(let position):
            guard let offset = slice.offset(of: position) else { throw outOfBounds(position, slice) }
            return slice.elements[offset]
        case .range(let range):
            let (lower, end) = bounds(of: range, in: slice)
            guard lower >= slice.startIndex && end <= slice.endIndex && lower <= end else {
                throw ScriptError(
                    .indexOutOfRange,
                    "the range \(Formatting.describe(index)) is out of bounds for a slice with indices \(slice.startIndex)..<\(slice.endIndex)")
            }
            let elements = slice.elements[(lower - slice.startIndex)..<(end - slice.startIndex)]
            return .slice(SliceStorage(Array(elements), startIndex: lower))
        default:
            throw ScriptError(.typeMismatch, "an array index must be an Int, found '\(index.describedType)'")
        }
    }

    /// The slice with `slice[i] = value` done.
    static func setting(_ value: Value, at index: Value, in slice: SliceStorage) throws(ScriptError) -> Value {
        guard case .int(let position) = index else {
            throw ScriptError(.typeMismatch, "an element of a slice is set at an Int index, found '\(index.describedType)'")
        }
        guard let offset = slice.offset(of: position) else { throw outOfBounds(position, slice) }
        var elements = slice.elements
        elements[offset] = value
        return .slice(SliceStorage(elements, startIndex: slice.startIndex))
    }

    /// A one-sided range's missing bound is the slice's (`slice[3...]` ends at its end).
    private static func bounds(of range: RangeStorage, in slice: SliceStorage) -> (lower: Int, end: Int) {
        switch range.partial {
        case .from?: return (range.lowerBound, slice.endIndex)
        case .upTo?: return (slice.startIndex, range.upperBound)
        case .through?: return (slice.startIndex, range.upperBound &+ 1)
        case nil: return (range.lowerBound, range.end)
        }
    }

    /// The members that read the slice's indices; nil for the others, which its elements'
    /// array answers.
    static func member(of slice: SliceStorage, known: KnownMember?) -> Value? {
        switch known {
        case .startIndex?: return .int(slice.startIndex)
        case .endIndex?: return .int(slice.endIndex)
        case .indices?: return .range(RangeStorage(lowerBound: slice.startIndex, upperBound: slice.endIndex, isClosed: false))
        default: return nil
        }
    }

    /// A method's result on the slice: the array's, with the indices it takes and the
    /// positions it finds moved to the slice's.
    static func call(_ method: BuiltinMethod, on slice: SliceStorage, _ context: MethodContext) throws(ScriptError) -> Value {
        switch method {
        case .prefixUpTo: return try element(of: slice, at: .range(RangeStorage(partial: .upTo, bound: try context.requireInt(0, "the index"))))
        case .prefixThrough:
            return try element(of: slice, at: .range(RangeStorage(partial: .through, bound: try context.requireInt(0, "the index"))))
        case .suffixFrom: return try element(of: slice, at: .range(RangeStorage(partial: .from, bound: try context.requireInt(0, "the index"))))
        default: break
        }
        let result = try SequenceMethods.call(method, on: slice.elements, context)
        switch (method, result) {
        case (.firstIndexOf, .int(let offset)), (.firstIndexWhere, .int(let offset)), (.lastIndexOf, .int(let offset)),
            (.lastIndexWhere, .int(let offset)):
            return .int(slice.startIndex + offset)
        case (.split, .array(let parts)):
            return .array(parts.map { part in
                guard case .slice(let piece) = part else { return part }
                return .slice(SliceStorage(piece.elements, startIndex: slice.startIndex + piece.startIndex))
            })
        default:
            return subsequence(method, result, of: slice.elements, startIndex: slice.startIndex)
        }
    }

    /// `dropFirst`, `dropLast`, `prefix`, `suffix` and their forms taking a closure or an
    /// index, of an array or a slice starting at `startIndex`: the elements the sequence
    /// method kept, as a slice at their indices (Swift's `ArraySlice`; `a.dropFirst(2)`
    /// starts at 2). Other methods' results are returned as they are.
    static func subsequence(_ method: BuiltinMethod, _ result: Value, of elements: [Value], startIndex: Int) -> Value {
        guard case .array(let kept) = result else { return result }
        switch method {
        case .prefix, .prefixWhile, .prefixUpTo, .prefixThrough, .dropLast, .dropLastCount:
            return .slice(SliceStorage(kept, startIndex: startIndex))
        case .suffix, .suffixFrom, .dropFirst, .dropFirstCount, .dropWhile:
            return .slice(SliceStorage(kept, startIndex: startIndex + elements.count - kept.count))
        default:
            return result
        }
    }

    /// A mutating method on the slice (`append`, `removeFirst`, `swapAt`...): the array's,
    /// with the indices it takes moved to the array's; the elements removed from the front
    /// move the start index on, as Swift's `removeFirst` does.
    static func mutate(_ selector: MethodSelector, _ slice: SliceStorage, _ context: MethodContext) throws(ScriptError) -> (slice: Value, result: Value) {
        var arguments = context.arguments
        let start = slice.startIndex
        let indexArguments: [Int]
        switch selector.builtin {
        case .swapAt?: indexArguments = [0, 1]
        case .removeAt?: indexArguments = [0]
        case .insertAt?: indexArguments = [1]
        default: indexArguments = []
        }
        for index in indexArguments where index < arguments.count {
            if case .int(let position) = arguments[index] { arguments[index] = .int(position &- start) }
        }
        var elements = slice.elements
        let shifted = MethodContext(selector: selector, arguments: arguments, interpreter: context.interpreter)
        let result = try SequenceMethods.mutate(selector.builtin, &elements, shifted)
        var newStart = start
        switch selector.builtin {
        case .removeFirst?, .removeFirstCount?, .popFirst?: newStart += slice.elements.count - elements.count
        default: break
        }
        return (.slice(SliceStorage(elements, startIndex: newStart)), result)
    }

    private static func outOfBounds(_ position: Int, _ slice: SliceStorage) -> ScriptError {
        ScriptError(.indexOutOfRange, "index \(position) is out of bounds for a slice with indices \(slice.startIndex)..<\(slice.endIndex)")
    }
}
