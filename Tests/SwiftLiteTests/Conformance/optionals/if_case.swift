// if case: patterns in conditions (ranges, optionals, tuples).
let n = 7
if case 1...9 = n {
    print("one digit")
}
let maybe: Int? = 4
if case let value? = maybe {
    print("has \(value)")
}
let point = (0, 5)
if case (0, let y) = point {
    print("on the y axis at \(y)")
}
if case (1, _) = point {
    print("x is one")
} else {
    print("x is not one")
}
