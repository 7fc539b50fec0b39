// Integers interpolate in decimal, with a sign when negative; other values as print shows them.
let values = [0, 7, -7, 42, -100, 1_000_000, Int.max, Int.min]
for value in values { print("[\(value)]") }
let i = 123456
print("Task \(i)", "\(i)\(i)", "x\(-1)y\(2)z")
print("\(1.5) \(true) \([1, 2]) \("é")\(3)ü")
let long = "a fairly long prefix that is not a small string \(i) and a suffix"
print(long, long.count)
