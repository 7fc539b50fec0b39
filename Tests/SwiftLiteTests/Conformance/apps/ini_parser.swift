// App: parse an INI configuration by hand into sections of typed values, with comments, defaults and errors per line.
enum Value: CustomStringConvertible {
    case int(Int)
    case bool(Bool)
    case text(String)
    init(parsing raw: String) {
        if let n = Int(raw) { self = .int(n) }
        else if raw == "true" || raw == "false" { self = .bool(raw == "true") }
        else { self = .text(raw) }
    }
    var description: String {
        switch self {
        case .int(let n): return "int \(n)"
        case .bool(let b): return "bool \(b)"
        case .text(let s): return "text \"\(s)\""
        }
    }
}
struct Config {
    var sections: [String: [String: Value]] = [:]
    var errors: [String] = []
    func int(_ section: String, _ key: String, default fallback: Int) -> Int {
        if case .int(let n)? = sections[section]?[key] { return n }
        return fallback
    }
    func flag(_ section: String, _ key: String) -> Bool {
        guard case .bool(let b)? = sections[section]?[key] else { return false }
        return b
    }
}
func trim(_ s: Substring) -> String {
    String(s.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
}
func parse(_ text: String) -> Config {
    var config = Config()
    var section = "global"
    for (i, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = trim(rawLine)
        if line.isEmpty || line.hasPrefix(";") || line.hasPrefix("#") { continue }
        if line.hasPrefix("[") && line.hasSuffix("]") {
            section = String(line.dropFirst().dropLast())
            continue
        }
        let parts = line.split(separator: "=", maxSplits: 1).map { trim($0) }
        guard parts.count == 2, !parts[0].isEmpty else {
            config.errors.append("line \(i + 1): cannot read '\(line)'")
            continue
        }
        config.sections[section, default: [:]][parts[0]] = Value(parsing: parts[1])
    }
    return config
}
let text = """
name = demo
; a comment
[server]
port = 8080
debug = true
host = example.local
[client]
retries=3
timeout
# done
"""
let config = parse(text)
for name in config.sections.keys.sorted() {
    print("[\(name)]")
    let entries = config.sections[name]!
    for key in entries.keys.sorted() { print("  \(key): \(entries[key]!)") }
}
print(config.errors)
print(config.int("server", "port", default: 80), config.int("server", "missing", default: 80))
print(config.flag("server", "debug"), config.flag("client", "debug"))
