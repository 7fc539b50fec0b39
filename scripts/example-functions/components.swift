// Components: plain functions that return a Node. Each appears in the IR as the subtree
// it returned, annotated with the function's name.

func counter(_ count: Int) -> Node {
    HStack(spacing: 12) {
        Button("-", action: "decrement")
            .buttonStyle(.bordered)
        Text("\(count)")
            .font(.system(size: 28, weight: .semibold))
            .frame(minWidth: 60)
        Button("+", action: "increment")
            .buttonStyle(.borderedProminent)
    }
}

func todoRow(_ todo: [String: Any], _ index: Int) -> Node {
    HStack {
        Toggle(todo["title"] as! String, isOn: state.bind("todos[\(index)].done"))
        Spacer()
        if todo["done"] as! Bool {
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
        }
    }
    .padding(.vertical, 4)
}

func visible(_ todos: [[String: Any]], _ filter: String) -> [[String: Any]] {
    switch filter {
    case "open": return todos.filter { !($0["done"] as! Bool) }
    case "done": return todos.filter { $0["done"] as! Bool }
    default: return todos
    }
}

func shownIndices(_ todos: [[String: Any]], _ filter: String) -> [Int] {
    var shown: [Int] = []
    for (i, todo) in todos.enumerated() where visible([todo], filter).count == 1 {
        shown.append(i)
    }
    return shown
}

func summary(_ todos: [[String: Any]]) -> String {
    let open = todos.filter { !($0["done"] as! Bool) }.count
    switch open {
    case 0: return "All done"
    case 1: return "1 item left"
    default: return "\(open) items left"
    }
}
