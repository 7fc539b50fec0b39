// App: a to-do list view model (an observable-style class) with filters, sorting, sections and row strings for a list view.
struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
    var priority: Priority = .normal
    enum Priority: Int, Comparable, CaseIterable {
        case low, normal, high
        static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
        var badge: String { ["·", "•", "!"][rawValue] }
    }
}
enum Filter: String, CaseIterable { case all, open, done }
final class TodoListModel {
    private(set) var todos: [Todo] = []
    var filter = Filter.all
    var changeCount = 0
    private var nextID = 1
    func add(_ title: String, priority: Todo.Priority = .normal) {
        let trimmed = title.split(separator: " ").joined(separator: " ")
        guard !trimmed.isEmpty else { return }
        todos.append(Todo(id: nextID, title: trimmed, priority: priority))
        nextID += 1
        changeCount += 1
    }
    func toggle(_ id: Todo.ID) {
        guard let i = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[i].done.toggle()
        changeCount += 1
    }
    func delete(at offsets: [Int]) {
        for offset in offsets.sorted(by: >) { todos.remove(at: offset) }
        changeCount += 1
    }
    var visible: [Todo] {
        let base: [Todo]
        switch filter {
        case .all: base = todos
        case .open: base = todos.filter { !$0.done }
        case .done: base = todos.filter(\.done)
        }
        return base.sorted { ($0.priority, $1.id) > ($1.priority, $0.id) }
    }
    var title: String {
        let open = todos.filter { !$0.done }.count
        return open == 0 ? "All done" : "\(open) open"
    }
    func row(_ todo: Todo) -> String { "[\(todo.done ? "x" : " ")] \(todo.priority.badge) \(todo.title)" }
}
let model = TodoListModel()
model.add("  Buy   milk ")
model.add("Ship release", priority: .high)
model.add("   ")
model.add("Water plants", priority: .low)
model.add("Call mom", priority: .high)
model.toggle(2)
print(model.title)
for f in Filter.allCases {
    model.filter = f
    print("-- \(f.rawValue) (\(model.visible.count))")
    for todo in model.visible { print(model.row(todo)) }
}
model.delete(at: [0, 2])
model.filter = .all
print(model.visible.map(\.title), model.changeCount)
model.todos.map(\.id).forEach(model.toggle)
print(model.title)
