// Integer literals take the type the context needs: Double in Double annotations,
// in array literals with a Double, and in arithmetic written with literals only.
let half: Double = 7 / 2
print(half)
let mixed = [1, 2.5, 3]
print(mixed)
var ratio: Double = 1
ratio = 3 / 4
print(ratio)
print(1 / 2 + 0.5)
let list: [Double] = [1, 2 / 4]
print(list)
let pairs = ["a": 1, "b": 0.5]
print(pairs["a"]!)
