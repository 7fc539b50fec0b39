import SwiftUI

struct SheetHost: View {
    @State private var showingSheet = false
    @State private var notes: [String] = []

    var body: some View {
        VStack {
            ForEach(notes, id: \.self) { Text($0) }
            Button("Add note") {
                showingSheet = true
            }
        }
        .sheet(isPresented: $showingSheet) {
            AddNoteView(notes: $notes, isPresented: $showingSheet)
        }
    }
}

struct AddNoteView: View {
    @Binding var notes: [String]
    @Binding var isPresented: Bool
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Note", text: $text)
            Button("Save") {
                notes.append(text)
                isPresented = false
            }
        }
    }
}

#Preview {
    SheetHost()
}
