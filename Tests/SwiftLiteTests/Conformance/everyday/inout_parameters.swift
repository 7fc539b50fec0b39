// Everyday: inout parameters and & at the call site, on variables, array elements, struct properties and in swaps.
func increment(_ n: inout Int, by step: Int = 1) {
    n += step
}
var count = 0
increment(&count)
increment(&count, by: 5)
print(count)
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var x = "left", y = "right"
swapValues(&x, &y)
print(x, y)
var numbers = [1, 2, 3]
increment(&numbers[1], by: 10)
numbers.swapAt(0, 2)
print(numbers)
struct Point { var x = 0, y = 0 }
var p = Point()
increment(&p.x, by: 3)
print(p.x, p.y)
func appendAll(_ items: inout [String], _ extra: String...) {
    items += extra
}
var list = ["a"]
appendAll(&list, "b", "c")
print(list)
func normalize(_ dict: inout [String: Int]) {
    for key in dict.keys { dict[key] = max(0, dict[key]!) }
}
var stock = ["x": -3]
normalize(&stock)
print(stock)
func reset(_ values: inout [Int]) { values = [] }
reset(&numbers)
print(numbers.isEmpty)
