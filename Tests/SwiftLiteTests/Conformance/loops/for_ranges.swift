// for over half-open, closed, empty and computed ranges, and strides.
for i in 0..<3 { print("half-open", i) }
for i in 1...3 { print("closed", i) }
for i in 0..<0 { print("never", i) }
let n = 2
for i in n...n + 1 { print("computed", i) }
for i in stride(from: 0, to: 10, by: 4) { print("stride to", i) }
for i in stride(from: 10, through: 0, by: -5) { print("stride through", i) }
for i in (0..<3).reversed() { print("reversed", i) }
for _ in 1...2 { print("underscore") }
