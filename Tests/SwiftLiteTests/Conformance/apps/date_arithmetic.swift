// App: calendar dates without Foundation: parse ISO strings, validate, day of year, add days, differences and weekdays.
struct SimpleDate: Comparable, CustomStringConvertible, Hashable {
    let year: Int, month: Int, day: Int
    static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
    static func days(in month: Int, of year: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }
    init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...SimpleDate.days(in: month, of: year)).contains(day) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }
    init?(_ iso: String) {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }
    var dayOfYear: Int { (1..<month).reduce(day) { $0 + SimpleDate.days(in: $1, of: year) } }
    /// Days since 0001-01-01 (proleptic Gregorian).
    var ordinal: Int {
        let y = year - 1
        return y * 365 + y / 4 - y / 100 + y / 400 + dayOfYear - 1
    }
    init(ordinal: Int) {
        var y = 1 + ordinal / 366
        while SimpleDate(year: y + 1, month: 1, day: 1)!.ordinal <= ordinal { y += 1 }
        var rest = ordinal - SimpleDate(year: y, month: 1, day: 1)!.ordinal
        var m = 1
        while rest >= SimpleDate.days(in: m, of: y) {
            rest -= SimpleDate.days(in: m, of: y)
            m += 1
        }
        self = SimpleDate(year: y, month: m, day: rest + 1)!
    }
    func adding(days n: Int) -> SimpleDate { SimpleDate(ordinal: ordinal + n) }
    var weekday: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][ordinal % 7] }
    var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
    static func < (a: SimpleDate, b: SimpleDate) -> Bool { a.ordinal < b.ordinal }
    static func - (a: SimpleDate, b: SimpleDate) -> Int { a.ordinal - b.ordinal }
}
for text in ["2024-02-29", "2023-02-29", "2024-13-01", "1999-12-31", "2024-3-01", "abcd-ef-gh"] {
    if let d = SimpleDate(text) { print(text, "ok", d.dayOfYear, d.weekday) } else { print(text, "invalid") }
}
let start = SimpleDate("2024-01-30")!
print([1, 30, 365, 366, -30].map { start.adding(days: $0).description })
print(SimpleDate("2025-01-01")! - SimpleDate("2024-01-01")!, SimpleDate("2000-03-01")! - SimpleDate("2000-02-28")!)
let deadlines = ["2024-06-15", "2024-01-02", "2023-12-31", "2024-06-01"].compactMap(SimpleDate.init).sorted()
print(deadlines.map(\.description), deadlines.map(\.weekday))
print(SimpleDate(ordinal: 0), SimpleDate("2024-07-04")!.adding(days: 0) == SimpleDate("2024-07-04")!)
