/// Member names the standard library answers for built-in values, interned by the
/// compiler so that `items.count` switches on an enum instead of comparing strings.
enum KnownMember: String {
    case count, isEmpty, first, last, keys, values, indices, startIndex, endIndex
    case lowerBound, upperBound, description, uuidString, key, value
    case isLetter, isNumber, isWhitespace, isUppercase, isLowercase, asciiValue
    case magnitude, isNaN, isFinite, isInfinite
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
    // Mutating.
    case append = "append(_:)", appendContents = "append(contentsOf:)", insertAt = "insert(_:at:)"
    case removeAt = "remove(at:)", removeLast = "removeLast()", removeFirst = "removeFirst()", removeAll = "removeAll()"
    case removeAllWhere = "removeAll(where:)", sort = "sort()", sortBy = "sort(by:)", reverse = "reverse()"
    case popLast = "popLast()", shuffle = "shuffle()", swapAt = "swapAt(_:_:)", toggle = "toggle()"
    case removeValueForKey = "removeValue(forKey:)", updateValueForKey = "updateValue(_:forKey:)"
    // Strings.
    case hasPrefix = "hasPrefix(_:)", hasSuffix = "hasSuffix(_:)", uppercased = "uppercased()", lowercased = "lowercased()"
    case splitSeparator = "split(separator:)", replacingOccurrences = "replacingOccurrences(of:with:)"
    case componentsSeparatedBy = "components(separatedBy:)", trimmingCharacters = "trimmingCharacters(in:)"
    // Dictionaries.
    case mapValues = "mapValues(_:)"
    // Numbers.
    case isMultipleOf = "isMultiple(of:)", signum = "signum()", rounded = "rounded()", squareRoot = "squareRoot()"
    case truncatingRemainder = "truncatingRemainder(dividingBy:)"

    init?(selector: String) {
        self.init(rawValue: selector)
    }
}
