// Recursive and mutually recursive functions.
func factorial(_ n: Int) -> Int {
    n <= 1 ? 1 : n * factorial(n - 1)
}
print(factorial(10))
func fibonacci(_ n: Int) -> Int {
    if n < 2 { return n }
    return fibonacci(n - 1) + fibonacci(n - 2)
}
print((0..<10).map { fibonacci($0) })
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
print(isEven(10), isOdd(7), isEven(3))
func depth(_ n: Int) -> Int {
    if n == 0 { return 0 }
    return 1 + depth(n - 1)
}
print(depth(300))
