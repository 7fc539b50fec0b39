// Closures that outlive their function keep their own state; two counters are independent.
func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
    var value = start
    return {
        value += step
        return value
    }
}
let a = makeCounter()
let b = makeCounter(start: 100, step: 10)
print(a(), a(), a())
print(b(), b())
print(a())
func makePair() -> (increment: () -> Void, get: () -> Int) {
    var shared = 0
    return ({ shared += 1 }, { shared })
}
let pair = makePair()
pair.increment()
pair.increment()
print(pair.get())
