// Data shaping for a list view: sections by day, row view models, search and sorting options.
import Foundation
struct Message: Identifiable {
    let id: Int
    let sender: String
    let text: String
    // Days ago, and minutes since that day's midnight.
    let day: Int, minute: Int
    var isRead: Bool = false
    var isPinned: Bool = false
}

struct Row: Identifiable, Equatable {
    let id: Int
    let title: String
    let subtitle: String
    let badge: String?
}

struct Section: Identifiable {
    var id: String { header }
    let header: String
    let rows: [Row]
}

enum SortOrder: String, CaseIterable { case newest, oldest, sender }

struct InboxViewModel {
    var messages: [Message]
    var query = ""
    var order: SortOrder = .newest
    var showUnreadOnly = false

    private var visible: [Message] {
        messages
            .filter { !showUnreadOnly || !$0.isRead }
            .filter { query.isEmpty || $0.text.localizedCaseInsensitiveContains(query) || $0.sender.hasPrefix(query) }
            .sorted(by: comparator)
    }

    private var comparator: (Message, Message) -> Bool {
        switch order {
        case .newest: return { ($0.day, $0.minute) > ($1.day, $1.minute) }
        case .oldest: return { ($0.day, $0.minute) < ($1.day, $1.minute) }
        case .sender: return { $0.sender == $1.sender ? $0.id < $1.id : $0.sender < $1.sender }
        }
    }

    var sections: [Section] {
        let pinned = visible.filter(\.isPinned)
        var result: [Section] = []
        if !pinned.isEmpty { result.append(Section(header: "Pinned", rows: pinned.map(row))) }
        let grouped = Dictionary(grouping: visible.filter { !$0.isPinned }, by: \.day)
        for day in grouped.keys.sorted(by: order == .oldest ? (<) : (>)) {
            result.append(Section(header: day == 0 ? "Today" : "\(day)d ago", rows: grouped[day]!.map(row)))
        }
        return result
    }

    func row(_ message: Message) -> Row {
        let time = String(format: "%02d:%02d", message.minute / 60, message.minute % 60)
        let preview = message.text.count > 18 ? message.text.prefix(17) + "…" : message.text
        return Row(id: message.id, title: message.sender, subtitle: "\(time) \(preview)", badge: message.isRead ? nil : "●")
    }

    var unreadCount: Int { messages.lazy.filter { !$0.isRead }.count }
}

var model = InboxViewModel(messages: [
    Message(id: 1, sender: "Ana", text: "Lunch tomorrow?", day: 0, minute: 750),
    Message(id: 2, sender: "Ben", text: "The build is green again, shipping", day: 1, minute: 545, isRead: true),
    Message(id: 3, sender: "Ana", text: "Slides attached", day: 1, minute: 600, isPinned: true),
    Message(id: 4, sender: "Cai", text: "Meeting moved to 3pm", day: 0, minute: 615, isRead: true),
    Message(id: 5, sender: "Ben", text: "lunch? yes", day: 2, minute: 1200),
])

func render(_ sections: [Section]) {
    for section in sections {
        print("[\(section.header)]")
        for row in section.rows { print(" ", row.badge ?? " ", row.title, "-", row.subtitle) }
    }
}
render(model.sections)
model.order = .oldest
model.query = "lunch"
render(model.sections)
model.query = ""
model.order = .sender
model.showUnreadOnly = true
print(model.sections.flatMap(\.rows).map(\.id), model.unreadCount)
print(SortOrder.allCases.map(\.rawValue), model.sections.map(\.id))
print(model.row(model.messages[0]) == model.row(model.messages[0]))
