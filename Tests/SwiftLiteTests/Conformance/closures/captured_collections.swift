// Closures share the variables they capture, collections included.
var log: [String] = []
let note = { (text: String) in log.append(text) }
note("first")
note("second")
print(log)
var totals: [String: Int] = [:]
let add = { (key: String, amount: Int) in totals[key, default: 0] += amount }
add("a", 2)
add("a", 3)
add("b", 1)
print(totals["a"]!, totals["b"]!)
func makeStack() -> (push: (Int) -> Void, pop: () -> Int?) {
    var items: [Int] = []
    return ({ items.append($0) }, { items.popLast() })
}
let stack = makeStack()
stack.push(1)
stack.push(2)
print(stack.pop()!, stack.pop()!, stack.pop() == nil)
