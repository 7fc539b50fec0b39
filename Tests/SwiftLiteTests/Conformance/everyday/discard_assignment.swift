// Everyday: `_ =` evaluates an expression and throws its value away, also for calls with side effects.
var calls = 0
func record() -> Int {
    calls += 1
    return calls * 100
}
_ = record()
_ = record()
print(calls)
var stack = [1, 2, 3]
_ = stack.popLast()
_ = stack.removeFirst()
print(stack)
var scores = ["a": 1, "b": 2]
_ = scores.removeValue(forKey: "a")
_ = scores.updateValue(5, forKey: "b")
print(scores)
let _ = record()
print(calls)
_ = 1 + 2
_ = "ignored"
for _ in 0..<2 { _ = record() }
print(calls)
let (keep, _) = (1, 2)
print(keep)
func log(_ s: String) -> Int {
    print("log:", s)
    return s.count
}
_ = log("explicit discard")
