// Printing: type(of:) shows what the declaration says where the value cannot: optionals (also nil ones and elements), function parameters, Character, Substring and slices.
struct P { var x = 1 }
class A {}
class B: A {}
let none: Int? = nil
print(type(of: none), type(of: [1, 2].first), type(of: ["a": 1]["a"]))
func show(_ f: (String) -> Void, _ g: () -> Int) { print(type(of: f), type(of: g)) }
show({ _ in }, { 1 })
let a: A? = B()
print(type(of: a!))
let word = "hello"
print(type(of: word.dropLast(2)), type(of: word.prefix(1)), type(of: word.last), type(of: [P()][...]), type(of: word[word.startIndex...]))
func generic<T>(_ v: T) -> String { "\(type(of: v))" }
print(generic(3))
let nested: [Int?] = [1]
print(type(of: nested), type(of: nested[0]))
