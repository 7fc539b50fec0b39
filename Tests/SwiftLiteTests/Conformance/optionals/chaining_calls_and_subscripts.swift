// ?. on method results and subscripts, and optional values inside collections.
let words: [String]? = ["swift", "lite"]
print(words?[1] ?? "none")
print(words?.map { $0.count } ?? [])
let nothing: [String]? = nil
print(nothing?[0] ?? "none")
let table: [String: String] = ["k": "value"]
print(table["k"]?.uppercased() ?? "-", table["x"]?.uppercased() ?? "-")
print(table["k"]?.count == 5)
var cache: [String: [Int]] = ["a": [1]]
cache["a"]?.append(2)
cache["b"]?.append(3)
print(cache["a"]!, cache["b"] == nil)
