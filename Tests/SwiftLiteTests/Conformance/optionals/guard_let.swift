// guard let: early exit from functions and loops, the binding visible afterwards.
func doubled(_ text: String) -> Int {
    guard let n = Int(text) else { return -1 }
    return n * 2
}
print(doubled("21"), doubled("zz"))
func firstEven(_ numbers: [Int]) -> String {
    guard let even = numbers.first(where: { $0 % 2 == 0 }) else {
        return "no even number"
    }
    return "first even: \(even)"
}
print(firstEven([1, 3, 4, 6]))
print(firstEven([1, 3]))
for text in ["1", "x", "3"] {
    guard let n = Int(text) else { continue }
    print(n)
}
func describe(_ age: Int?) -> String {
    guard let age, age >= 0 else { return "invalid" }
    return "age \(age)"
}
print(describe(7), describe(nil), describe(-1))
