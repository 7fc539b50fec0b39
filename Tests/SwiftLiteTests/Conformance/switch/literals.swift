// switch over Int and String literals with default.
func name(_ n: Int) -> String {
    switch n {
    case 0:
        return "zero"
    case 1:
        return "one"
    case 2:
        return "two"
    default:
        return "many"
    }
}
print(name(0), name(2), name(9))
let command = "stop"
switch command {
case "go":
    print("going")
case "stop":
    print("stopping")
default:
    print("unknown")
}
