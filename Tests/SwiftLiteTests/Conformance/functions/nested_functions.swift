// Nested functions see and change the variables of their enclosing function.
func counter() -> Int {
    var count = 0
    func increment() {
        count += 1
    }
    increment()
    increment()
    return count
}
print(counter())
func outer(_ n: Int) -> Int {
    func square(_ x: Int) -> Int { x * x }
    func sumOfSquares(upTo limit: Int) -> Int {
        var total = 0
        for i in 1...limit { total += square(i) }
        return total
    }
    return sumOfSquares(upTo: n)
}
print(outer(3))
func evenOdd(_ n: Int) -> String {
    func even(_ k: Int) -> Bool { k == 0 ? true : odd(k - 1) }
    func odd(_ k: Int) -> Bool { k == 0 ? false : even(k - 1) }
    return even(n) ? "even" : "odd"
}
print(evenOdd(4), evenOdd(5))
