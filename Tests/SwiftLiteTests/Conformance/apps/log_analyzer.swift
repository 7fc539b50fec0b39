// App: parse log lines into structs with an enum level, count per level and per module, find error bursts and slow requests.
enum Level: String, CaseIterable, Comparable {
    case debug = "DEBUG", info = "INFO", warn = "WARN", error = "ERROR"
    static func < (a: Level, b: Level) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
struct Entry {
    let second: Int
    let level: Level
    let module: String
    let message: String
    var duration: Int? {
        let words = message.split(separator: " ")
        guard let i = words.firstIndex(of: "took"), i + 1 < words.count else { return nil }
        return Int(words[i + 1].prefix(while: { $0.isNumber }))
    }
}
func parse(_ line: Substring) -> Entry? {
    let parts = line.split(separator: " ", maxSplits: 3)
    guard parts.count == 4, let t = Int(parts[0]), let level = Level(rawValue: String(parts[1])),
          parts[2].hasPrefix("["), parts[2].hasSuffix("]") else { return nil }
    return Entry(second: t, level: level, module: String(parts[2].dropFirst().dropLast()), message: String(parts[3]))
}
let log = """
1 INFO [http] GET /index took 12ms
2 DEBUG [db] open connection
3 WARN [http] GET /slow took 950ms
garbage line
4 ERROR [db] timeout
5 ERROR [db] timeout
6 INFO [auth] login ann
6 ERROR [http] 500 on /api
20 ERROR [db] disk full
21 INFO [http] POST /api took 340ms
22 FATAL [x] unknown level
"""
let lines = log.split(separator: "\n")
let entries = lines.compactMap(parse)
print("parsed \(entries.count) of \(lines.count) lines")
for level in Level.allCases.reversed() {
    print(level.rawValue, entries.filter { $0.level == level }.count)
}
let modules = Dictionary(grouping: entries, by: \.module)
for m in modules.keys.sorted() {
    let worst = modules[m]!.map(\.level).max()!
    print("[\(m)] \(modules[m]!.count) entries, worst \(worst.rawValue)")
}
let errors = entries.filter { $0.level >= .error }
var bursts: [[Int]] = []
for e in errors {
    if let last = bursts.last?.last, e.second - last <= 3 { bursts[bursts.count - 1].append(e.second) } else { bursts.append([e.second]) }
}
print("error bursts:", bursts.filter { $0.count > 1 })
let slow = entries.compactMap { e in e.duration.map { (e.message, $0) } }.filter { $0.1 > 100 }.sorted { $0.1 > $1.1 }
for (message, ms) in slow { print("slow: \(message) (\(ms) ms)") }
