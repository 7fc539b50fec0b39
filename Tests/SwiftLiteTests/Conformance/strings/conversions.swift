// String(x) and String(describing:) of every kind of value.
print(String(42))
print(String(-3.5))
print(String(true))
print(String("text"))
print(String(describing: [1, 2]))
print(String(describing: ["a": 1]))
print(String(repeating: "ab", count: 3))
print(String(repeating: "x", count: 0).isEmpty)
let n = 7
print("n is " + String(n))
