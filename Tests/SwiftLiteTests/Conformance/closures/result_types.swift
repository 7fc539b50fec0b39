// A closure's declared result type: labeled tuples take their labels, literals their type.
let stats = { (values: [Int]) -> (min: Int, max: Int) in
    (values.min()!, values.max()!)
}
let result = stats([3, 9, 1])
print(result.min, result.max, result)
let half = { (n: Int) -> Double in
    if n == 0 { return 0 }
    return Double(n) / 2
}
print(half(0), half(3))
let ratio: () -> Double = { () -> Double in 1 }
print(ratio())
