/// The state paths and action names a program writes as string literals: `state.initial("count", 0)`,
/// `state.get("todos")`, `actions["add"] = { ... }`. What completion offers inside those
/// strings when the app is not running, and where "go to definition" on an action name or
/// a state path leads (its `actions["..."] =`, its `state.initial`).
struct ScriptStrings {
    /// A string literal's text and where it starts (after its quote), in the workbench's
    /// 1-based lines and columns of `path`.
    struct Occurrence: Equatable {
        var text: String
        var path: String
        var line: Int
        var column: Int
        /// Whether it defines the name (`actions["x"] =`, `state.initial("x"`).
        var isDefinition: Bool
    }

    private(set) var statePaths: [Occurrence] = []
    private(set) var actionNames: [Occurrence] = []

    private static let stateCalls = ["state.initial(", "state.get(", "state.set(", "state.bind(", "state.update(", "state.remove("]

    /// Reads the literals of each file.
    init(_ texts: [FileText]) {
        for text in texts {
            for line in 0..<text.lines.lineCount {
                read(text.lines.lineText(line), line: line + 1, path: text.path)
            }
        }
    }

    private mutating func read(_ line: String, line number: Int, path: String) {
        let scalars = Array(line.unicodeScalars)
        for call in Self.stateCalls {
            for start in Self.starts(of: call, in: scalars) {
                if let literal = Self.literal(in: scalars, at: start + call.unicodeScalars.count) {
                    statePaths.append(Occurrence(text: literal.text, path: path, line: number, column: literal.column, isDefinition: call == "state.initial("))
                }
            }
        }
        for start in Self.starts(of: "actions[", in: scalars) {
            guard let literal = Self.literal(in: scalars, at: start + 8) else { continue }
            // `actions["add"] = ...` defines it; `actions["add"]` read elsewhere does not.
            let rest = String(String.UnicodeScalarView(scalars[min(literal.end + 1, scalars.count)...])).drop { $0 == " " }
            let afterBracket = rest.hasPrefix("]") ? rest.dropFirst().drop { $0 == " " } : rest
            let isAssignment = afterBracket.hasPrefix("=") && !afterBracket.hasPrefix("==")
            actionNames.append(Occurrence(text: literal.text, path: path, line: number, column: literal.column, isDefinition: isAssignment))
        }
        for start in Self.starts(of: "action:", in: scalars) {
            if let literal = Self.literal(in: scalars, at: start + 7) {
                actionNames.append(Occurrence(text: literal.text, path: path, line: number, column: literal.column, isDefinition: false))
            }
        }
    }

    /// The distinct state paths, sorted.
    var statePathNames: [String] { Array(Set(statePaths.map(\.text))).sorted() }
    /// The distinct action names, sorted.
    var actionNameList: [String] { Array(Set(actionNames.filter(\.isDefinition).map(\.text))).sorted() }

    /// Where a pattern starts in a line's scalars.
    private static func starts(of pattern: String, in scalars: [Unicode.Scalar]) -> [Int] {
        let wanted = Array(pattern.unicodeScalars)
        guard scalars.count >= wanted.count else { return [] }
        return (0...(scalars.count - wanted.count)).filter { start in
            scalars[start..<(start + wanted.count)].elementsEqual(wanted)
                && (start == 0 || !CompletionContext.isNameScalar(scalars[start - 1]))
        }
    }

    /// The string literal at `index` (after spaces): its text (without escapes), the
    /// 1-based column of its first character and the index of its closing quote.
    private static func literal(in scalars: [Unicode.Scalar], at index: Int) -> (text: String, column: Int, end: Int)? {
        var start = index
        while start < scalars.count, scalars[start] == " " { start += 1 }
        guard start < scalars.count, scalars[start] == "\"" else { return nil }
        var end = start + 1
        var text = String.UnicodeScalarView()
        while end < scalars.count, scalars[end] != "\"" {
            // A literal with an interpolation is no fixed name.
            if scalars[end] == "\\" { return nil }
            text.append(scalars[end])
            end += 1
        }
        guard end < scalars.count else { return nil }
        return (String(text), start + 2, end)
    }
}
