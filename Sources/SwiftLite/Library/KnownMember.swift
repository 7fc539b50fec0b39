/// Member names the standard library answers for built-in values, interned by the
/// compiler so that `items.count` switches on an enum instead of comparing strings.
enum KnownMember: String {
    case count, isEmpty, first, last, keys, values, indices, startIndex, endIndex
    case lowerBound, upperBound, description, uuidString, key, value
    case isLetter, isNumber, isWhitespace, isUppercase, isLowercase, asciiValue
    case magnitude, isNaN, isFinite, isInfinite
    case utf8, utf16, unicodeScalars, lazy
}

/// Selectors of the standard library's methods, by their full names.
enum BuiltinMethod: String, CaseIterable {
    // Sequences (arrays, ranges, strings, dictionaries where they make sense).
    case map = "map(_:)", filter = "filter(_:)", reduce = "reduce(_:_:)", compactMap = "compactMap(_:)"
    case flatMap = "flatMap(_:)", forEach = "forEach(_:)", contains = "contains(_:)", containsWhere = "contains(where:)"
    case firstWhere = "first(where:)", lastWhere = "last(where:)", firstIndexOf = "firstIndex(of:)"
    case firstIndexWhere = "firstIndex(where:)", lastIndexOf = "lastIndex(of:)", sorted = "sorted()"
    case sortedBy = "sorted(by:)", reversed = "reversed()", joinedSeparator = "joined(separator:)", joined = "joined()"
    case enumerated = "enumerated()", min = "min()", max = "max()", minBy = "min(by:)", maxBy = "max(by:)"
    case allSatisfy = "allSatisfy(_:)", prefix = "prefix(_:)", suffix = "suffix(_:)", dropFirst = "dropFirst()"
    case dropFirstCount = "dropFirst(_:)", dropLast = "dropLast()", dropLastCount = "dropLast(_:)"
    case randomElement = "randomElement()", shuffled = "shuffled()", countWhere = "count(where:)"
    case reduceInto = "reduce(into:_:)", lastIndexWhere = "lastIndex(where:)", prefixWhile = "prefix(while:)"
    case dropWhile = "drop(while:)", elementsEqual = "elementsEqual(_:)", startsWith = "starts(with:)"
    case lexicographicallyPrecedes = "lexicographicallyPrecedes(_:)", prefixUpTo = "prefix(upTo:)"
    case prefixThrough = "prefix(through:)", suffixFrom = "suffix(from:)", indexAfter = "index(after:)"
    case indexBefore = "index(before:)", indexOffsetBy = "index(_:offsetBy:)", distanceFromTo = "distance(from:to:)"
    case overlaps = "overlaps(_:)", clamped = "clamped(to:)"
    /// Every form of `split`: by a separator or a closure, with `maxSplits:` and
    /// `omittingEmptySubsequences:` (see `aliases`); the labels say which.
    case split = "split(separator:)"
    // Mutating.
    case append = "append(_:)", appendContents = "append(contentsOf:)", insertAt = "insert(_:at:)"
    case removeAt = "remove(at:)", removeLast = "removeLast()", removeFirst = "removeFirst()", removeAll = "removeAll()"
    case removeAllWhere = "removeAll(where:)", sort = "sort()", sortBy = "sort(by:)", reverse = "reverse()"
    case popLast = "popLast()", popFirst = "popFirst()", shuffle = "shuffle()", swapAt = "swapAt(_:_:)", toggle = "toggle()"
    case removeValueForKey = "removeValue(forKey:)", updateValueForKey = "updateValue(_:forKey:)"
    case insertContentsAt = "insert(contentsOf:at:)", removeSubrange = "removeSubrange(_:)"
    case replaceSubrange = "replaceSubrange(_:with:)", removeFirstCount = "removeFirst(_:)", removeLastCount = "removeLast(_:)"
    case merge = "merge(_:uniquingKeysWith:)"
    // SwiftUI's, for `.onDelete` and `.onMove` (see `OffsetMethods`).
    case removeAtOffsets = "remove(atOffsets:)", moveFromOffsets = "move(fromOffsets:toOffset:)"
    // Strings.
    case hasPrefix = "hasPrefix(_:)", hasSuffix = "hasSuffix(_:)", uppercased = "uppercased()", lowercased = "lowercased()"
    case replacingOccurrences = "replacingOccurrences(of:with:)", rangeOf = "range(of:)"
    case replacingCharacters = "replacingCharacters(in:with:)"
    case componentsSeparatedBy = "components(separatedBy:)", trimmingCharacters = "trimmingCharacters(in:)"
    case padding = "padding(toLength:withPad:startingAt:)"
    case localizedCaseInsensitiveContains = "localizedCaseInsensitiveContains(_:)"
    case localizedStandardContains = "localizedStandardContains(_:)"
    // Dictionaries.
    case mapValues = "mapValues(_:)", compactMapValues = "compactMapValues(_:)", merging = "merging(_:uniquingKeysWith:)"
    // Numbers.
    case isMultipleOf = "isMultiple(of:)", signum = "signum()", rounded = "rounded()", squareRoot = "squareRoot()"
    case truncatingRemainder = "truncatingRemainder(dividingBy:)", roundedRule = "rounded(_:)", formatted = "formatted()"
    case remainder = "remainder(dividingBy:)", quotientAndRemainder = "quotientAndRemainder(dividingBy:)"
    case advancedBy = "advanced(by:)", distanceTo = "distance(to:)"
    // Foundation's format styles (see `FormatStyles`).
    case formattedStyle = "formatted(_:)", formattedDateTime = "formatted(date:time:)"

    init?(selector: String) {
        guard let method = BuiltinMethod(rawValue: selector) ?? BuiltinMethod.aliases[selector] else { return nil }
        self = method
    }

    /// Selectors that name the same method as another: the forms of `split`, and the
    /// spellings a trailing closure gives (`text.split { $0 == " " }` is `split(_:)` as
    /// written; the compiler only tries the labels `by:` and `where:` for it).
    static let aliases: [String: BuiltinMethod] = [
        "split(separator:maxSplits:)": .split, "split(separator:omittingEmptySubsequences:)": .split,
        "split(separator:maxSplits:omittingEmptySubsequences:)": .split, "split(whereSeparator:)": .split,
        "split(maxSplits:whereSeparator:)": .split, "split(omittingEmptySubsequences:whereSeparator:)": .split,
        "split(maxSplits:omittingEmptySubsequences:whereSeparator:)": .split, "split(_:)": .split,
        "split(maxSplits:_:)": .split, "split(omittingEmptySubsequences:_:)": .split,
        "split(maxSplits:omittingEmptySubsequences:_:)": .split,
        "drop(_:)": .dropWhile, "merging(_:_:)": .merging, "merge(_:_:)": .merge,
        // With an equivalence or an order of their own.
        "lexicographicallyPrecedes(_:by:)": .lexicographicallyPrecedes, "elementsEqual(_:by:)": .elementsEqual,
        "starts(with:by:)": .startsWith,
    ]
}
