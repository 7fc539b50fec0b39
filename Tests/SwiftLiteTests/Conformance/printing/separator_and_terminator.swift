// Printing: print with several items, separator:, terminator:, no items, and string interpolation of expressions.
print("a", "b", "c")
print("a", "b", "c", separator: ", ")
print(1, 2, separator: "")
print("no newline", terminator: "")
print(" -> continued")
print("x", "y", separator: "-", terminator: "!\n")
print()
print("", "")
print("")
let items = [1, 2, 3]
for i in items {
    print(i, terminator: i == items.last ? "\n" : ", ")
}
let width = 3, height = 4
print("area of \(width)x\(height) is \(width * height)")
print("nested \("inner \(1 + 1)")")
print("escapes: \t|\\|\"|\u{41}")
print("mixed", 1, 2.5, true, "end", separator: "|")
print(items, items.count, separator: " / ")
