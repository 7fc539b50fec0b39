// A kanban board model: columns as an enum, cards moved with validation, WIP limits,
// and view data (counts, badges, overdue flags) computed from the state.
enum Column: Int, CaseIterable, Comparable, CustomStringConvertible {
    case backlog, doing, review, done
    static func < (a: Column, b: Column) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["BACKLOG", "DOING", "REVIEW", "DONE"][rawValue] }
    var limit: Int? {
        switch self {
        case .doing: return 2
        case .review: return 1
        default: return nil
        }
    }
    var next: Column? { Column(rawValue: rawValue + 1) }
}

struct Card: Identifiable, Equatable {
    let id: Int
    var title: String
    var column: Column = .backlog
    var points: Int
    var due: Int?
    var assignee: String?
}

enum MoveError: Equatable {
    case unknownCard(Int), overLimit(Column), backwards(from: Column, to: Column)
}

struct Board {
    private(set) var cards: [Card] = []
    var today = 10

    mutating func add(_ title: String, points: Int, due: Int? = nil, assignee: String? = nil) {
        cards.append(Card(id: (cards.map(\.id).max() ?? 0) + 1, title: title, points: points, due: due, assignee: assignee))
    }

    func cards(in column: Column) -> [Card] { cards.filter { $0.column == column } }

    mutating func move(_ id: Int, to column: Column) -> MoveError? {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return .unknownCard(id) }
        let from = cards[index].column
        if column < from && column != .backlog { return .backwards(from: from, to: column) }
        if let limit = column.limit, cards(in: column).count >= limit { return .overLimit(column) }
        cards[index].column = column
        return nil
    }

    mutating func advance(_ id: Int) -> MoveError? {
        guard let card = cards.first(where: { $0.id == id }) else { return .unknownCard(id) }
        guard let next = card.column.next else { return nil }
        return move(id, to: next)
    }

    var overdue: [Card] { cards.filter { card in card.column != .done && (card.due.map { $0 < today } ?? false) } }

    var columnHeaders: [String] {
        Column.allCases.map { column in
            let count = cards(in: column).count
            let limit = column.limit.map { "/\($0)" } ?? ""
            let points = cards(in: column).reduce(0) { $0 + $1.points }
            return "\(column) \(count)\(limit) (\(points)pt)"
        }
    }

    var workload: [String: Int] {
        cards.filter { $0.column != .done }.reduce(into: [:]) { totals, card in
            totals[card.assignee ?? "unassigned", default: 0] += card.points
        }
    }
}

var board = Board()
board.add("Login screen", points: 3, due: 12, assignee: "mo")
board.add("Sync engine", points: 8, due: 9, assignee: "li")
board.add("Dark mode", points: 2)
board.add("Crash fix", points: 1, due: 8, assignee: "mo")
let attempts: [(Int, Column)] = [(1, .doing), (2, .doing), (3, .doing), (4, .review), (1, .review), (2, .backlog), (9, .done)]
for (id, column) in attempts {
    if let error = board.move(id, to: column) { print("move \(id) → \(column) failed:", error) } else { print("moved \(id) → \(column)") }
}
print(board.advance(1) as Any, board.advance(4) as Any, board.advance(1) as Any)
board.columnHeaders.forEach { print($0) }
print(board.overdue.map(\.title), board.workload.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(board.cards(in: .done).map(\.id), board.cards.filter { $0.assignee == nil }.count)
