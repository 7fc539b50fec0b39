// Double(x) from Int and String; Int(x) from Double truncates.
print(Double(3))
print(Double("3.5")!)
print(Double("1e3")!)
print(Double("abc") == nil)
let n = 7
print(Double(n) / 2)
print(Int(3.9), Int(-3.9))
print(Int(2.0))
let average = Double(10 + 5) / Double(2)
print(average)
print(Int(Double(n) * 1.5))
