// Labeled loops: continue and break an outer loop from an inner one.
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
var found: (Int, Int)? = nil
search: for a in 1...9 {
    for b in a...9 where a * b == 24 {
        found = (a, b)
        break search
    }
}
print(found!.0, found!.1)
var count = 0
loop: while true {
    count += 1
    repeat {
        if count == 3 { break loop }
        continue loop
    } while true
}
print(count)
