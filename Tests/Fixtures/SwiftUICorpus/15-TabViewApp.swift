import SwiftUI

@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeTab()
                    .tabItem {
                        Label("Home", systemImage: "house")
                    }
                ProfileTab()
                    .tabItem {
                        Label("Profile", systemImage: "person")
                    }
            }
        }
    }
}

struct HomeTab: View {
    @State private var visits = 0
    var body: some View {
        Button("Visited \(visits) times") { visits += 1 }
    }
}

struct ProfileTab: View {
    var body: some View {
        Text("Profile")
    }
}
