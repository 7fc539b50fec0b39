import Foundation

/// String methods, and the sequence methods applied to a string's characters.
///
/// Scripts have no `String.Index`: where Swift gives or takes one (`firstIndex(of:)`,
/// `index(after:)`, `distance(from:to:)`, `insert(_:at:)`), a script uses the Character
/// offset, an Int, and `startIndex` is 0. What Swift gives as a Substring is a String.
enum StringMethods {
    static func call(_ method: BuiltinMethod, on text: String, _ context: MethodContext) throws(ScriptError) -> Value {
        switch method {
        case .hasPrefix: return .bool(text.hasPrefix(try context.string(0, "the prefix")))
        case .hasSuffix: return .bool(text.hasSuffix(try context.string(0, "the suffix")))
        case .uppercased: return .string(text.uppercased())
        case .lowercased: return .string(text.lowercased())
        case .contains:
            let needle = try context.string(0, "the text to find")
            return .bool(needle.isEmpty || components(of: text, separatedBy: needle).count > 1)
        case .split:
            return .array(try split(text, SplitOptions(context), context).map { .string(String($0)) })
        case .componentsSeparatedBy:
            let separator = try context.string(0, "the separator")
            guard !separator.isEmpty else { return .array([.string(text)]) }
            return .array(components(of: text, separatedBy: separator).map { .string($0) })
        case .replacingOccurrences:
            let target = try context.string(0, "the text to replace")
            let replacement = try context.string(1, "the replacement")
            guard !target.isEmpty else { return .string(text) }
            let pieces = components(of: text, separatedBy: target).map { Value.string($0) }
            return .string(try StringAssembly.join(pieces, separator: replacement, interpreter: context.interpreter))
        case .rangeOf:
            // The character offsets of the first occurrence (a script's `String.Index`es).
            let needle = Array(try context.string(0, "the text to find"))
            let characters = Array(text)
            guard !needle.isEmpty, needle.count <= characters.count else { return .null }
            for start in 0...(characters.count - needle.count) where characters[start..<(start + needle.count)].elementsEqual(needle) {
                return .range(RangeStorage(lowerBound: start, upperBound: start + needle.count, isClosed: false))
            }
            return .null
        case .replacingCharacters:
            var characters = Array(text)
            guard case .range(let range) = context.arguments[0], case let (lower, end) = range.resolved(count: characters.count),
                lower >= 0, lower <= end, end <= characters.count
            else {
                throw ScriptError(.invalidArgument, "'replacingCharacters(in:with:)' needs a range of the string's indices")
            }
            characters.replaceSubrange(lower..<end, with: Array(try context.string(1, "the replacement")))
            return .string(String(characters))
        case .trimmingCharacters:
            let trimNewlines: Bool
            switch context.arguments[0] {
            case .symbol(let symbol) where symbol.segments.last?.name == "whitespaces": trimNewlines = false
            case .symbol(let symbol) where symbol.segments.last?.name == "whitespacesAndNewlines": trimNewlines = true
            default:
                throw ScriptError(.invalidArgument, "'trimmingCharacters(in:)' accepts .whitespaces or .whitespacesAndNewlines")
            }
            let isTrimmed: (Character) -> Bool = { trimNewlines ? $0.isWhitespace : ($0 == " " || $0 == "\t") }
            var characters = Substring(text)
            while let first = characters.first, isTrimmed(first) { characters.removeFirst() }
            while let last = characters.last, isTrimmed(last) { characters.removeLast() }
            return .string(String(characters))
        case .reversed: return .string(String(text.reversed()))
        case .prefix where context.arguments[0].isFunction: return try call(.prefixWhile, on: text, context)
        case .prefix: return .string(String(text.prefix(max(0, try context.requireInt(0, "the length")))))
        case .suffix: return .string(String(text.suffix(max(0, try context.requireInt(0, "the length")))))
        case .dropFirst: return .string(String(text.dropFirst()))
        case .dropLast: return .string(String(text.dropLast()))
        case .dropFirstCount: return .string(String(text.dropFirst(max(0, try context.requireInt(0, "the count")))))
        case .dropLastCount: return .string(String(text.dropLast(max(0, try context.requireInt(0, "the count")))))
        case .prefixWhile:
            var end = text.startIndex
            while end < text.endIndex, try context.predicate(0, .string(String(text[end]))) { end = text.index(after: end) }
            return .string(String(text[..<end]))
        case .dropWhile:
            var start = text.startIndex
            while start < text.endIndex, try context.predicate(0, .string(String(text[start]))) { start = text.index(after: start) }
            return .string(String(text[start...]))
        case .startsWith where context.arguments.count == 1:
            guard case .string(let prefix) = context.arguments[0] else { break }
            return .bool(text.starts(with: prefix))
        case .indexAfter, .indexBefore, .indexOffsetBy, .distanceFromTo:
            let offset = try SequenceMethods.indexArithmetic(method, context)
            if method != .distanceFromTo {
                // Swift traps on an index past either end; the count is only taken then.
                let count = text.characterCount
                guard offset >= 0 && offset <= count else {
                    throw ScriptError(.indexOutOfRange, "the string index \(offset) is out of bounds for a string of \(count) characters")
                }
            }
            return .int(offset)
        case .padding:
            return .string(try padding(text, context))
        case .localizedCaseInsensitiveContains, .localizedStandardContains:
            // Foundation's searches of a list's filter: ignoring case, and for the standard
            // one (what Finder matches with) diacritics too.
            let needle = try context.string(0, "the text to find")
            var options: String.CompareOptions = [.caseInsensitive]
            if method == .localizedStandardContains { options.insert(.diacriticInsensitive) }
            return .bool(text.range(of: needle, options: options) != nil)  // never for "", as in Foundation
        default:
            break
        }
        // map, filter, sorted, first(where:)... over the characters, as one-character strings.
        let characters = text.map { Value.string(String($0)) }
        let result = try SequenceMethods.call(method, on: characters, context)
        switch method {
        case .filter, .prefixUpTo, .prefixThrough, .suffixFrom:
            // What Swift gives as a String or a Substring of the characters.
            guard case .array(let kept) = result else { return result }
            return .string(kept.map { if case .string(let character) = $0 { return character } else { return "" } }.joined())
        default:
            return result
        }
    }

