// A small program: a to-do list kept as an array of dictionaries, changed in place.
var todos: [[String: Any]] = [
    ["id": 1, "title": "Milk", "done": false],
    ["id": 2, "title": "Bread", "done": true],
]
func add(_ title: String) {
    let nextID = (todos.compactMap { $0["id"] as? Int }.max() ?? 0) + 1
    todos.append(["id": nextID, "title": title, "done": false])
}
func toggle(_ id: Int) {
    guard let index = todos.firstIndex(where: { ($0["id"] as? Int) == id }) else { return }
    let done = todos[index]["done"] as! Bool
    todos[index]["done"] = !done
}
add("Eggs")
toggle(1)
toggle(99)
for todo in todos {
    let mark = (todo["done"] as! Bool) ? "x" : " "
    print("[\(mark)] \(todo["id"] as! Int) \(todo["title"] as! String)")
}
let remaining = todos.filter { !($0["done"] as! Bool) }.count
print("\(remaining) left")
