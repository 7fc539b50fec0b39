// break and continue in for, while and repeat loops.
for i in 1...10 {
    if i % 2 == 0 { continue }
    if i > 7 { break }
    print(i)
}
var n = 0
while true {
    n += 1
    if n < 3 { continue }
    break
}
print(n)
var m = 0
repeat {
    m += 1
    if m == 2 { continue }
    print("m", m)
} while m < 3
