// Closure syntax: parameters with and without types, result types, $0 and $1.
let double = { (x: Int) -> Int in x * 2 }
print(double(4))
let add: (Int, Int) -> Int = { a, b in a + b }
print(add(2, 3))
let multiply: (Int, Int) -> Int = { $0 * $1 }
print(multiply(3, 4))
let greet = { (name: String) in "hi \(name)" }
print(greet("Bo"))
let constant = { 42 }
print(constant())
let multiline = { (x: Int) -> String in
    let y = x + 1
    return "y = \(y)"
}
print(multiline(1))
print({ (x: Int) in x * x }(9))
let ignoreFirst: (Int, Int) -> Int = { _, second in second }
print(ignoreFirst(1, 2))
