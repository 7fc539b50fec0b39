// AnyIterator made from a closure, as a Sequence's makeIterator() returns it, and the
// methods that need only a sequence's first elements (prefix, first(where:),
// contains(where:), prefix(while:)) on one that never ends.
struct Fibonacci: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator {
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}

struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = start
        return AnyIterator {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}

print(Array(Fibonacci().prefix(10)))
print(Fibonacci().first { $0 > 50 } ?? -1, Fibonacci().contains { $0 == 21 })
print(Array(Fibonacci().prefix { $0 < 30 }))
print(Array(Countdown(start: 3)), Countdown(start: 4).map { $0 * 10 }, Countdown(start: 5).reduce(0, +))
for n in Countdown(start: 2) { print("tick", n) }
print(Array(Countdown(start: 3).prefix(5)).count, Countdown(start: 3).first { $0 > 5 } == nil)

var letters = Array("abc")
let stream = AnyIterator<Character> { letters.isEmpty ? nil : letters.removeFirst() }
for letter in stream { print(letter, terminator: " ") }
print()
var pulled = 0
var numbers = AnyIterator { () -> Int? in
    pulled += 1
    return pulled <= 2 ? pulled * 100 : nil
}
while let n = numbers.next() { print(n) }
print(numbers.next() == nil)
