// The root of the app: body() returns the view tree the workbench publishes.

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
                    // Keyed by each todo's place in the state: toggling one under the
                    // "open" filter hides its row and moves no other row's id.
                    ForEach(shownIndices(todos, filter)) { i in
                        todoRow(todos[i], i)
                    }
                } header: {
                    Text(summary(todos))
                }
            }

            Button("Clear done") { 
                state.set("todos", todos.filter { !($0["done"] as! Bool) })
            }
            .foregroundStyle(.red)
        }
        .padding(16)
        .navigationTitle("Todos")
    }
}
