// Functions returning labeled tuples, destructured or read by label.
func minMax(_ values: [Int]) -> (min: Int, max: Int) {
    var low = values[0]
    var high = values[0]
    for value in values {
        if value < low { low = value }
        if value > high { high = value }
    }
    return (low, high)
}
let bounds = minMax([3, 9, -2, 7])
print(bounds.min, bounds.max)
print(bounds)
let (low, high) = minMax([5, 1])
print(low, high)
func divide(_ a: Int, by b: Int) -> (quotient: Int, remainder: Int) {
    (a / b, a % b)
}
let result = divide(17, by: 5)
print(result.quotient, result.remainder, result.0)
