// Top-level functions can be called before their declaration.
print(triple(3))
func triple(_ x: Int) -> Int {
    x * 3
}
let value = helper()
print(value)
func helper() -> String { "helped" }
