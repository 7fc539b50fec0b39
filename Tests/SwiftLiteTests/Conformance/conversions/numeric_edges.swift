// Conversions between Int and Double at the edges: truncation, large values, literals as Double.
print(Int(1e10))
print(Int(-0.9))
print(Int(Double("2.7")!))
print(Double(1 << 53) + 1)
let five = 5 as Double
print(five)
let list = [1, 2] as [Double]
print(list)
print(Int("-0")!)
print(Double(-7) / 2)
