/// Array methods (ranges use them too, as arrays of their values).
enum SequenceMethods {
    static func call(_ method: BuiltinMethod, on elements: [Value], _ context: MethodContext) throws(ScriptError) -> Value {
        switch method {
        case .map:
            var result: [Value] = []
            result.reserveCapacity(elements.count)
            for element in elements { result.append(try context.invoke(0, element)) }
            return .array(result)
        case .filter:
            var result: [Value] = []
            for element in elements where try context.predicate(0, element) { result.append(element) }
            return .array(result)
        case .compactMap:
            var result: [Value] = []
            for element in elements {
                let mapped = try context.invoke(0, element)
                if case .null = mapped { continue }
                result.append(mapped)
            }
            return .array(result)
        case .flatMap:
            var result: [Value] = []
            for element in elements {
                let mapped = try context.invoke(0, element)
                if let inner = mapped.arrayOrSliceElements { result.append(contentsOf: inner) } else if case .null = mapped {} else { result.append(mapped) }
            }
            return .array(result)
        case .reduce:
            var accumulator = context.arguments[0]
            for element in elements { accumulator = try context.interpreter.call(context.arguments[1], [accumulator, element]) }
            return accumulator
        case .forEach:
            for element in elements { _ = try context.invoke(0, element) }
            return .null
        case .contains:
            return .bool(elements.contains { Operations.equal($0, context.arguments[0]) })
        case .containsWhere:
            for element in elements where try context.predicate(0, element) { return .bool(true) }
            return .bool(false)
        case .allSatisfy:
            for element in elements where !(try context.predicate(0, element)) { return .bool(false) }
            return .bool(true)
        case .countWhere:
            var count = 0
            for element in elements where try context.predicate(0, element) { count += 1 }
            return .int(count)
        case .firstWhere:
            for element in elements where try context.predicate(0, element) { return element }
            return .null
        case .lastWhere:
            for element in elements.reversed() where try context.predicate(0, element) { return element }
            return .null
        case .firstIndexOf:
            return elements.firstIndex { Operations.equal($0, context.arguments[0]) }.map { .int($0) } ?? .null
        case .lastIndexOf:
            return elements.lastIndex { Operations.equal($0, context.arguments[0]) }.map { .int($0) } ?? .null
        case .firstIndexWhere:
            for (index, element) in elements.enumerated() where try context.predicate(0, element) { return .int(index) }
            return .null
        case .sorted:
            return .array(try sorted(elements, by: nil, context))
        case .sortedBy:
            return .array(try sorted(elements, by: 0, context))
        case .reversed:
            return .array(elements.reversed())
        case .joined, .joinedSeparator:
            if holdsSequences(elements) {
                // `[[1, 2], [3]].joined()`: the elements of the elements, in one array.
                let separator = method == .joined ? [] : try StandardLibrary.sequenceElements(context.arguments[0], context.interpreter)
                return .array(try flattened(elements, separator: separator, context))
            }
            let separator = method == .joined ? "" : try context.string(0, "the separator")
            return .string(try StringAssembly.join(elements, separator: separator, interpreter: context.interpreter))
        case .enumerated:
            try context.interpreter.reserveMemory(count: elements.count, bytesEach: MemoryLayout<Value>.stride * 3)
            return .array(elements.enumerated().map { .tuple(TupleStorage(elements: [.int($0.offset), $0.element], labels: ["offset", "element"])) })
        case .min, .max:
            guard var best = elements.first else { return .null }
            for element in elements.dropFirst() {
                let better = method == .min ? try Operations.less(element, best) : try Operations.less(best, element)
                if better { best = element }
            }
            return best
        case .minBy, .maxBy:
            guard var best = elements.first else { return .null }
            for element in elements.dropFirst() {
                let better = method == .minBy ? try context.predicate(0, [element, best]) : try context.predicate(0, [best, element])
                if better { best = element }
            }
            return best
        case .prefix:
            if context.arguments[0].isFunction { return try call(.prefixWhile, on: elements, context) }
            return .array(Array(elements.prefix(max(0, try context.requireInt(0, "the length")))))
        case .suffix:
            return .array(Array(elements.suffix(max(0, try context.requireInt(0, "the length")))))
        case .dropFirst:
            return .array(Array(elements.dropFirst()))
        case .dropFirstCount:
            return .array(Array(elements.dropFirst(max(0, try context.requireInt(0, "the count")))))
        case .dropLast:
            return .array(Array(elements.dropLast()))
        case .dropLastCount:
            return .array(Array(elements.dropLast(max(0, try context.requireInt(0, "the count")))))
        case .randomElement:
            guard !elements.isEmpty else { return .null }
            return elements[try context.interpreter.nondeterminism.randomInt(in: 0, elements.count - 1)]
        case .shuffled:
            var result = elements
            try shuffle(&result, context)
            return .array(result)
        default:
            if let result = try callVersion2(method, on: elements, context) { return result }
            throw Members.noMember(.array(elements), context.selector.name)
        }
    }

