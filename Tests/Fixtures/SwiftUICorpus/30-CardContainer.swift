import SwiftUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding()
        .background(.gray.opacity(0.1))
        .cornerRadius(12)
    }
}

struct DashboardView: View {
    @State private var steps = 4200

    var body: some View {
        VStack {
            Card(title: "Activity") {
                Text("\(steps) steps")
                Button("Walk") { steps += 1000 }
            }
            Card(title: "Sleep") {
                Text("7 h 20 min")
            }
        }
    }
}

#Preview {
    DashboardView()
}
