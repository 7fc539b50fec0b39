// Default parameter values: omitted from the end or from the middle.
func makeLine(_ text: String, times: Int = 1, separator: String = " ") -> String {
    Array(repeating: text, count: times).joined(separator: separator)
}
print(makeLine("a"))
print(makeLine("a", times: 3))
print(makeLine("a", separator: "-"))
print(makeLine("b", times: 2, separator: "+"))
func point(x: Int = 0, y: Int = 0) -> (Int, Int) {
    (x, y)
}
print(point(), point(y: 5), point(x: 1))
