// Type annotations on let and var, including collections and function types.
var n: Int = 0
n += 1
let d: Double = 3
print(n, d)
var names: [String] = []
names.append("a")
print(names)
let table: [String: Int] = ["k": 1]
print(table)
let f: (Int) -> Int = { $0 + 1 }
print(f(1))
let optional: Int? = nil
print(optional == nil)
var total: Double = 0
total += 1.5
print(total)
let xs: [Double] = [1, 2, 3]
print(xs)
let ys: [String: Double] = ["x": 1]
print(ys)
let later: String
later = "assigned once"
print(later)
