// App: the bank OCR kata: read account numbers drawn with pipes and underscores, validate checksums, mark ILL/ERR.
let digitShapes: [String: Int] = [
    " _ | ||_|": 0, "     |  |": 1, " _  _||_ ": 2, " _  _| _|": 3, "   |_|  |": 4,
    " _ |_  _|": 5, " _ |_ |_|": 6, " _   |  |": 7, " _ |_||_|": 8, " _ |_| _|": 9,
]
func parse(_ lines: [String]) -> [Int?] {
    let rows = lines.map { Array($0) }
    return (0..<9).map { i in
        let shape = rows.map { String($0[(i * 3)..<(i * 3 + 3)]) }.joined()
        return digitShapes[shape]
    }
}
func checksumOK(_ digits: [Int]) -> Bool {
    var sum = 0
    for (i, d) in digits.reversed().enumerated() { sum += (i + 1) * d }
    return sum % 11 == 0
}
func report(_ digits: [Int?]) -> String {
    let text = digits.map { $0.map(String.init) ?? "?" }.joined()
    if digits.contains(where: { $0 == nil }) { return text + " ILL" }
    return checksumOK(digits.compactMap { $0 }) ? text : text + " ERR"
}
func draw(_ number: String) -> [String] {
    let shapes = Dictionary(uniqueKeysWithValues: digitShapes.map { ($0.value, $0.key) })
    var lines = ["", "", ""]
    for ch in number {
        let shape = Array(shapes[Int(String(ch))!]!)
        for row in 0..<3 { lines[row] += String(shape[(row * 3)..<(row * 3 + 3)]) }
    }
    return lines
}
let entries = [
    [
        "    _  _     _  _  _  _  _ ",
        "  | _| _||_||_ |_   ||_||_|",
        "  ||_  _|  | _||_|  ||_| _|",
    ],
    draw("345882865"),
    draw("664371495"),
    [
        "    _  _  _  _  _  _     _ ",
        "|_||_|| || ||_   |  |  | _ ",
        "  | _||_||_||_|  |  |  | _|",
    ],
]
for entry in entries {
    print(report(parse(entry)))
}
print(draw("0123").joined(separator: "\n"))
print(checksumOK([4, 5, 7, 5, 0, 8, 0, 0, 0]), checksumOK([1, 1, 1, 1, 1, 1, 1, 1, 1]))
