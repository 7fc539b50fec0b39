// An observable settings store: classes with didSet observers, protocol defaults built
// with Self(), change listeners and a diff between two snapshots.
protocol SettingsGroup: Equatable {
    init()
    var summary: String { get }
}

extension SettingsGroup {
    static var defaults: Self { Self() }
    var isDefault: Bool { self == Self() }
    func resetting() -> Self { .init() }
}

struct Appearance: SettingsGroup {
    var theme = "system"
    var fontScale = 1.0
    var summary: String { "\(theme) ×\(fontScale)" }
}

struct Notifications: SettingsGroup {
    var enabled = true
    var quietHours: ClosedRange<Int>? = nil
    var summary: String {
        guard enabled else { return "off" }
        return quietHours.map { "on, quiet \($0.lowerBound)-\($0.upperBound)" } ?? "on"
    }
}

final class SettingsStore {
    typealias Listener = (String) -> Void
    private var listeners: [Listener] = []
    private(set) var changeCount = 0

    var appearance = Appearance.defaults {
        didSet { if appearance != oldValue { notify("appearance: \(oldValue.summary) → \(appearance.summary)") } }
    }
    var notifications = Notifications.defaults {
        didSet { if notifications != oldValue { notify("notifications: \(notifications.summary)") } }
    }

    func observe(_ listener: @escaping Listener) { listeners.append(listener) }

    private func notify(_ message: String) {
        changeCount += 1
        listeners.forEach { $0(message) }
    }

    func resetAll() {
        appearance = appearance.resetting()
        notifications = notifications.resetting()
    }

    var nonDefaultGroups: [String] {
        var names: [String] = []
        if !appearance.isDefault { names.append("appearance") }
        if !notifications.isDefault { names.append("notifications") }
        return names
    }
}

let store = SettingsStore()
var received: [String] = []
store.observe { received.append($0) }
store.observe { message in if message.hasPrefix("notifications") { print("!", message) } }

store.appearance.theme = "dark"
store.appearance.fontScale = 1.25
store.appearance.fontScale = 1.25
store.notifications.quietHours = 7...9
store.notifications.enabled = false
print(store.nonDefaultGroups, store.changeCount)
store.resetAll()
print(store.nonDefaultGroups.isEmpty, store.changeCount)
received.forEach { print($0) }
print(Appearance.defaults.summary, Notifications().isDefault, Notifications.defaults.summary)