    /// The mutating methods of a string (`append`, `insert(_:at:)`, `remove(at:)`,
    /// `removeAll(where:)`...), on a string moved out of its variable so that it changes
    /// in place; positions are Character offsets.
    static func mutate(_ selector: MethodSelector, _ text: inout String, _ context: MethodContext) throws(ScriptError) -> Value {
        switch selector.builtin {
        case .append?, .appendContents?:
            // Checked as `+=` is: a string doubled in a short loop grows past the limit
            // between two of the periodic checks.
            text += try characters(context.arguments[0], selector)
            if text.utf8.count > 1 << 20 { try context.interpreter.checkMemory() }
            return .null
        case .removeLast?:
            guard !text.isEmpty else { throw ScriptError(.indexOutOfRange, "cannot remove the last character of an empty string") }
            return .string(String(text.removeLast()))
        case .removeFirst?:
            guard !text.isEmpty else { throw ScriptError(.indexOutOfRange, "cannot remove the first character of an empty string") }
            return .string(String(text.removeFirst()))
        case .removeLastCount?, .removeFirstCount?:
            let count = try context.requireInt(0, "the count")
            let available = text.characterCount
            guard count >= 0 && count <= available else {
                throw ScriptError(.indexOutOfRange, "cannot remove \(count) characters from a string of \(available)")
            }
            if selector.builtin == .removeLastCount { text.removeLast(count) } else { text.removeFirst(count) }
            return .null
        case .removeAll?:
            text = ""
            return .null
        case .removeAllWhere?:
            var kept = ""
            for character in text where !(try context.predicate(0, .string(String(character)))) { kept.append(character) }
            text = kept
            return .null
        case .insertAt?, .insertContentsAt?:
            let inserted = try characters(context.arguments[0], selector)
            let position = try index(text, offset: try context.requireInt(1, "the position"), allowingEnd: true)
            text.insert(contentsOf: inserted, at: position)
            if text.utf8.count > 1 << 20 { try context.interpreter.checkMemory() }
            return .null
        case .removeAt?:
            let position = try index(text, offset: try context.requireInt(0, "the position"), allowingEnd: false)
            return .string(String(text.remove(at: position)))
        case .removeSubrange?, .replaceSubrange?:
            guard case .range(let range) = context.arguments[0] else {
                throw ScriptError(.typeMismatch, "'\(selector.description)' needs a range of Character offsets, found '\(context.arguments[0].describedType)'")
            }
            let (lower, end) = range.resolved(count: text.characterCount)
            guard lower <= end else { throw ScriptError(.indexOutOfRange, "the range \(lower)..<\(end) is reversed") }
            let bounds = try index(text, offset: lower, allowingEnd: true)..<index(text, offset: end, allowingEnd: true)
            let replacement = selector.builtin == .replaceSubrange ? try characters(context.arguments[1], selector) : ""
            text.replaceSubrange(bounds, with: replacement)
            return .null
        case let method?:
            return try call(method, on: text, context)
        case nil:
            throw Methods.unknownMethod(selector, on: .string(text))
        }
    }

