// App: parse command-line style arguments (flags, options with values, positional) into a struct, with usage errors.
struct Options {
    var verbose = false
    var count = 1
    var output: String?
    var tags: [String] = []
    var files: [String] = []
}
enum ParseError: CustomStringConvertible {
    case missingValue(String)
    case badNumber(String)
    case unknown(String)
    var description: String {
        switch self {
        case .missingValue(let o): return "option \(o) needs a value"
        case .badNumber(let v): return "'\(v)' is not a number"
        case .unknown(let o): return "unknown option \(o)"
        }
    }
}
func parse(_ args: [String]) -> (Options?, ParseError?) {
    var options = Options()
    var rest = args[...]
    while let arg = rest.popFirst() {
        switch arg {
        case "-v", "--verbose":
            options.verbose = true
        case "-n", "--count":
            guard let value = rest.popFirst() else { return (nil, .missingValue(arg)) }
            guard let n = Int(value) else { return (nil, .badNumber(value)) }
            options.count = n
        case "-o":
            guard let value = rest.popFirst() else { return (nil, .missingValue(arg)) }
            options.output = value
        case let a where a.hasPrefix("--tag="):
            options.tags.append(String(a.dropFirst(6)))
        case "--":
            options.files += rest
            rest = []
        case let a where a.hasPrefix("-"):
            return (nil, .unknown(a))
        default:
            options.files.append(arg)
        }
    }
    return (options, nil)
}
let commandLines = [
    "-v -n 3 a.txt b.txt",
    "--tag=x --tag=y -o out.txt in.txt",
    "-n",
    "-n three",
    "--color",
    "file -- -v --odd",
]
for line in commandLines {
    let (options, error) = parse(line.split(separator: " ").map(String.init))
    if let o = options {
        print("ok: verbose=\(o.verbose) count=\(o.count) output=\(o.output ?? "-") tags=\(o.tags) files=\(o.files)")
    } else if let e = error {
        print("error: \(e)")
    }
}
