// App: a calendar of events on minutes of a day, conflict detection, free slots and an agenda printed as hh:mm.
struct Event: Comparable {
    let title: String
    let start: Int
    let end: Int
    static func < (a: Event, b: Event) -> Bool { (a.start, a.end, a.title) < (b.start, b.end, b.title) }
    func overlaps(_ other: Event) -> Bool { start < other.end && other.start < end }
}
func clock(_ minutes: Int) -> String {
    let h = minutes / 60, m = minutes % 60
    return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
}
func time(_ text: String) -> Int {
    let parts = text.split(separator: ":").compactMap { Int($0) }
    return parts[0] * 60 + parts[1]
}
struct Day {
    private(set) var events: [Event] = []
    mutating func add(_ title: String, _ from: String, _ to: String) {
        events.append(Event(title: title, start: time(from), end: time(to)))
        events.sort()
    }
    var conflicts: [(String, String)] {
        var out: [(String, String)] = []
        for i in events.indices {
            for j in events.indices where j > i && events[i].overlaps(events[j]) {
                out.append((events[i].title, events[j].title))
            }
        }
        return out
    }
    func freeSlots(from dayStart: Int, to dayEnd: Int, atLeast: Int) -> [String] {
        var slots: [String] = []
        var cursor = dayStart
        for e in events {
            if e.start - cursor >= atLeast { slots.append("\(clock(cursor))-\(clock(e.start))") }
            cursor = max(cursor, e.end)
        }
        if dayEnd - cursor >= atLeast { slots.append("\(clock(cursor))-\(clock(dayEnd))") }
        return slots
    }
}
var monday = Day()
monday.add("Standup", "09:30", "09:45")
monday.add("Design review", "10:00", "11:30")
monday.add("Lunch", "12:00", "13:00")
monday.add("1:1", "11:15", "11:45")
monday.add("Deep work", "14:00", "16:30")
monday.add("Coffee", "16:30", "16:45")
for e in monday.events {
    print("\(clock(e.start))–\(clock(e.end)) \(e.title) (\(e.end - e.start) min)")
}
for (a, b) in monday.conflicts { print("conflict: \(a) / \(b)") }
print(monday.freeSlots(from: time("09:00"), to: time("18:00"), atLeast: 30))
let busy = monday.events.reduce(0) { $0 + $1.end - $1.start }
print("busy \(busy / 60)h \(busy % 60)m")
