// && and || evaluate their right side only when needed; ! negates.
func check(_ label: String, _ value: Bool) -> Bool {
    print("evaluated \(label)")
    return value
}
if check("a", false) && check("b", true) {
    print("both")
} else {
    print("not both")
}
if check("c", true) || check("d", true) {
    print("either")
}
let result = check("e", true) && check("f", false)
print(result)
print(!true, !(1 > 2))
let mixed = false || true && false
print(mixed)
