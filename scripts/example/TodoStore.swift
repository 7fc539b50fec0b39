// The model: an @Observable class. Wherever a view holds it, its properties live in the
// workbench's state store, so a hot reload keeps your todos and the REPL can read them.

import Observation

struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}

enum Filter: String, CaseIterable, Identifiable {
    case all, open, done

    var id: String { rawValue }
    var title: String { rawValue.capitalized }

    func includes(_ todo: Todo) -> Bool {
        switch self {
        case .all: return true
        case .open: return !todo.done
        case .done: return todo.done
        }
    }
}

@Observable
final class TodoStore {
    var todos: [Todo] = [
        Todo(id: 1, title: "Buy milk"),
        Todo(id: 2, title: "Write the VML guide", done: true),
        Todo(id: 3, title: "Ship the workbench"),
    ]
    var filter = Filter.all
    var nextID = 4

    var summary: String {
        let open = todos.filter { !$0.done }.count
        switch open {
        case 0: return "All done"
        case 1: return "1 item left"
        default: return "\(open) items left"
        }
    }

    func add(_ title: String) {
        guard !title.isEmpty else { return }
        todos.append(Todo(id: nextID, title: title))
        nextID += 1
    }

    func clearDone() {
        todos.removeAll { $0.done }
    }
}
