// Key paths: WritableKeyPath to update values generically, including through arrays of structs.
struct Settings {
    var volume = 5
    var brightness = 50
    var name = "default"
}
func increment<T>(_ value: inout T, _ path: WritableKeyPath<T, Int>, by n: Int) {
    value[keyPath: path] += n
}
var s = Settings()
increment(&s, \.volume, by: 3)
increment(&s, \.brightness, by: -10)
print(s.volume, s.brightness)
func set<T, V>(_ items: inout [T], _ path: WritableKeyPath<T, V>, to value: V) {
    for i in items.indices { items[i][keyPath: path] = value }
}
var all = [Settings(), Settings()]
set(&all, \.name, to: "custom")
set(&all, \.volume, to: 0)
print(all.map(\.name), all.map(\.volume))
let path: WritableKeyPath<Settings, String> = \.name
var t = Settings()
t[keyPath: path] += "!"
print(t.name)
