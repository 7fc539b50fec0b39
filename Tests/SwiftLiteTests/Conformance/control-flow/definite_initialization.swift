// A let declared without a value, assigned once on every path.
let label: String
let n = 7
if n % 2 == 0 {
    label = "even"
} else {
    label = "odd"
}
print(label)
func describe(_ x: Int) -> String {
    let sign: String
    switch x {
    case 0: sign = "zero"
    default: sign = x < 0 ? "negative" : "positive"
    }
    return sign
}
print(describe(-2), describe(3))
