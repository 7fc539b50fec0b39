// Several patterns per case, including ranges and bindings of the same name.
func describe(_ c: String) -> String {
    switch c {
    case "a", "e", "i", "o", "u":
        return "vowel"
    case "y", "w":
        return "sometimes"
    default:
        return "consonant"
    }
}
print(describe("e"), describe("w"), describe("k"))
func size(_ n: Int) -> String {
    switch n {
    case 0, 1..<10: return "small"
    case 10...99, 100: return "medium"
    default: return "large"
    }
}
print(size(0), size(5), size(100), size(1000))
let point = (0, 4)
switch point {
case (let d, 0), (0, let d):
    print("on an axis at distance \(d)")
default:
    print("off the axes")
}
