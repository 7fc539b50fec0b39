import SwiftUI

struct TodoListView: View {
    @State private var todos = ["Walk the dog", "Water plants", "Call mom"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(todos, id: \.self) { todo in
                    Text(todo)
                }
                .onDelete(perform: deleteTodos)
            }
            .navigationTitle("Todos")
            .toolbar {
                EditButton()
            }
        }
    }

    func deleteTodos(at offsets: IndexSet) {
        todos.remove(atOffsets: offsets)
    }
}

#Preview {
    TodoListView()
}
