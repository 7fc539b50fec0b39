// sorted() and sorted(by:) on numbers, strings and tuples; sorting is stable.
print([5, 3, 9, 1].sorted())
print(["pear", "apple", "fig"].sorted())
print([5, 3, 9, 1].sorted(by: >))
let people = [("ann", 31), ("bob", 25), ("cy", 31), ("di", 25)]
let byAge = people.sorted { $0.1 < $1.1 }
print(byAge.map { $0.0 })
print(["bb", "a", "ccc"].sorted { $0.count < $1.count })
print([2.5, -1.0, 0.5].sorted())