    /// The characters an `append` or `insert` adds: a String or Character, or an array
    /// of them.
    private static func characters(_ value: Value, _ selector: MethodSelector) throws(ScriptError) -> String {
        switch value {
        case .string(let text): return text
        case .array(let elements):
            var text = ""
            for element in elements {
                guard case .string(let character) = element else {
                    throw ScriptError(.typeMismatch, "'\(selector.description)' on a String needs characters, found an element of type '\(element.describedType)'")
                }
                text += character
            }
            return text
        default:
            throw ScriptError(.typeMismatch, "'\(selector.description)' on a String needs a String or a Character, found '\(value.describedType)'")
        }
    }

    /// The String.Index of a Character offset; an offset outside the string is an error
    /// (the end is a valid position only to insert at).
    private static func index(_ text: String, offset: Int, allowingEnd: Bool) throws(ScriptError) -> String.Index {
        if offset >= 0, let position = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex), allowingEnd || position != text.endIndex {
            return position
        }
        throw ScriptError(.indexOutOfRange, "the string index \(offset) is out of bounds for a string of \(text.characterCount) characters")
    }

    /// The pieces of `split` on a string: by a Character or a longer separator (Swift's
    /// `split(separator:)` takes any string since 5.7), or by a closure given each
    /// Character.
    static func split(_ text: String, _ options: SplitOptions, _ context: MethodContext) throws(ScriptError) -> [Substring] {
        guard let separatorValue = options.separator else {
            let ranges = try SequenceMethods.splitRanges(text, options) { (character: Character) throws(ScriptError) -> Bool in
                try context.predicate(options.closureIndex, .string(String(character)))
            }
            return ranges.map { text[$0] }
        }
        guard case .string(let separator) = separatorValue else {
            throw ScriptError(.typeMismatch, "'split(separator:)' on a String needs a Character or a String, found '\(separatorValue.describedType)'")
        }
        guard !separator.isEmpty else { throw ScriptError(.invalidArgument, "'split(separator:)' needs a separator that is not empty") }
        if separator.count == 1, let character = separator.first {
            return text.split(separator: character, maxSplits: options.maxSplits, omittingEmptySubsequences: options.omittingEmptySubsequences)
        }
        return splitOnString(text, separator, options)
    }

    /// `split` at each occurrence of a separator of several Characters, found from the
    /// front without overlaps, as Swift's string processing finds them.
    private static func splitOnString(_ text: String, _ separator: String, _ options: SplitOptions) -> [Substring] {
        let pattern = Array(separator)
        var result: [Substring] = []
        var pieceStart = text.startIndex
        var position = text.startIndex
        func appendPiece(end: String.Index) -> Bool {
            if pieceStart == end && options.omittingEmptySubsequences { return false }
            result.append(text[pieceStart..<end])
            return true
        }
        if options.maxSplits > 0 {
            while position < text.endIndex {
                if let matchEnd = match(pattern, in: text, at: position) {
                    let didAppend = appendPiece(end: position)
                    position = matchEnd
                    pieceStart = matchEnd
                    if didAppend && result.count == options.maxSplits { break }
                } else {
                    position = text.index(after: position)
                }
            }
        }
        if pieceStart != text.endIndex || !options.omittingEmptySubsequences {
            result.append(text[pieceStart...])
        }
        return result
    }

    /// The end of `pattern` when the characters of `text` from `start` are its, else nil.
    private static func match(_ pattern: [Character], in text: String, at start: String.Index) -> String.Index? {
        var position = start
        for character in pattern {
            guard position < text.endIndex, text[position] == character else { return nil }
            position = text.index(after: position)
        }
        return position
    }

    /// Foundation's `padding(toLength:withPad:startingAt:)`: cut to the length, or filled
    /// up with the pad's characters, the first one at `startingAt`.
    private static func padding(_ text: String, _ context: MethodContext) throws(ScriptError) -> String {
        let length = try context.requireInt(0, "the length")
        let pad = Array(try context.string(1, "the pad"))
        let start = try context.requireInt(2, "the pad's starting index")
        let count = text.characterCount
        if length <= count { return String(text.prefix(max(0, length))) }
        guard !pad.isEmpty, start >= 0, start < pad.count else {
            throw ScriptError(.invalidArgument, "'padding(toLength:withPad:startingAt:)' needs a pad that is not empty and a starting index inside it")
        }
        try context.interpreter.reserveMemory(count: length - count, bytesEach: 4)
        var result = text
        for offset in 0..<(length - count) { result.append(pad[(start + offset) % pad.count]) }
        return result
    }

    /// Splits on every occurrence of a non-empty separator (Foundation's semantics:
    /// empty pieces are kept).
    static func components(of text: String, separatedBy separator: String) -> [String] {
        let bytes = Array(text.utf8)
        let pattern = Array(separator.utf8)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += pattern.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }
}
