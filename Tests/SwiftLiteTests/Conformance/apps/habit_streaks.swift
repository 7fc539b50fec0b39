// A habit tracker: streak computation over day numbers, weekly completion rates, a
// protocol for reminders with default implementations, and a summary for a widget.
protocol Remindable {
    var title: String { get }
    var reminderHour: Int? { get }
}

extension Remindable {
    var reminderText: String {
        guard let hour = reminderHour else { return "\(title): no reminder" }
        let suffix = hour < 12 ? "am" : "pm"
        let display = hour % 12 == 0 ? 12 : hour % 12
        return "\(title) at \(display)\(suffix)"
    }
}

struct Habit: Remindable, Identifiable {
    let id: Int
    let title: String
    var reminderHour: Int?
    var completedDays: Set<Int> = []
    var goalPerWeek = 7

    mutating func toggle(day: Int) {
        if completedDays.contains(day) { completedDays.remove(day) } else { completedDays.insert(day) }
    }

    func streak(endingOn today: Int) -> Int {
        var day = completedDays.contains(today) ? today : today - 1
        var count = 0
        while completedDays.contains(day) {
            count += 1
            day -= 1
        }
        return count
    }

    var longestStreak: Int {
        let days = completedDays.sorted()
        var best = 0, current = 0
        var previous: Int?
        for day in days {
            current = previous.map { day == $0 + 1 } == true ? current + 1 : 1
            best = max(best, current)
            previous = day
        }
        return best
    }

    func rate(week: Int) -> Double {
        let range = (week * 7)..<(week * 7 + 7)
        let done = completedDays.filter { range.contains($0) }.count
        return min(1, Double(done) / Double(goalPerWeek))
    }
}

var habits = [
    Habit(id: 1, title: "Read", reminderHour: 21, completedDays: [0, 1, 2, 4, 5, 6, 7, 8], goalPerWeek: 5),
    Habit(id: 2, title: "Run", reminderHour: 7, completedDays: [1, 3, 5, 8], goalPerWeek: 3),
    Habit(id: 3, title: "Water plants", reminderHour: nil, completedDays: [2, 9], goalPerWeek: 2),
]
habits[1].toggle(day: 9)
habits[0].toggle(day: 8)
let today = 9
for habit in habits {
    let rates = (0...1).map { Int(habit.rate(week: $0) * 100) }
    print(habit.title, habit.streak(endingOn: today), habit.longestStreak, rates, habit.reminderText)
}
let ranked = habits.sorted { $0.streak(endingOn: today) > $1.streak(endingOn: today) }.map(\.title)
print(ranked)
let reminders = habits.compactMap { habit in habit.reminderHour.map { (habit.title, $0) } }.sorted { $0.1 < $1.1 }
print(reminders.map { "\($0.1):00 \($0.0)" })
let perfectWeeks = habits.filter { h in (0...1).allSatisfy { h.rate(week: $0) >= 1 } }.map(\.id)
print(perfectWeeks, habits.map { $0.completedDays.count }.reduce(0, +))
let widget = habits.first { $0.streak(endingOn: today) == 0 }.map { "Don't forget: \($0.title)" } ?? "All on track"
print(widget)
