// Generics: a generic parameter used as a value (T.self, U.allCases, through a U.Type argument, a value of U, or what self holds of it), and metatypes compared and printed.
enum Suit: CaseIterable { case hearts, spades }
enum Size: String, CaseIterable { case small = "S", large = "L" }
struct Card { let rank: Int }
class Animal {}
class Dog: Animal {}
func allValues<T: CaseIterable>(of _: T.Type) -> [T] { Array(T.allCases) }
func count<T: CaseIterable>(like value: T) -> Int { T.allCases.count }
func describe<T>(_ value: T) -> String { "\(T.self) \(type(of: value))" }
print(allValues(of: Suit.self).map { "\($0)" }, allValues(of: Size.self).map(\.rawValue), count(like: Size.large))
print(describe(3), describe("x"), describe(Card(rank: 1)), describe([1.5]))
struct Picker<Option: CaseIterable & Equatable> {
    var selected: Option
    var choices: Int { Option.allCases.count }
    func isSelected(_ option: Option) -> Bool { option == selected }
}
let picker = Picker(selected: Suit.spades)
print(picker.choices, picker.isSelected(.spades), picker.isSelected(.hearts))
let pet: Animal = Dog()
print(type(of: pet) == Dog.self, type(of: pet) == Animal.self, type(of: pet) != Animal.self)
print(Int.self, Card.self, type(of: 2.5) == Double.self, type(of: [1]) == [Int].self, type(of: "a") == Int.self)
let kinds: [Any] = [1, "two", Card(rank: 3)]
print(kinds.map { "\(type(of: $0))" })
struct Measure<Unit: CaseIterable & Equatable> {
    let amount: Int
    let unit: Unit
    func with(_ other: Unit) -> String { "\(amount) \(other)" }
}
let m = Measure(amount: 3, unit: Size.small)
let pair = [m, Measure(amount: 4, unit: Size.large)]
print(m.with(.large), pair[1].with(.small), pair.map { $0.with(.small) })
func largest<T: FixedWidthInteger>(like _: T) -> T { T.max }
print(largest(like: 3), largest(like: 3) == Int.max)
