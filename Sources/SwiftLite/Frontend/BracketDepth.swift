/// How deeply a file's brackets, strings and interpolations nest, found in one pass over
/// its bytes before it is parsed.
///
/// swift-syntax's parser takes time and stack that grow much faster than the input for
/// some deep nesting (a debug build took 90 s and 1.2 GB for five thousand interpolations
/// nested in each other, 12 s for five thousand nested functions, and the lookahead for
/// `[` doubles its time with each `[` nested around it). Nesting the language refuses
/// anyway (`SyntaxLowering.maximumDepth`) is found here first, in linear time, and
/// reported without parsing.
enum BracketDepth {
    /// Where nesting first goes past a limit, and which.
    struct Excess {
        let offset: Int
        let message: String
    }

    private enum Context {
        case code(closer: UInt8?)
        /// A string literal; `multiline` for `"""`, `pounds` for `#"..."#`.
        case string(multiline: Bool, pounds: Int)
        /// The code of a `\(...)` inside a string: it ends at the `)` that balances it
        /// (the parentheses inside it are contexts of their own).
        case interpolation
    }

    /// The first place where more than `maximumDepth` brackets, strings and
    /// interpolations are open at once, or more than `maximumOpenBrackets` `[`; nil when
    /// nothing goes that deep.
    static func firstExcess(in bytes: [UInt8], maximumDepth: Int, maximumOpenBrackets: Int) -> Excess? {
        var stack: [Context] = [.code(closer: nil)]
        var openBrackets = 0
        var index = 0
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        while index < count {
            let current = bytes[index]
            switch stack[stack.count - 1] {
            case .code, .interpolation:
                switch current {
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                    while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                    index = skipBlockComment(bytes, from: index)
                    continue
                case UInt8(ascii: "#") where byte(index + 1) == UInt8(ascii: "#") || byte(index + 1) == UInt8(ascii: "\""):
                    var pounds = 0
                    while byte(index + pounds) == UInt8(ascii: "#") { pounds += 1 }
                    guard byte(index + pounds) == UInt8(ascii: "\"") else {
                        index += pounds
                        continue
                    }
                    let multiline = byte(index + pounds + 1) == UInt8(ascii: "\"") && byte(index + pounds + 2) == UInt8(ascii: "\"")
                    stack.append(.string(multiline: multiline, pounds: pounds))
                    index += pounds + (multiline ? 3 : 1)
                case UInt8(ascii: "\""):
                    let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
                    stack.append(.string(multiline: multiline, pounds: 0))
                    index += multiline ? 3 : 1
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    let closer: UInt8 = current == UInt8(ascii: "(") ? UInt8(ascii: ")") : current == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                    stack.append(.code(closer: closer))
                    if current == UInt8(ascii: "[") {
                        openBrackets += 1
                        if openBrackets > maximumOpenBrackets {
                            return Excess(offset: index, message: "the code is nested too deeply (more than \(maximumOpenBrackets) '[' open at once)")
                        }
                    }
                    index += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if case .interpolation = stack[stack.count - 1] {
                        if current == UInt8(ascii: ")") { stack.removeLast() }  // back into the string
                        index += 1
                        continue
                    }
                    if stack.count > 1, case .code(let closer?) = stack[stack.count - 1] {
                        if closer == UInt8(ascii: "]") { openBrackets = max(0, openBrackets - 1) }
                        stack.removeLast()
                    }
                    index += 1
                default:
                    index += 1
                }
            case .string(let multiline, let pounds):
                switch current {
                case UInt8(ascii: "\\"):
                    var escapePounds = 0
                    while escapePounds < pounds && byte(index + 1 + escapePounds) == UInt8(ascii: "#") { escapePounds += 1 }
                    if escapePounds == pounds && byte(index + 1 + pounds) == UInt8(ascii: "(") {
                        stack.append(.interpolation)
                        index += pounds + 2
                    } else {
                        index += 2
                    }
                case UInt8(ascii: "\""):
                    let quotes = multiline ? 3 : 1
                    var closes = true
                    for offset in 0..<quotes where byte(index + offset) != UInt8(ascii: "\"") { closes = false }
                    for offset in 0..<pounds where byte(index + quotes + offset) != UInt8(ascii: "#") { closes = false }
                    if closes {
                        stack.removeLast()
                        index += quotes + pounds
                    } else {
                        index += 1
                    }
                case UInt8(ascii: "\n") where !multiline:
                    stack.removeLast()  // an unterminated string: the parser reports it
                    index += 1
                default:
                    index += 1
                }
            }
            if stack.count - 1 > maximumDepth {
                return Excess(offset: max(0, index - 1), message: "the code is nested too deeply (more than \(maximumDepth) levels)")
            }
        }
        return nil
    }

    /// The index after a `/* ... */` comment (they nest, as in Swift).
    private static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }
}
