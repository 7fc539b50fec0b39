// An Int meets a Double as a Double, also when both are variables (Swift requires an
// explicit Double(...) conversion there).
let count = 3
let price = 2.5
print(count * price)
print(price + count)
print(count < price)
var total = 0.0
total += count
print(total)
let average = 10 / 4.0
print(average)
let mixed: [Any] = [count, price]
print(mixed)
