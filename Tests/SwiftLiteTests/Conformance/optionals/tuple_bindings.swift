// if let with a tuple pattern, and var bindings in conditions and cases.
let pair: (Int, String)? = (1, "one")
if let (number, name) = pair {
    print(number, name)
}
let missing: (Int, Int)? = nil
if let (a, b) = missing {
    print(a + b)
} else {
    print("no pair")
}
if case var doubled? = Int("21") {
    doubled *= 2
    print(doubled)
}
switch 5 {
case var x where x > 3:
    x += 100
    print(x)
default:
    break
}
