// App: compute a month grid for a calendar view (leap years, weekday of the first via Zeller's congruence) and print it.
struct YearMonth {
    let year: Int
    let month: Int
    static let names = ["January", "February", "March", "April", "May", "June", "July",
                        "August", "September", "October", "November", "December"]
    var isLeapYear: Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }
    var dayCount: Int {
        switch month {
        case 2: return isLeapYear ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
    /// 0 = Monday ... 6 = Sunday
    func weekday(of day: Int) -> Int {
        var m = month, y = year
        if m < 3 { m += 12; y -= 1 }
        let k = y % 100, j = y / 100
        let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7
        return (h + 5) % 7
    }
    var weeks: [[Int?]] {
        var cells: [Int?] = Array(repeating: nil, count: weekday(of: 1))
        cells += (1...dayCount).map { Optional($0) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
    func render(marking marked: Set<Int> = []) -> String {
        var lines = ["\(YearMonth.names[month - 1]) \(year)", "Mo Tu We Th Fr Sa Su"]
        for week in weeks {
            lines.append(week.map { day in
                guard let d = day else { return "  " }
                if marked.contains(d) { return "**" }
                return d < 10 ? " \(d)" : "\(d)"
            }.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }
}
print(YearMonth(year: 2024, month: 2).render(marking: [14, 29]))
print(YearMonth(year: 2023, month: 10).render())
for (y, m) in [(1900, 2), (2000, 2), (2023, 2), (2024, 12)] {
    let ym = YearMonth(year: y, month: m)
    print(y, m, ym.dayCount, ym.weeks.count, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][ym.weekday(of: 1)])
}
