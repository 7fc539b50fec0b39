// repeat-while runs its body at least once.
var count = 0
repeat {
    count += 1
} while count < 3
print(count)
var ran = 0
repeat {
    ran += 1
} while false
print(ran)
var k = 10
repeat {
    k -= 4
    if k < 0 { break }
    print(k)
} while true
