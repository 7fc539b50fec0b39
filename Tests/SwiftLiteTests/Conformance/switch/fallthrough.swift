// fallthrough continues into the next case's body; without it there is none.
func describe(_ n: Int) -> String {
    var text = "\(n) is"
    switch n {
    case 2, 3, 5, 7:
        text += " prime and"
        fallthrough
    case 1...10:
        text += " small"
    default:
        text += " big"
    }
    return text
}
print(describe(3))
print(describe(4))
print(describe(20))
switch 1 {
case 1:
    print("one")
case 2:
    print("never printed: no implicit fallthrough")
default:
    print("never")
}
