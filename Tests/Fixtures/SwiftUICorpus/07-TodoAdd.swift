import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
}

struct AddTodoView: View {
    @State private var items: [TodoItem] = []
    @State private var newTitle = ""

    var body: some View {
        VStack {
            HStack {
                TextField("New item", text: $newTitle)
                    .onSubmit(addItem)
                Button("Add", action: addItem)
                    .disabled(newTitle.isEmpty)
            }
            List(items) { item in
                Text(item.title)
            }
            Text("\(items.count) items")
        }
    }

    func addItem() {
        guard !newTitle.isEmpty else { return }
        items.append(TodoItem(title: newTitle))
        newTitle = ""
    }
}

#Preview {
    AddTodoView()
}
