// Constants are captured by value, variables by reference: a closure made in a loop
// keeps that pass's constants, and sees later changes to the variables it captured.
func makeAdders() -> [(Int) -> Int] {
    var adders: [(Int) -> Int] = []
    for i in 0..<3 {
        let offset = i * 10
        adders.append { x in x + offset + i }
    }
    return adders
}
print(makeAdders().map { $0(1) })

func counter(step: Int) -> () -> Int {
    var total = 0
    let doubled = step * 2
    return {
        total += doubled
        return total
    }
}
let next = counter(step: 3)
print(next(), next(), next())

var shared = 1
let readShared = { shared * 100 }
shared = 2
print(readShared())

func nested() -> () -> () -> String {
    let word = "deep"
    return { { word + "!" } }
}
print(nested()()())

func applyTwice(_ f: (Int) -> Int, to x: Int) -> Int { f(f(x)) }
print(applyTwice({ $0 * 3 }, to: 2))
