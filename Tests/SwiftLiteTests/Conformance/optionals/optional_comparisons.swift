// Optionals compared with ==, != and nil; assigning nil.
var x: Int? = 1
print(x == 1, x != 1, x == nil)
x = nil
print(x == nil, x == 1)
x = 3
if let y = x {
    print(y)
}
let a: String? = "s"
let b: String? = "s"
print(a == b)
