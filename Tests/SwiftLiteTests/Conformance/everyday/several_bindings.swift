// Everyday: several bindings in one var or let, with and without types, and declared first, assigned later.
var a = 1, b = 2
a += b
b *= 10
print(a, b)
let x = 3, y: String = "why", z: Double = 4
print(x, y, z)
var lo: Int, hi: Int
lo = 5
hi = lo * 2
print(lo, hi)
var width = 3, height = 4, label = "box"
width += 1
label += "!"
print(width * height, label)
let (p, q) = (7, "seven"), r = [1]
print(p, q, r)
func bounds(_ values: [Int]) -> (Int, Int) {
    var minimum = values[0], maximum = values[0]
    for v in values {
        if v < minimum { minimum = v }
        if v > maximum { maximum = v }
    }
    return (minimum, maximum)
}
print(bounds([4, -2, 9, 0]))
var total = 0, count = 0
for v in [3, 4, 5] {
    total += v
    count += 1
}
print(total, count)
