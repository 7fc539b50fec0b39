// Any accepts values of every type.
var anything: Any = 1
anything = "now a string"
anything = [1, 2]
print(anything is [Int])
let items: [Any] = [1, "a", 2.5, [3]]
print(items.count)
