// The String methods of the specification.
let s = "Hello, World"
print(s.uppercased())
print(s.lowercased())
print(s.hasPrefix("Hell"), s.hasPrefix("hell"))
print(s.hasSuffix("World"), s.hasSuffix("!"))
print(s.contains("lo, W"), s.contains("xyz"))
print(s.count, s.isEmpty, "".isEmpty)
let parts = "a,b,,c".split(separator: ",")
print(parts.count)
print(parts)
for part in parts { print(part) }
print("one two  three".split(separator: " "))
