// [String: Any] and [Any] hold mixed values, read back with casts.
var settings: [String: Any] = [:]
settings["volume"] = 7
settings["name"] = "main"
settings["ratio"] = 0.5
if let volume = settings["volume"] as? Int {
    print(volume * 2)
}
if let name = settings["name"] as? String {
    print(name.uppercased())
}
print(settings["missing"] == nil)
print((settings["ratio"] as? Double) ?? 0)
let mixed: [Any] = ["a", 1]
print(mixed.count)
print(mixed.compactMap { $0 as? String })
