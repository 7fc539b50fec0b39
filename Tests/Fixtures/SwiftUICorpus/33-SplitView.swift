import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

struct NotesSplitView: View {
    @State private var notes = [
        Note(id: 1, title: "Groceries", body: "Milk, eggs"),
        Note(id: 2, title: "Ideas", body: "A workbench for SwiftUI"),
    ]
    @State private var selection: Int? = nil

    var body: some View {
        NavigationSplitView {
            List(notes) { note in
                Button(note.title) { selection = note.id }
            }
        } detail: {
            if let id = selection, let note = notes.first(where: { $0.id == id }) {
                Text(note.body)
            } else {
                Text("Select a note")
            }
        }
    }
}

#Preview {
    NotesSplitView()
}
