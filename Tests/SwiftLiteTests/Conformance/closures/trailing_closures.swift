// Trailing closures on library and user functions.
let numbers = [3, 1, 2]
print(numbers.map { $0 * 10 })
print(numbers.sorted { $0 > $1 })
print(numbers.filter { n in n != 1 })
func repeatTimes(_ count: Int, action: () -> Void) {
    for _ in 0..<count { action() }
}
repeatTimes(2) {
    print("hi")
}
func transform(_ value: Int, using f: (Int) -> Int) -> Int { f(value) }
print(transform(5) { $0 + 100 })
let total = numbers.reduce(0) { sum, n in sum + n }
print(total)
