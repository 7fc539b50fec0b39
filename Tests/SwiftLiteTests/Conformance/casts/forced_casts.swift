// as! returns the value when the dynamic type matches.
let value: Any = 5
let n = value as! Int
print(n + 1)
let record: [String: Any] = ["name": "Ann", "age": 30, "tags": ["a", "b"]]
let name = record["name"] as! String
let age = record["age"] as! Int
let tags = record["tags"] as! [String]
print(name, age, tags)
let list: [Any] = [1, 2]
let numbers = list as! [Int]
print(numbers.reduce(0, +))
