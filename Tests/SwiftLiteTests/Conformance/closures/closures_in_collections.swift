// Closures stored in arrays and dictionaries, called later.
let operations: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 2 }, { $0 * $0 }]
var value = 3
for operation in operations {
    value = operation(value)
}
print(value)
let handlers: [String: () -> String] = ["a": { "handled a" }]
if let handler = handlers["a"] {
    print(handler())
}
print(handlers["b"] == nil)
