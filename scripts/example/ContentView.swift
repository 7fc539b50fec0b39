// The screen: a counter, a field to add todos, a filter and the list. Each struct below is
// a component; the REPL's :inspect names it on the node its body starts with.

import SwiftUI

struct ContentView: View {
    @Environment(TodoStore.self) private var store
    @State private var draft = ""

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                CounterView()

                HStack {
                    TextField("New todo", text: $draft)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit(add)
                    Button("Add", action: add)
                }

                Picker("Show", selection: $store.filter) {
                    ForEach(Filter.allCases) { filter in
                        Text(filter.title).tag(filter)
                    }
                }
                .pickerStyle(.segmented)

                List {
                    Section {
                        // Identified by each todo's id: hiding one under the filter moves no other row.
                        ForEach($store.todos) { $todo in
                            if store.filter.includes(todo) {
                                TodoRow(todo: $todo)
                            }
                        }
                        .onDelete { offsets in store.todos.remove(atOffsets: offsets) }
                    } header: {
                        Text(store.summary)
                    }
                }

                Button("Clear done") { store.clearDone() }
                    .foregroundStyle(.red)
            }
            .padding(16)
            .navigationTitle("Todos")
        }
    }

    func add() {
        store.add(draft)
        draft = ""
    }
}

#Preview {
    ContentView()
        .environment(TodoStore())
}
