// Protocols: Identifiable with an id property, and lookups by id.
struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}
var todos = [Todo(id: 1, title: "write"), Todo(id: 2, title: "test"), Todo(id: 3, title: "ship")]
func toggle(_ id: Todo.ID) {
    if let i = todos.firstIndex(where: { $0.id == id }) {
        todos[i].done.toggle()
    }
}
toggle(2)
toggle(3)
toggle(3)
for t in todos { print(t.id, t.title, t.done) }
print(todos.map(\.id))
class User: Identifiable {
    let id: String
    init(id: String) { self.id = id }
}
let users = [User(id: "u1"), User(id: "u2")]
print(users.map(\.id))
func ids<T: Identifiable>(_ items: [T]) -> [T.ID] { items.map(\.id) }
print(ids(todos))
let byID = Dictionary(uniqueKeysWithValues: todos.map { ($0.id, $0) })
print(byID[3]!.title)
