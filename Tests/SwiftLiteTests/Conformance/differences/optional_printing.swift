// SwiftLite prints an optional as its value (or nil); Swift prints Optional(5).
let some: Int? = 5
let none: Int? = nil
print(some)
print(none)
print("value: \(some)")
let maybeNames: [String?] = ["a", nil]
print(maybeNames)
let table = ["k": 1]
print(table["k"])
