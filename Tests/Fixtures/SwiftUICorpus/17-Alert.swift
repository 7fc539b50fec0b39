import SwiftUI

struct DeleteAccountView: View {
    @State private var showingAlert = false
    @State private var deleted = false

    var body: some View {
        VStack {
            Text(deleted ? "Account deleted" : "Account active")
            Button("Delete account", role: .destructive) {
                showingAlert = true
            }
        }
        .alert("Delete your account?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#Preview {
    DeleteAccountView()
}
