import SwiftUI

struct SettingsForm: View {
    @State private var notifications = true
    @State private var volume = 0.5
    @State private var retries = 3
    @State private var theme = "System"
    let themes = ["Light", "Dark", "System"]

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Enable notifications", isOn: $notifications)
                if notifications {
                    Slider(value: $volume, in: 0...1)
                }
            }
            Section(header: Text("Network"), footer: Text("Retries happen every minute.")) {
                Stepper("Retries: \(retries)", value: $retries, in: 0...5)
            }
            Section {
                Picker("Theme", selection: $theme) {
                    ForEach(themes, id: \.self) { Text($0) }
                }
                LabeledContent("Version", value: "1.2.3")
            }
        }
    }
}

#Preview {
    SettingsForm()
}
