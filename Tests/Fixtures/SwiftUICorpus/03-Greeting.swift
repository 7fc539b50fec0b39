import SwiftUI

struct GreetingView: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Enter your name", text: $name)
            Text("Hello, \(name.isEmpty ? "stranger" : name)!")
        }
    }
}

#Preview {
    GreetingView()
}
