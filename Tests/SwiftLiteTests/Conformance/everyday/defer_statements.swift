// Everyday: defer runs when its scope ends, in reverse order, after the return value is computed, also in loops.
func work() -> String {
    var log: [String] = []
    defer { print("deferred 1") }
    defer { print("deferred 2") }
    log.append("body")
    print("body runs")
    return log.joined()
}
print(work())
var counter = 0
func next() -> Int {
    defer { counter += 1 }
    return counter
}
print(next(), next(), next(), counter)
for i in 1...3 {
    defer { print("end of iteration", i) }
    if i == 2 { continue }
    print("iteration", i)
}
func early(_ flag: Bool) {
    defer { print("cleanup") }
    guard flag else {
        print("early exit")
        return
    }
    print("normal path")
}
early(false)
early(true)
do {
    defer { print("leaving do") }
    print("inside do")
}
print("after do")
