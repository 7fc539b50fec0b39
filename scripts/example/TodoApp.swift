// The app: what `workbench serve` shows as the `app` document. The store is the app's own
// state (kept at local.app.TodoApp.store); every view below finds it in the environment.

import SwiftUI

@main
struct TodoApp: App {
    @State private var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}
