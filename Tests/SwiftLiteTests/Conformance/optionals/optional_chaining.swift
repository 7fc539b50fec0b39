// Optional chaining: ?. on properties, methods and subscripts, combined with ??.
let words: [String]? = ["alpha", "beta"]
print(words?.count ?? 0)
let none: [String]? = nil
print(none?.count ?? 0)
print(words?.first?.uppercased() ?? "-")
print(none?.first?.uppercased() ?? "-")
let table: [String: [Int]] = ["a": [1, 2, 3]]
print(table["a"]?.count ?? 0)
print(table["b"]?.count ?? 0)
print(table["a"]?.first ?? 0)
let text: String? = "xyz"
if let length = text?.count {
    print(length)
}
print(text?.hasPrefix("x") == true)
print(none?.isEmpty == nil)
