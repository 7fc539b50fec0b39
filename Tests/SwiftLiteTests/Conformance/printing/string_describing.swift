// Printing: String(describing:) and String(x) agree with print, and interpolation uses the same description.
struct P { var a: Int; var b: String }
let values: [String] = [
    String(describing: 42),
    String(describing: "text"),
    String(describing: [1, 2]),
    String(describing: ["a"]),
    String(describing: (1, "x")),
    String(describing: P(a: 1, b: "b")),
    String(describing: Optional(7)),
    String(describing: 2.0),
    String(describing: Character("c")),
    String(42),
    String(2.5),
    String(true),
    "\([1.5])",
    "\(P(a: 0, b: ""))",
]
for v in values { print(v) }
print(values.count)
print(String(255, radix: 16), String(5, radix: 2), String(-8))
print(String(repeating: "ab", count: 3))
print(String(["x", "y"].joined()), String("abc".reversed()))
