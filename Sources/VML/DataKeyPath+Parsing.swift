import ViewTree

/// Why a key path's text is not a key path, and where.
public struct KeyPathSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was expected or what is wrong.
    public var message: String
    /// The UTF-8 offset in the key path's text of the character at fault.
    public var offset: Int
    /// Hints: the operator meant, the form that is read.
    public var notes: [String]

    public var description: String { message }
}

extension DataKeyPath {
    /// Parses a key path.
    ///
    /// Keys are names (a letter or `_`, then letters, digits, `_` and `-`, as state paths
    /// write them) or quoted (`["odd key"]`, with `\"` and `\\`); indices are decimal.
    /// `@root` comes first if anywhere, `@count` last, and an aggregate operator is
    /// followed by the path of the values it folds (`@sum.price`), which may only move
    /// from value to value (keys, indices, `self`, `@first`, `@last`).
    public init(parsing text: String) throws(KeyPathSyntaxError) {
        var parser = KeyPathParser(text)
        steps = try parser.path(allowingRoot: true)
        try parser.expectEnd()
    }
}

/// The scanner behind `DataKeyPath(parsing:)`, over the text's Unicode scalars with their
/// UTF-8 offsets.
private struct KeyPathParser {
    private let scalars: [Unicode.Scalar]
    private let offsets: [Int]
    private var index = 0

    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        self.offsets = offsets
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func fail(_ message: String, notes: [String] = []) -> KeyPathSyntaxError {
        KeyPathSyntaxError(message: message, offset: offsets[index], notes: notes)
    }

    private var found: String {
        guard let current else { return "the end of the path" }
        return "'\(Character(current))'"
    }

    func expectEnd() throws(KeyPathSyntaxError) {
        guard current == nil else { throw fail("expected '.' or '[', found \(found)") }
    }

    /// Steps up to the end of the text (an aggregate's property path takes the rest).
    mutating func path(allowingRoot: Bool) throws(KeyPathSyntaxError) -> [DataKeyPath.Step] {
        guard current != nil else {
            throw fail("the key path is empty", notes: ["write a key such as title, or self for the value itself"])
        }
        var steps: [DataKeyPath.Step] = []
        var first = true
        while current != nil {
            if !first {
                if current == "[" {
                    steps.append(try subscriptStep())
                    continue
                }
                guard current == "." else { throw fail("expected '.' or '[', found \(found)") }
                index += 1
                guard current != nil else { throw fail("expected a key after '.'") }
            } else if current == "[" {
                first = false
                steps.append(try subscriptStep())
                continue
            }
            first = false
            let stepStart = index
            let step = try word()
            switch step {
            case .root:
                guard allowingRoot else {
                    index = stepStart
                    throw fail("the key after an aggregate operator reads a value of each element; @root is not one")
                }
                guard steps.isEmpty else {
                    index = stepStart
                    throw fail("@root comes first in a key path, as in @root.user.name")
                }
            case .count:
                guard current == nil else {
                    throw fail("nothing may follow @count, which is a number", notes: ["@count counts the elements of the array before it: items.@count"])
                }
            case .aggregate(let operation, _):
                guard current == "." else {
                    throw fail(
                        "@\(operation.rawValue) needs the key of the values it folds after a '.'",
                        notes: ["write the key of each element's value: items.@\(operation.rawValue).price"])
                }
                index += 1
                let propertyStart = index
                let property = try path(allowingRoot: false)
                guard DataKeyPath(property).isNavigation else {
                    index = propertyStart
                    throw fail(
                        "the key after @\(operation.rawValue) reads one value of each element: keys, indices, self, @first and @last, not another operator")
                }
                steps.append(.aggregate(operation, DataKeyPath(property)))
                return steps
            default:
                break
            }
            steps.append(step)
        }
        return steps
    }

    /// A name, `self` or an operator.
    private mutating func word() throws(KeyPathSyntaxError) -> DataKeyPath.Step {
        if current == "@" {
            let start = index
            index += 1
            let name = readName() ?? ""
            switch name {
            case "root": return .root
            case "count": return .count
            case "first": return .first
            case "last": return .last
            default:
                if let operation = DataKeyPath.CollectionOperator(rawValue: name) { return .aggregate(operation, DataKeyPath([.this])) }
                index = start
                var notes = ["the operators are " + KeyPathParser.operatorNames.joined(separator: ", ")]
                if let suggestion = Spelling.suggestion(for: "@" + name, among: KeyPathParser.operatorNames) {
                    notes.insert("did you mean \(suggestion)?", at: 0)
                }
                throw fail(name.isEmpty ? "expected an operator's name after '@'" : "unknown operator @\(name)", notes: notes)
            }
        }
        guard let name = readName() else {
            throw fail(
                "expected a key, found \(found)",
                notes: ["a key is a letter or _ then letters, digits, _ and -; quote any other: [\"odd key\"]"])
        }
        return name == "self" ? .this : .key(name)
    }

    static let operatorNames = ["@root", "@count", "@first", "@last"] + DataKeyPath.CollectionOperator.allCases.map { "@" + $0.rawValue }

    private mutating func readName() -> String? {
        guard let first = current, first == "_" || first.properties.isAlphabetic else { return nil }
        var name = ""
        while let scalar = current, scalar == "_" || scalar == "-" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        return name
    }

    /// `[3]` or `["odd key"]`.
    private mutating func subscriptStep() throws(KeyPathSyntaxError) -> DataKeyPath.Step {
        index += 1
        let step: DataKeyPath.Step
        if current == "\"" {
            index += 1
            var key = ""
            while let scalar = current, scalar != "\"" {
                if scalar == "\\", index + 1 < scalars.count { index += 1 }
                key.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard current == "\"" else { throw fail("expected '\"' to close the key") }
            index += 1
            step = .key(key)
        } else {
            var digits = ""
            while let scalar = current, ("0"..."9").contains(scalar) {
                digits.unicodeScalars.append(scalar)
                index += 1
            }
            guard let number = Int(digits) else {
                throw fail("expected an index (a number) or a quoted key, found \(found)", notes: ["festivals[0], details[\"en-GB\"]"])
            }
            step = .index(number)
        }
        guard current == "]" else { throw fail("expected ']', found \(found)") }
        index += 1
        return step
    }
}
