// App: merge overlapping intervals, find free gaps in a schedule, intersect two calendars and compute total coverage.
struct Interval: CustomStringConvertible, Comparable {
    let start: Int
    let end: Int
    var length: Int { end - start }
    var description: String { "[\(start),\(end))" }
    static func < (a: Interval, b: Interval) -> Bool { (a.start, a.end) < (b.start, b.end) }
}
func merge(_ intervals: [Interval]) -> [Interval] {
    var result: [Interval] = []
    for interval in intervals.sorted() {
        if let last = result.last, interval.start <= last.end {
            result[result.count - 1] = Interval(start: last.start, end: max(last.end, interval.end))
        } else {
            result.append(interval)
        }
    }
    return result
}
func gaps(_ intervals: [Interval], within bounds: Interval) -> [Interval] {
    var cursor = bounds.start
    var out: [Interval] = []
    for i in merge(intervals) {
        if i.start > cursor { out.append(Interval(start: cursor, end: min(i.start, bounds.end))) }
        cursor = max(cursor, i.end)
    }
    if cursor < bounds.end { out.append(Interval(start: cursor, end: bounds.end)) }
    return out
}
func intersect(_ a: [Interval], _ b: [Interval]) -> [Interval] {
    var i = 0, j = 0
    var out: [Interval] = []
    let x = merge(a), y = merge(b)
    while i < x.count && j < y.count {
        let lo = max(x[i].start, y[j].start), hi = min(x[i].end, y[j].end)
        if lo < hi { out.append(Interval(start: lo, end: hi)) }
        if x[i].end < y[j].end { i += 1 } else { j += 1 }
    }
    return out
}
func parse(_ s: String) -> [Interval] {
    s.split(separator: " ").map { pair in
        let p = pair.split(separator: "-").map { Int($0)! }
        return Interval(start: p[0], end: p[1])
    }
}
let busy = parse("9-10 13-15 9-11 14-16 18-19 11-12")
print(merge(busy))
print(gaps(busy, within: Interval(start: 8, end: 20)))
let other = parse("8-9 10-14 15-17")
let freeA = gaps(busy, within: Interval(start: 8, end: 20))
let freeB = gaps(other, within: Interval(start: 8, end: 20))
print("both free:", intersect(freeA, freeB))
print("covered hours:", merge(busy).map(\.length).reduce(0, +))
print(merge([]), merge(parse("1-2 2-3 3-4")), merge(parse("5-6 1-10")))
