import SwiftUI

struct Profile {
    var name: String
    var email: String
    var newsletter: Bool
}

struct ProfileEditor: View {
    @State private var draft = Profile(name: "Ann", email: "ann@example.com", newsletter: false)
    @State private var saved = Profile(name: "Ann", email: "ann@example.com", newsletter: false)

    var body: some View {
        Form {
            TextField("Name", text: $draft.name)
            TextField("Email", text: $draft.email)
            Toggle("Newsletter", isOn: $draft.newsletter)
            Button("Save") { saved = draft }
            Text("Saved: \(saved.name) <\(saved.email)>\(saved.newsletter ? " · subscribed" : "")")
        }
    }
}

#Preview {
    ProfileEditor()
}
