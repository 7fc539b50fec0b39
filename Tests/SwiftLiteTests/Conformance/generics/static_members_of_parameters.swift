// A generic parameter reaches the static members of the type the call gave it.
protocol Monoid {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
}
struct Money: Monoid, CustomStringConvertible {
    var cents: Int
    static let zero = Money(cents: 0)
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
struct Tally: Monoid {
    var count: Int
    static var zero: Tally { Tally(count: 0) }
    static func + (a: Tally, b: Tally) -> Tally { Tally(count: a.count + b.count) }
}
func total<T: Monoid>(_ items: [T], startingLike sample: T) -> T { items.reduce(T.zero, +) }
print(total([Money(cents: 250), Money(cents: 199)], startingLike: Money(cents: 0)))
print(total([Tally(count: 2), Tally(count: 3)], startingLike: Tally(count: 0)).count)
func emptyValue<T: Monoid>(of type: T.Type) -> T { T.zero }
print(emptyValue(of: Money.self), emptyValue(of: Tally.self).count)
