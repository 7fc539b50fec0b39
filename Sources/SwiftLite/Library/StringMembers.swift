/// The properties of strings and characters beyond `count`, `isEmpty`, `first` and
/// `last`: the code-unit views, the Character properties, Unicode scalars' `value` and
/// `properties`, `capitalized`.
///
/// The views are arrays: `utf8` and `utf16` of their code units as Ints (scripts have
/// one integer type), `unicodeScalars` of one-scalar strings. So `.count`, iteration,
/// `map`, `contains`, `first` and `Array(text.utf8)` work as in Swift; printing a view
/// itself shows the array (Swift prints the string), which scripts hardly do.
///
/// A Unicode scalar is a string of that one scalar, as a Character is a string of one
/// Character: it prints as Swift prints it and compares with a literal (`$0 == "a"`).
/// `.value` gives its code point and `.properties` gives the scalar back, so that
/// `.properties.isAlphabetic` and its kin read the scalar's own properties.
enum StringMembers {
    /// The member `name` of `text`; nil when strings have no such member.
    static func get(_ text: String, name: String, known: KnownMember?, interpreter: Interpreter) throws(ScriptError) -> Value? {
        switch known {
        case .utf8?:
            return try codeUnits(text.utf8, interpreter)
        case .utf16?:
            return try codeUnits(text.utf16, interpreter)
        case .unicodeScalars?:
            try interpreter.reserveMemory(count: text.unicodeScalars.count, bytesEach: MemoryLayout<Value>.stride + 16)
            try interpreter.chargeHostWork(text.utf8.count >> 4)
            return .array(text.unicodeScalars.map { .string(String($0)) })
        case .startIndex?:
            // Character offsets stand for String.Index (see `StringMethods`).
            return .int(0)
        case .endIndex?:
            return .int(text.characterCount)
        case .indices?:
            return .range(RangeStorage(lowerBound: 0, upperBound: text.characterCount, isClosed: false))
        case .lazy?:
            // The elements are computed eagerly; a lazy view gives the same results.
            return .string(text)
        case .value?:
            guard let scalar = onlyScalar(text) else { return nil }
            return .int(Int(scalar.value))
        // Of a Character; a longer string answers false (nil for `asciiValue`), as before
        // these were checked.
        case .isLetter?: return .bool(character(text)?.isLetter ?? false)
        case .isNumber?: return .bool(character(text)?.isNumber ?? false)
        case .isWhitespace?: return .bool(character(text)?.isWhitespace ?? false)
        case .isUppercase?: return .bool(character(text)?.isUppercase ?? false)
        case .isLowercase?: return .bool(character(text)?.isLowercase ?? false)
        case .asciiValue?: return character(text)?.asciiValue.map { .int(Int($0)) } ?? .null
        default:
            break
        }
        switch name {
        case "capitalized":
            try interpreter.chargeHostWork(text.utf8.count >> 4)
            return .string(capitalized(text))
        case "properties":
            return onlyScalar(text) != nil ? .string(text) : nil
        case "isAlphabetic", "isEmoji":
            // Properties of a scalar (`scalar.properties.isAlphabetic`).
            guard let scalar = onlyScalar(text) else { return nil }
            return .bool(name == "isAlphabetic" ? scalar.properties.isAlphabetic : scalar.properties.isEmoji)
        default:
            break
        }
        guard let character = character(text) else { return nil }
        switch name {
        case "isPunctuation": return .bool(character.isPunctuation)
        case "isSymbol": return .bool(character.isSymbol)
        case "isMathSymbol": return .bool(character.isMathSymbol)
        case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
        case "isHexDigit": return .bool(character.isHexDigit)
        case "isWholeNumber": return .bool(character.isWholeNumber)
        case "isNewline": return .bool(character.isNewline)
        case "isASCII": return .bool(character.isASCII)
        case "isCased": return .bool(character.isCased)
        case "hexDigitValue": return character.hexDigitValue.map { .int($0) } ?? .null
        case "wholeNumberValue": return character.wholeNumberValue.map { .int($0) } ?? .null
        default: return nil
        }
    }

    /// The code units of a view as an array of Ints, charged as the copy it is.
    private static func codeUnits<Units: Collection>(_ units: Units, _ interpreter: Interpreter) throws(ScriptError) -> Value where Units.Element: BinaryInteger {
        try interpreter.reserveMemory(count: units.count, bytesEach: MemoryLayout<Value>.stride)
        try interpreter.chargeHostWork(units.count >> 2)
        return .array(units.map { .int(Int($0)) })
    }

    /// The Character a one-character string is.
    static func character(_ text: String) -> Character? {
        guard let first = text.first, text.index(after: text.startIndex) == text.endIndex else { return nil }
        return first
    }

    /// The scalar a one-scalar string is.
    static func onlyScalar(_ text: String) -> Unicode.Scalar? {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }

    /// Foundation's `capitalized`: the first cased letter of each word upper case, the
    /// others lower case. A word starts after any character that is not a cased letter,
    /// except the case-ignorable ones (an apostrophe, a period between letters), so
    /// "it's a-b 3rd" becomes "It's A-B 3Rd", as Foundation writes it.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var previousIsCased = false
        for character in text {
            if character.unicodeScalars.allSatisfy(\.properties.isCaseIgnorable) {
                result.append(character)
            } else if character.isCased {
                result += previousIsCased ? character.lowercased() : character.uppercased()
                previousIsCased = true
            } else {
                result.append(character)
                previousIsCased = false
            }
        }
        return result
    }
}
