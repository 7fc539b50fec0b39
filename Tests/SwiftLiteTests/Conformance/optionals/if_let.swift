// if let: binding, else branches, several bindings with a condition, shorthand, if var.
let maybe: Int? = Int("42")
if let value = maybe {
    print("got \(value)")
} else {
    print("none")
}
if let value = Int("x") {
    print("got \(value)")
} else {
    print("none")
}
if let a = Int("1"), let b = Int("2"), a < b {
    print(a + b)
}
if let a = Int("5"), let b = Int("2"), a < b {
    print(a + b)
} else {
    print("condition failed")
}
let name: String? = "Ann"
if let name {
    print("shorthand \(name)")
}
let counter: Int? = 3
if var c = counter {
    c += 1
    print(c)
}
print(counter!)
