/// Where in a script the cursor is, as far as completion cares, read from the text of
/// its line up to the cursor (the rest of the file may not parse while the user types).
enum CompletionContext: Equatable {
    /// Inside a string that is a state path: `state.get("to|`.
    case statePath(prefix: String)
    /// Inside a string that is an action name: `Button("Add", action: "inc|`.
    case actionName(prefix: String)
    /// After `receiver.`: `receiver` is the name right before the dot, nil when something
    /// else is (`)` of a view, a line that starts with the dot of a modifier chain).
    case member(receiver: String?, afterCall: Bool, prefix: String)
    /// A name being typed.
    case name(prefix: String)
    /// Inside any other string: nothing to offer.
    case text

    /// The context of a cursor at the end of `line` (the line's text up to the cursor).
    init(line: String) {
        let scalars = Array(line.unicodeScalars)
        if let quote = Self.openQuote(in: scalars) {
            let before = String(String.UnicodeScalarView(scalars[..<quote])).trimmingTrailingSpaces
            let prefix = String(String.UnicodeScalarView(scalars[(quote + 1)...]))
            for call in ["state.get(", "state.set(", "state.initial(", "state.bind(", "state.update(", "state.remove("] where before.hasSuffix(call) {
                self = .statePath(prefix: prefix)
                return
            }
            if before.hasSuffix("action:") || before.hasSuffix("actions[") || before.hasSuffix("dispatch(") {
                self = .actionName(prefix: prefix)
                return
            }
            self = .text
            return
        }
        var end = scalars.count
        while end > 0, Self.isNameScalar(scalars[end - 1]) { end -= 1 }
        let prefix = String(String.UnicodeScalarView(scalars[end...]))
        guard end > 0, scalars[end - 1] == "." else {
            self = .name(prefix: prefix)
            return
        }
        var receiverEnd = end - 1
        var receiverStart = receiverEnd
        while receiverStart > 0, Self.isNameScalar(scalars[receiverStart - 1]) { receiverStart -= 1 }
        // A receiver that starts with a digit is a number (`3.`), not a name.
        if receiverStart < receiverEnd, !(scalars[receiverStart].value >= 48 && scalars[receiverStart].value <= 57) {
            self = .member(receiver: String(String.UnicodeScalarView(scalars[receiverStart..<receiverEnd])), afterCall: false, prefix: prefix)
            return
        }
        while receiverEnd > 0, scalars[receiverEnd - 1] == " " || scalars[receiverEnd - 1] == "\t" { receiverEnd -= 1 }
        let previous = receiverEnd > 0 ? scalars[receiverEnd - 1] : nil
        // `Text("a").` and a line that starts with `.`: a modifier of the view before it.
        let afterCall = previous == nil || previous == ")" || previous == "}" || previous == "]"
        self = .member(receiver: nil, afterCall: afterCall, prefix: prefix)
    }

    /// Where the string the cursor is in opens, if it is in one. Strings nest inside
    /// interpolations (`"\(state.get("count"))"`), so the line is read as Swift reads it:
    /// code, strings, and code again inside `\(...)`.
    static func openQuote(in scalars: [Unicode.Scalar]) -> Int? {
        enum Mode {
            case code(depth: Int)
            case string(start: Int)
        }
        var modes: [Mode] = [.code(depth: 0)]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch modes[modes.count - 1] {
            case .string:
                if scalar == "\\" {
                    if index + 1 < scalars.count, scalars[index + 1] == "(" { modes.append(.code(depth: 0)) }
                    index += 1
                } else if scalar == "\"" {
                    modes.removeLast()
                }
            case .code(let depth):
                if scalar == "\"" {
                    modes.append(.string(start: index))
                } else if scalar == "(" {
                    modes[modes.count - 1] = .code(depth: depth + 1)
                } else if scalar == ")" {
                    if depth == 0, modes.count > 1 { modes.removeLast() } else { modes[modes.count - 1] = .code(depth: max(depth - 1, 0)) }
                }
            }
            index += 1
        }
        if case .string(let start) = modes[modes.count - 1] { return start }
        return nil
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || (scalar.value >= 48 && scalar.value <= 57)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
