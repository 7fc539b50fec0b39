// App: a settings screen model: sections of rows (toggle, choice, stepper, link) as enums, edits by key path, and a summary.
struct Settings {
    var notifications = true
    var sound = true
    var theme = "system"
    var fontSize = 14
    var username = "guest"
}
enum Row {
    case toggle(String, WritableKeyPath<Settings, Bool>)
    case choice(String, WritableKeyPath<Settings, String>, options: [String])
    case stepper(String, WritableKeyPath<Settings, Int>, range: ClosedRange<Int>)
    case link(String, destination: String)
}
struct Section {
    let title: String
    let rows: [Row]
    var footer: String?
}
final class SettingsModel {
    private(set) var settings = Settings()
    private(set) var changes: [String] = []
    let sections: [Section] = [
        Section(title: "General", rows: [
            .toggle("Notifications", \.notifications), .toggle("Sound", \.sound),
        ], footer: "Sound needs notifications."),
        Section(title: "Appearance", rows: [
            .choice("Theme", \.theme, options: ["light", "dark", "system"]),
            .stepper("Font size", \.fontSize, range: 10...24),
        ]),
        Section(title: "About", rows: [.link("Licenses", destination: "licenses")]),
    ]
    func toggle(_ path: WritableKeyPath<Settings, Bool>, _ label: String) {
        settings[keyPath: path].toggle()
        if !settings.notifications { settings.sound = false }
        changes.append("\(label)=\(settings[keyPath: path])")
    }
    func choose(_ path: WritableKeyPath<Settings, String>, _ value: String, options: [String]) {
        guard options.contains(value) else { return }
        settings[keyPath: path] = value
        changes.append("choice=\(value)")
    }
    func step(_ path: WritableKeyPath<Settings, Int>, by delta: Int, range: ClosedRange<Int>) {
        settings[keyPath: path] = min(max(settings[keyPath: path] + delta, range.lowerBound), range.upperBound)
        changes.append("size=\(settings[keyPath: path])")
    }
    func render() -> [String] {
        sections.flatMap { section -> [String] in
            var lines = [section.title.uppercased()]
            for row in section.rows {
                switch row {
                case let .toggle(label, path): lines.append("  \(label) [\(settings[keyPath: path] ? "on" : "off")]")
                case let .choice(label, path, options): lines.append("  \(label): \(settings[keyPath: path]) of \(options.count)")
                case let .stepper(label, path, range): lines.append("  \(label): \(settings[keyPath: path]) (\(range.lowerBound)-\(range.upperBound))")
                case let .link(label, destination): lines.append("  \(label) >  #\(destination)")
                }
            }
            if let footer = section.footer { lines.append("  " + footer) }
            return lines
        }
    }
}
let model = SettingsModel()
model.render().forEach { print($0) }
model.toggle(\.notifications, "Notifications")
model.choose(\.theme, "dark", options: ["light", "dark", "system"])
model.choose(\.theme, "neon", options: ["light", "dark", "system"])
for _ in 0..<8 { model.step(\.fontSize, by: 2, range: 10...24) }
print("--")
model.render().forEach { print($0) }
print(model.changes.suffix(3), model.changes.count, model.settings.sound)