    static func mutate(_ method: BuiltinMethod?, _ elements: inout [Value], _ context: MethodContext) throws(ScriptError) -> Value {
        switch method {
        case .append?:
            elements.append(context.arguments[0])
            return .null
        case .appendContents?:
            switch context.arguments[0] {
            case .array, .slice:
                let more = context.arguments[0].arrayOrSliceElements!
                try context.interpreter.reserveMemory(count: elements.count &+ more.count, bytesEach: MemoryLayout<Value>.stride)
                elements.append(contentsOf: more)
            case .range(let range): elements.append(contentsOf: try range.elements(context.interpreter))
            default: throw ScriptError(.typeMismatch, "'append(contentsOf:)' needs an array, found '\(context.arguments[0].describedType)'")
            }
            return .null
        case .insertAt?:
            let index = try context.requireInt(1, "the position")
            guard index >= 0 && index <= elements.count else {
                throw ScriptError(.indexOutOfRange, "cannot insert at \(index) in an array of \(elements.count) element\(elements.count == 1 ? "" : "s")")
            }
            elements.insert(context.arguments[0], at: index)
            return .null
        case .removeAt?:
            let index = try context.requireInt(0, "the position")
            guard index >= 0 && index < elements.count else { throw Subscripts.outOfRange(index, elements.count) }
            return elements.remove(at: index)
        case .removeLast?:
            guard !elements.isEmpty else { throw ScriptError(.indexOutOfRange, "cannot remove the last element of an empty array") }
            return elements.removeLast()
        case .removeFirst?:
            guard !elements.isEmpty else { throw ScriptError(.indexOutOfRange, "cannot remove the first element of an empty array") }
            return elements.removeFirst()
        case .popLast?:
            return elements.popLast() ?? .null
        case .popFirst?:
            // A slice's `popFirst()` (`var rest = args[...]`): slices are arrays here.
            return elements.isEmpty ? .null : elements.removeFirst()
        case .removeFirstCount?, .removeLastCount?:
            let count = try context.requireInt(0, "the count")
            guard count >= 0 && count <= elements.count else {
                throw ScriptError(.indexOutOfRange, "cannot remove \(count) elements from an array of \(elements.count) element\(elements.count == 1 ? "" : "s")")
            }
            if method == .removeFirstCount { elements.removeFirst(count) } else { elements.removeLast(count) }
            return .null
        case .insertContentsAt?:
            let index = try context.requireInt(1, "the position")
            guard index >= 0 && index <= elements.count else {
                throw ScriptError(.indexOutOfRange, "cannot insert at \(index) in an array of \(elements.count) element\(elements.count == 1 ? "" : "s")")
            }
            let inserted = try StandardLibrary.sequenceElements(context.arguments[0], context.interpreter)
            try context.interpreter.reserveMemory(count: elements.count &+ inserted.count, bytesEach: MemoryLayout<Value>.stride)
            elements.insert(contentsOf: inserted, at: index)
            return .null
        case .removeSubrange?:
            elements.removeSubrange(try subrange(context.arguments[0], in: elements))
            return .null
        case .replaceSubrange?:
            let bounds = try subrange(context.arguments[0], in: elements)
            let replacement = try StandardLibrary.sequenceElements(context.arguments[1], context.interpreter)
            try context.interpreter.reserveMemory(count: elements.count &+ replacement.count, bytesEach: MemoryLayout<Value>.stride)
            elements.replaceSubrange(bounds, with: replacement)
            return .null
        case .removeAll?:
            elements.removeAll()
            return .null
        case .removeAtOffsets?, .moveFromOffsets?:
            try OffsetMethods.mutate(method!, &elements, context)
            return .null
        case .removeAllWhere?:
            var kept: [Value] = []
            for element in elements where !(try context.predicate(0, element)) { kept.append(element) }
            elements = kept
            return .null
        case .sort?:
            elements = try sorted(elements, by: nil, context)
            return .null
        case .sortBy?:
            elements = try sorted(elements, by: 0, context)
            return .null
        case .reverse?:
            elements.reverse()
            return .null
        case .shuffle?:
            try shuffle(&elements, context)
            return .null
        case .swapAt?:
            let first = try context.requireInt(0, "the first position")
            let second = try context.requireInt(1, "the second position")
            guard first >= 0 && first < elements.count else { throw Subscripts.outOfRange(first, elements.count) }
            guard second >= 0 && second < elements.count else { throw Subscripts.outOfRange(second, elements.count) }
            elements.swapAt(first, second)
            return .null
        case let method?:
            return try call(method, on: elements, context)
        case nil:
            throw Methods.unknownMethod(context.selector, on: .array(elements))
        }
    }

    /// The positions a range argument names in `elements` (a one-sided range reaching to
    /// the end or from the start), refused outside them as Swift traps.
    static func subrange(_ value: Value, in elements: [Value]) throws(ScriptError) -> Range<Int> {
        guard case .range(let range) = value else {
            throw ScriptError(.typeMismatch, "a subrange must be a range of Int, found '\(value.describedType)'")
        }
        let (lower, end) = range.resolved(count: elements.count)
        guard lower >= 0 && end <= elements.count && lower <= end else {
            throw ScriptError(
                .indexOutOfRange,
                "the range \(Formatting.describe(value)) is out of bounds for an array of \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        return lower..<end
    }

    /// The elements sorted by `<` or by the closure argument at `comparator`, with
    /// Swift's own algorithm (see `StableSort`), errors from the comparator passed through.
    static func sorted(_ elements: [Value], by comparator: Int?, _ context: MethodContext) throws(ScriptError) -> [Value] {
        var result = elements
        let sort = StableSort { (a: Value, b: Value) throws(ScriptError) -> Bool in
            if let comparator { return try context.predicate(comparator, [a, b]) }
            return try Operations.less(a, b)
        }
        try sort.sort(&result)
        return result
    }

    /// Fisher–Yates with the recorded random source, so a replay shuffles the same way.
    static func shuffle(_ elements: inout [Value], _ context: MethodContext) throws(ScriptError) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            let other = try context.interpreter.nondeterminism.randomInt(in: 0, index)
            elements.swapAt(index, other)
        }
    }
}
