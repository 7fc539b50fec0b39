// Everyday: variadic parameters arrive as arrays; zero, one or many arguments; mixed with labelled ones.
func sum(_ numbers: Int...) -> Int {
    numbers.reduce(0, +)
}
print(sum(), sum(5), sum(1, 2, 3, 4))
func join(_ parts: String..., separator: String = " ") -> String {
    parts.joined(separator: separator)
}
print(join("a", "b", "c"), join("x", "y", separator: "-"))
func describe(label: String, _ values: Double...) -> String {
    "\(label): \(values.count) values, max \(values.max() ?? 0)"
}
print(describe(label: "temps", 3.5, 9.25, 1))
print(describe(label: "none"))
func average(_ values: Int...) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}
print(average(1, 2), average())
func log(_ items: Any...) {
    print(items.count, items.map { "\($0)" }.joined(separator: ","))
}
log(1, "two", 3.0)
