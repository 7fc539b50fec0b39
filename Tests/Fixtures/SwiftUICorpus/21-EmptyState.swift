import SwiftUI

struct InboxView: View {
    @State private var messages: [String] = []

    var body: some View {
        NavigationStack {
            Group {
                if messages.isEmpty {
                    ContentUnavailableView("No Messages", systemImage: "tray", description: Text("New messages will appear here."))
                } else {
                    List(messages, id: \.self) { message in
                        Text(message)
                    }
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                Button("Simulate") {
                    messages.append("Message \(messages.count + 1)")
                }
            }
        }
    }
}

#Preview {
    InboxView()
}
