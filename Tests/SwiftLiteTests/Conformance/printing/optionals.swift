// Printing: optionals print as Optional(...) or nil, nested optionals, inside collections and tuples, and in interpolation.
print(Optional(1))
print(Int("1"))
print(Int("x"))
let name: String? = "Ann"
print(name)
print("hello \(name)")
print(String(describing: name))
let nothing: Double? = nil
print(nothing, Optional(2.5), Optional(true))
let nested: Int?? = 5
let nestedNil: Int?? = .some(nil)
let outerNil: Int?? = nil
print(nested, nestedNil, outerNil)
let list: [Int?] = [1, nil, 3]
print(list)
print(list.compactMap { $0 })
print(["k": Optional("v")])
print((1, nil as String?, Optional("x")))
let dict = ["a": 1]
print(dict["a"], dict["b"])
print([1, 2].first, [Int]().first)
print("abc".first, "".last)
let chars: [Character?] = ["a", nil]
print(chars)
print(Optional([1, 2]), Optional(["a": 1]))
var counter: Int? = 0
counter? += 1
print(counter)
print(counter.map { $0 * 10 })
print(Optional(Optional("deep")))
