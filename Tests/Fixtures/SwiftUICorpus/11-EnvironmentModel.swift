import SwiftUI
import Observation

@Observable
class UserSettings {
    var username = "Anonymous"
    var notificationsEnabled = true
}

struct SettingsRootView: View {
    var body: some View {
        NavigationStack {
            VStack {
                ProfileHeader()
                NotificationRow()
            }
            .navigationTitle("Settings")
        }
    }
}

struct ProfileHeader: View {
    @Environment(UserSettings.self) private var settings

    var body: some View {
        Text("Signed in as \(settings.username)")
    }
}

struct NotificationRow: View {
    @Environment(UserSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Toggle("Notifications", isOn: $settings.notificationsEnabled)
    }
}

#Preview {
    SettingsRootView()
        .environment(UserSettings())
}
