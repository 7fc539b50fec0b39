// Each iteration has its own loop variable: closures made in a loop keep their value.
var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { i * 10 }
}
print(closures.map { $0() })
var printers: [() -> String] = []
for word in ["a", "b"] {
    printers.append({ "word \(word)" })
}
for printer in printers {
    print(printer())
}
