// while loops, including one that never runs.
var i = 0
while i < 3 {
    print("i = \(i)")
    i += 1
}
while false {
    print("never")
}
var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print(steps)
