// Closures made by functions from their parameters (partial application).
func adder(_ amount: Int) -> (Int) -> Int {
    return { $0 + amount }
}
let addFive = adder(5)
print(addFive(1), adder(10)(1))
func multiplier(_ factor: Int) -> (Int) -> Int {
    { value in value * factor }
}
let steps = [adder(1), multiplier(3), adder(-2)]
print(steps.reduce(4) { value, step in step(value) })
