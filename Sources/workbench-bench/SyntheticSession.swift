import Foundation
import Store
import ViewTree

/// A made-up editing session of a todo app, shaped like scripts/example: a counter, a text
/// field, a picker, and a list of rows (a toggle, a spacer, a checkmark when done), with
/// source locations on every node.
///
/// Every step rebuilds the whole tree from the model, as the interpreter does on each
/// run, so no two steps share storage. Most steps are hot reloads that change one prop or
/// modifier; some insert a line above the rows (shifting every row's source line); the
/// rest are actions that change the state and the rows they show.
struct SyntheticSession {
    private var random: SplitMix64
    private var todos: [(id: Int, title: String, done: Bool)]
    private var count = 0
    private var nextID: Int
    private var padding = 16
    private var fontSize = 28
    private var title = "Todos"
    private var rowLineShift = 0
    private var edit = 0
    private var step = 0

    /// A session whose tree has about `nodes` nodes.
    init(nodes: Int, seed: UInt64 = 42) {
        random = SplitMix64(seed: seed)
        // 13 fixed nodes, then about 3.5 per row (a done row has a checkmark).
        let rows = max(1, (nodes - 13) * 2 / 7)
        todos = (0..<rows).map { (id: $0 + 1, title: "Todo number \($0 + 1)", done: $0 % 2 == 0) }
        nextID = rows + 1
    }

    /// The next snapshot: the first is a load, then reloads and actions.
    mutating func next() -> Snapshot {
        defer { step += 1 }
        let before = state
        var reason = Snapshot.Reason.reload
        var action: String?
        if step > 0 {
            let roll = random.next() % 100
            if roll < 55 {
                tweakAProp()
            } else if roll < 60 {
                rowLineShift += 1
                edit += 1
            } else if roll < 85 {
                reason = .action
                action = "toggle"
                let index = Int(random.next() % UInt64(todos.count))
                todos[index].done.toggle()
            } else if roll < 95 {
                reason = .action
                action = "increment"
                count += 1
            } else {
                reason = .action
                action = "addTodo"
                todos.append((nextID, "Added todo \(nextID)", false))
                nextID += 1
            }
        } else {
            reason = .load
        }
        return Snapshot(
            time: Date(timeIntervalSince1970: 1_700_000_000 + Double(step)), reason: reason, document: "app",
            program: program, stateBefore: step == 0 ? nil : before, stateAfter: state, action: action,
            ir: Document(root: tree), duration: .microseconds(800 + Int(random.next() % 400)))
    }

    private mutating func tweakAProp() {
        edit += 1
        switch random.next() % 3 {
        case 0: padding = 8 + Int(random.next() % 24)
        case 1: fontSize = 12 + Int(random.next() % 30)
        default: title = "Todos \(edit)"
        }
    }

    private var state: JSONValue {
        .object([
            "count": .int(count), "draft": "", "filter": "all", "nextID": .int(nextID),
            "todos": .array(
                todos.map { .object(["id": .int($0.id), "title": .string($0.title), "done": .bool($0.done)]) }),
        ])
    }

    /// Three files; the edits show in app.swift's text so each reload is a new program.
    private var program: [ProgramFile] {
        [
            ProgramFile(path: "app.swift", text: Self.appSource(padding: padding, fontSize: fontSize, title: title)),
            ProgramFile(path: "components.swift", text: String(repeating: "// shifted\n", count: rowLineShift) + Self.componentsSource),
            ProgramFile(path: "state.swift", text: Self.stateSource),
        ]
    }

