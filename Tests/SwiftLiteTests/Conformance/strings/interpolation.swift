// String interpolation of expressions, calls, collections and nested string literals.
let x = 41
let name = "Ada"
print("a \(x + 1) b")
print("\(name) has \(name.count) letters")
print("nested: \("inner \(x)")")
print("double: \(2.5 * 2)")
print("array: \([1, 2, 3])")
print("strings in an array: \(["a", "b"])")
print("bool: \(x > 40)")
print("\(x)\(x)")
print("call: \(max(3, 7)) and \(name.uppercased())")
print("tuple: \((1, "two"))")
