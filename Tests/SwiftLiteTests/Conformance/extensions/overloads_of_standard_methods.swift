// A program's own methods named as standard ones (`map`, `sorted(by:)`) are called where
// their parameters fit, and the standard ones everywhere else, as Swift chooses.
struct Box {
    var value: Int
    func map(_ transform: (Int) -> Int) -> Box { Box(value: transform(value)) }
}
print(Box(value: 1).map { $0 + 1 }.value)
let letters = ["a", "b"]
print(letters.enumerated().map { (index, letter) in "\(index)\(letter)" })
print(letters.enumerated().map { $0.offset })

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
}
extension Array {
    func sorted<Key: Comparable>(on key: (Element) -> Key) -> [Element] { self.sorted { key($0) < key($1) } }
}
struct Person { let name: String; let age: Int }
let people = [Person(name: "Bo", age: 31), Person(name: "Al", age: 52)]
print(people.sorted(by: \.name).map(\.name), people.sorted(by: \.age).map(\.age))
print(people.sorted(by: { $0.age > $1.age }).map(\.name))
print([3, 1, 2].sorted(by: >), ["ccc", "a", "bb"].sorted(on: { $0.count }))

func apply(_ f: (Int) -> Int) -> String { "one: \(f(1))" }
func apply(_ f: (Int, Int) -> Int) -> String { "two: \(f(1, 2))" }
print(apply { $0 * 10 }, apply { $0 + $1 })