    private func at(_ file: String, _ line: Int, _ column: Int, _ component: String? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column, component: component)
    }

    private var tree: Node {
        let open = todos.filter { !$0.done }.count
        let rows: [Node] = todos.enumerated().map { index, todo in
            let rowID = "0.0.3.0.@\(todo.id)"
            var children = [
                Node(
                    id: rowID + ".0", type: "Toggle", props: ["title": .string(todo.title)],
                    bindings: ["isOn": "todos[\(index)].done"], source: at("components.swift", 19 + rowLineShift, 9),
                    reads: ["todos[\(index)].title"]),
                Node(id: rowID + ".1", type: "Spacer", source: at("components.swift", 20 + rowLineShift, 9)),
            ]
            if todo.done {
                children.append(
                    Node(
                        id: rowID + ".2", type: "Image", props: ["systemName": "checkmark.circle.fill"],
                        modifiers: [Modifier("foregroundStyle", [Argument(.member("green"))])],
                        source: at("components.swift", 22 + rowLineShift, 13)))
            }
            return Node(
                id: rowID, type: "HStack", children: children,
                modifiers: [Modifier("padding", [Argument(.member("vertical")), Argument(4)])],
                source: at("components.swift", 18 + rowLineShift, 5, "todoRow"), reads: ["todos[\(index)].done"])
        }
        let summary = open == 0 ? "All done" : open == 1 ? "1 item left" : "\(open) items left"
        let counter = Node(
            id: "0.0.0", type: "HStack", props: ["spacing": 12],
            children: [
                Node(id: "0.0.0.0", type: "Button", props: ["title": "-"], modifiers: [Modifier("buttonStyle", [Argument(.member("bordered"))])], events: ["tap": "decrement"], source: at("components.swift", 5, 9)),
                Node(
                    id: "0.0.0.1", type: "Text", props: ["text": .string("\(count)")],
                    modifiers: [
                        Modifier("font", [Argument(.memberCall("system", [Argument(label: "size", .int(fontSize)), Argument(label: "weight", .member("semibold"))]))]),
                        Modifier("frame", [Argument(label: "minWidth", 60)]),
                    ], source: at("components.swift", 7, 9), reads: ["count"]),
                Node(id: "0.0.0.2", type: "Button", props: ["title": "+"], modifiers: [Modifier("buttonStyle", [Argument(.member("borderedProminent"))])], events: ["tap": "increment"], source: at("components.swift", 10, 9)),
            ], source: at("components.swift", 4, 5, "counter"))
        let entry = Node(
            id: "0.0.1", type: "HStack",
            children: [
                Node(id: "0.0.1.0", type: "TextField", props: ["title": "New todo"], modifiers: [Modifier("textFieldStyle", [Argument(.member("roundedBorder"))])], bindings: ["text": "draft"], source: at("app.swift", 11, 17)),
                Node(id: "0.0.1.1", type: "Button", props: ["title": "Add"], events: ["tap": "addTodo"], source: at("app.swift", 13, 17)),
            ], source: at("app.swift", 10, 13))
        let picker = Node(
            id: "0.0.2", type: "Picker", props: ["title": "Show"],
            children: ["All", "Open", "Done"].enumerated().map { index, label in
                Node(id: "0.0.2.\(index)", type: "Text", props: ["text": .string(label)], modifiers: [Modifier("tag", [Argument(.string(label.lowercased()))])], source: at("app.swift", 17 + index, 17))
            },
            modifiers: [Modifier("pickerStyle", [Argument(.member("segmented"))])], bindings: ["selection": "filter"],
            source: at("app.swift", 16, 13))
        let list = Node(
            id: "0.0.3", type: "List",
            children: [
                Node(
                    id: "0.0.3.0", type: "Section", children: rows,
                    slots: ["header": [Node(id: "0.0.3.0.header.0", type: "Text", props: ["text": .string(summary)], source: at("app.swift", 31, 21), reads: ["todos"])]],
                    source: at("app.swift", 24, 17))
            ], source: at("app.swift", 23, 13))
        let clear = Node(
            id: "0.0.4", type: "Button", props: ["title": "Clear done"], modifiers: [Modifier("foregroundStyle", [Argument(.member("red"))])],
            events: ["tap": "closure"], source: at("app.swift", 35, 13))
        return Node(
            id: "0", type: "NavigationStack",
            children: [
                Node(
                    id: "0.0", type: "VStack", props: ["alignment": .member("leading"), "spacing": 16],
                    children: [counter, entry, picker, list, clear],
                    modifiers: [Modifier("padding", [Argument(.int(padding))]), Modifier("navigationTitle", [Argument(.string(title))])],
                    source: at("app.swift", 7, 9), reads: ["filter", "todos"])
            ], source: at("app.swift", 6, 12))
    }

    private static func appSource(padding: Int, fontSize: Int, title: String) -> String {
        """
        // The root of the app: body() returns the view tree the workbench publishes.
        // counter font size \(fontSize)
        func body() -> Node {
            let todos = state.get("todos") as! [[String: Any]]
            let filter = state.get("filter") as! String
            return NavigationStack {
                VStack(alignment: .leading, spacing: 16) {
                    counter(state.get("count") as! Int)
                    HStack {
                        TextField("New todo", text: state.bind("draft"))
                            .textFieldStyle(.roundedBorder)
                        Button("Add", action: "addTodo")
                    }
                    Picker("Show", selection: state.bind("filter")) {
                        Text("All").tag("all")
                        Text("Open").tag("open")
                        Text("Done").tag("done")
                    }
                    .pickerStyle(.segmented)
                    List {
                        Section {
                            for (i, todo) in todos.enumerated() {
                                if visible([todo], filter).count == 1 { todoRow(todo, i) }
                            }
                        } header: {
                            Text(summary(todos))
                        }
                    }
                    Button("Clear done") { state.set("todos", todos.filter { !($0["done"] as! Bool) }) }
                        .foregroundStyle(.red)
                }
                .padding(\(padding))
                .navigationTitle("\(title)")
            }
        }

        """
    }

    private static let componentsSource = """
        // Components: plain functions that return a Node.
        func counter(_ count: Int) -> Node {
            HStack(spacing: 12) {
                Button("-", action: "decrement").buttonStyle(.bordered)
                Text("\\(count)").font(.system(size: 28, weight: .semibold)).frame(minWidth: 60)
                Button("+", action: "increment").buttonStyle(.borderedProminent)
            }
        }

        func todoRow(_ todo: [String: Any], _ index: Int) -> Node {
            HStack {
                Toggle(todo["title"] as! String, isOn: state.bind("todos[\\(index)].done"))
                Spacer()
                if todo["done"] as! Bool {
                    Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                }
            }
            .padding(.vertical, 4)
        }

        """

    private static let stateSource = """
        state.initial("count", 0)
        state.initial("draft", "")
        state.initial("filter", "all")
        actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }

        """
}

/// A small, fast, seedable generator, so that every run of the benchmark stores the same
/// session.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
