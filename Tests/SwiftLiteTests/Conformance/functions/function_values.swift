// Functions are values: stored, passed and returned.
func double(_ x: Int) -> Int { x * 2 }
func square(_ x: Int) -> Int { x * x }
let operation = double
print(operation(21))
print([1, 2, 3].map(double))
func apply(_ f: (Int) -> Int, to value: Int) -> Int {
    f(value)
}
print(apply(square, to: 5))
func pick(_ name: String) -> (Int) -> Int {
    name == "double" ? double : square
}
print(pick("square")(4))
let table: [String: (Int) -> Int] = ["d": double]
print(table["d"]!(8))
