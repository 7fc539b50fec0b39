// Enums: init?(rawValue:) returns an optional case, nil for unknown raw values.
enum Weekday: Int {
    case monday = 1, tuesday, wednesday, thursday, friday
}
if let day = Weekday(rawValue: 3) {
    print(day)
}
print(Weekday(rawValue: 9) == nil)
print(Weekday(rawValue: 5)!)
print(Weekday(rawValue: 2) == .tuesday)

enum Command: String {
    case start, stop
    case restart = "re"
}
for word in ["start", "stop", "restart", "re", "START"] {
    if let command = Command(rawValue: word) {
        print(word, "->", command)
    } else {
        print(word, "-> unknown")
    }
}
let parsed = ["1", "4", "x", "7"].compactMap { Int($0) }.compactMap { Weekday(rawValue: $0) }
print(parsed.map { String(describing: $0) })
let maybe = Command(rawValue: "stop")
print(maybe?.rawValue)
print(maybe.map { "\($0)" })
print(Command(rawValue: "nope"))
