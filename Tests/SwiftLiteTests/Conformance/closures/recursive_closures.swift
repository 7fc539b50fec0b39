// A nested function that calls itself, captured by a closure.
func makeFactorial() -> (Int) -> Int {
    func factorial(_ n: Int) -> Int {
        n <= 1 ? 1 : n * factorial(n - 1)
    }
    return { factorial($0) }
}
let f = makeFactorial()
print(f(5))
var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let known = memo[n] { return known }
    let value = fib(n - 1) + fib(n - 2)
    memo[n] = value
    return value
}
print(fib(80))
