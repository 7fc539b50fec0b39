import SwiftUI

struct Task: Identifiable {
    let id: Int
    var name: String
    var isComplete = false
}

struct ChecklistView: View {
    @State private var tasks = [
        Task(id: 1, name: "Pack bags"),
        Task(id: 2, name: "Book taxi"),
        Task(id: 3, name: "Print tickets", isComplete: true),
    ]

    var remaining: Int { tasks.filter { !$0.isComplete }.count }

    var body: some View {
        List {
            ForEach($tasks) { $task in
                Toggle(task.name, isOn: $task.isComplete)
            }
            Text("\(remaining) remaining")
        }
    }
}

#Preview {
    ChecklistView()
}
