// The ternary operator and ??, including chains of each.
let n = 5
print(n > 3 ? "big" : "small")
print(n % 2 == 0 ? "even" : n > 4 ? "odd and big" : "odd and small")
let missing: String? = nil
print(missing ?? "default")
let present: String? = "value"
print(present ?? "default")
let first: Int? = nil
let second: Int? = nil
print(first ?? second ?? 42)
print(Int("12") ?? 0 + 1)
print((Int("x") ?? 0) + 1)
