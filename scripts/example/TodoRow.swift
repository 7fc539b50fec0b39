// A row bound to one todo: toggling it writes the todo's `done` in the store.

import SwiftUI

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        HStack {
            Toggle(todo.title, isOn: $todo.done)
            Spacer()
            if todo.done {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview("Row") {
    TodoRow(todo: .constant(Todo(id: 1, title: "Preview the row", done: true)))
}
