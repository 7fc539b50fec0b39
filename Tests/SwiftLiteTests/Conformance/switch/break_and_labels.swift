// break inside a switch ends the switch; a labeled break can leave the enclosing loop.
for n in 1...5 {
    switch n {
    case 2:
        break
    default:
        print(n)
    }
}
outer: for n in 1...5 {
    switch n {
    case 3:
        break outer
    default:
        print("n = \(n)")
    }
}
print("done")
