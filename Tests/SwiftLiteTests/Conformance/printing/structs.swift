// Printing: structs print as TypeName(label: value, ...) with strings quoted, optionals wrapped and collections expanded.
struct Point {
    var x: Int
    var y: Int
}
print(Point(x: 1, y: 2))
print("at \(Point(x: -3, y: 0))")
print(String(describing: Point(x: 5, y: 6)))
struct Person {
    var name: String
    var age: Int
    var nickname: String?
    var tags: [String]
    var scores: [String: Int]
}
print(Person(name: "Ann", age: 36, nickname: nil, tags: ["a", "b"], scores: ["math": 9]))
print(Person(name: "Bo", age: 5, nickname: "B", tags: [], scores: [:]))
struct Wrapper {
    var value: Double
    var flag: Bool
    var letter: Character
    var pair: (Int, String)
}
print(Wrapper(value: 2, flag: true, letter: "z", pair: (1, "one")))
struct Empty {}
print(Empty())
struct Generic<T> {
    var item: T
}
print(Generic(item: 3))
print(Generic(item: "s"))
struct Measure {
    let amount: Double
    var unit = "kg"
    var computed: Int { 99 }
}
print(Measure(amount: 1.5))
