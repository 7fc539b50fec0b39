// Closures capture variables by reference: they see and make later changes.
var count = 0
let increment = { count += 1 }
increment()
increment()
print(count)
count = 10
let read = { count }
print(read())
count += 5
print(read())
func makeAccumulator() -> (Int) -> Int {
    var total = 0
    return { amount in
        total += amount
        return total
    }
}
let accumulate = makeAccumulator()
print(accumulate(5))
print(accumulate(10))
var names: [String] = []
let record = { (name: String) in names.append(name) }
record("a")
record("b")
print(names)
