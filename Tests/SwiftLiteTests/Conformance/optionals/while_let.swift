// while let: loop while an optional has a value.
var stack = [1, 2, 3]
while let top = stack.popLast() {
    print(top)
}
print(stack.isEmpty)
var queue = ["a", "b"]
while let next = queue.first {
    queue.removeFirst()
    print(next)
}
