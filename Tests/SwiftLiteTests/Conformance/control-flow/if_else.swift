// if / else if / else chains and nesting.
func classify(_ n: Int) -> String {
    if n < 0 {
        return "negative"
    } else if n == 0 {
        return "zero"
    } else if n < 10 {
        return "small"
    } else {
        return "large"
    }
}
for n in [-5, 0, 3, 42] {
    print(classify(n))
}
let flag = true
if flag {
    if !flag {
        print("unreachable")
    } else {
        print("nested else")
    }
}
if 1 > 2 { print("no") }
print("end")
