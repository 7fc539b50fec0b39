// App: a chat thread view model: messages grouped into day sections and sender runs, unread counts and row strings.
struct Message: Identifiable {
    let id: Int
    let sender: String
    let day: Int
    let minute: Int
    let text: String
    var read: Bool
}
struct Run {
    let sender: String
    var messages: [Message]
}
struct DaySection {
    let title: String
    var runs: [Run]
}
final class ThreadModel {
    private(set) var messages: [Message]
    let me: String
    init(me: String, messages: [Message]) {
        self.me = me
        self.messages = messages.sorted { ($0.day, $0.minute, $0.id) < ($1.day, $1.minute, $1.id) }
    }
    var unread: Int { messages.filter { !$0.read && $0.sender != me }.count }
    func markRead(upTo id: Int) {
        for i in messages.indices where messages[i].id <= id { messages[i].read = true }
    }
    func send(_ text: String, day: Int, minute: Int) {
        messages.append(Message(id: (messages.map(\.id).max() ?? 0) + 1, sender: me, day: day, minute: minute, text: text, read: true))
    }
    static func title(for day: Int, today: Int) -> String {
        switch today - day {
        case 0: return "Today"
        case 1: return "Yesterday"
        default: return "Day \(day)"
        }
    }
    func sections(today: Int) -> [DaySection] {
        var out: [DaySection] = []
        for m in messages {
            let title = ThreadModel.title(for: m.day, today: today)
            if out.last?.title != title { out.append(DaySection(title: title, runs: [])) }
            if let last = out[out.count - 1].runs.last, last.sender == m.sender, m.minute - last.messages.last!.minute <= 5 {
                out[out.count - 1].runs[out[out.count - 1].runs.count - 1].messages.append(m)
            } else {
                out[out.count - 1].runs.append(Run(sender: m.sender, messages: [m]))
            }
        }
        return out
    }
    func render(today: Int) -> [String] {
        sections(today: today).flatMap { section in
            ["— \(section.title) —"] + section.runs.flatMap { run in
                let name = run.sender == me ? "You" : run.sender
                let time = run.messages[0].minute
                let header = "\(name) \(time / 60):\(time % 60 < 10 ? "0" : "")\(time % 60)"
                return [header] + run.messages.map { "  \($0.read ? " " : "•") \($0.text)" }
            }
        }
    }
}
let thread = ThreadModel(me: "ann", messages: [
    Message(id: 1, sender: "bob", day: 9, minute: 600, text: "Morning!", read: true),
    Message(id: 2, sender: "bob", day: 9, minute: 602, text: "Coffee later?", read: true),
    Message(id: 3, sender: "ann", day: 9, minute: 700, text: "Sure, 3pm", read: true),
    Message(id: 5, sender: "bob", day: 10, minute: 545, text: "Running late", read: false),
    Message(id: 4, sender: "cy", day: 10, minute: 540, text: "Standup moved", read: false),
    Message(id: 6, sender: "bob", day: 10, minute: 560, text: "Here now", read: false),
])
print("unread:", thread.unread)
thread.render(today: 10).forEach { print($0) }
thread.markRead(upTo: 5)
thread.send("See you", day: 10, minute: 561)
print("unread:", thread.unread, "sections:", thread.sections(today: 11).map(\.title))
print(thread.render(today: 11).suffix(4))
