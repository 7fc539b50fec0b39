// Force unwrap of non-nil optionals, including mutation through !.
let n: Int? = 5
print(n! + 1)
var list: [Int]? = [1]
list!.append(2)
print(list!)
let table = ["k": "v"]
print(table["k"]!)
var nested: [String: [Int]] = ["a": []]
nested["a"]!.append(3)
print(nested["a"]!)
print(Int("8")! * 2)
