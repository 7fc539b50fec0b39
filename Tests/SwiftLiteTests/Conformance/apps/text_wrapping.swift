// Text layout helpers: greedy word wrapping, justification, truncation with an ellipsis,
// and a table with aligned columns, the kind of code behind a widget's text.
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

func justify(_ line: String, width: Int) -> String {
    var words = line.split(separator: " ").map(String.init)
    guard words.count > 1 else { return line }
    var missing = width - words.joined().count
    var gap = 0
    while missing > 0 {
        words[gap] += " "
        missing -= 1
        gap = (gap + 1) % (words.count - 1)
    }
    return words.joined()
}

func truncate(_ text: String, to length: Int) -> String {
    text.count <= length ? text : String(text.prefix(length - 1)) + "…"
}

enum Alignment { case left, right, center }

func pad(_ text: String, _ width: Int, _ alignment: Alignment) -> String {
    let space = max(0, width - text.count)
    // How much of the space goes before the text.
    let before = alignment == .left ? 0 : alignment == .right ? space : space / 2
    return String(repeating: " ", count: before) + text + String(repeating: " ", count: space - before)
}

func table(_ rows: [[String]], alignments: [Alignment]) -> [String] {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.enumerated().flatMap { index, row -> [String] in
        let line = row.indices.map { pad(row[$0], widths[$0], alignments[$0]) }.joined(separator: " | ")
        return index == 0 ? [line, widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-")] : [line]
    }
}

let paragraph = "SwiftUI views are a function of their state and the model layer decides what that state is and how it changes over time"
let lines = wrap(paragraph, width: 28)
lines.forEach { print("[\($0)]") }
for line in lines.dropLast() { print("[\(justify(line, width: 28))]") }
print(wrap("supercalifragilistic is long", width: 5))
print(truncate("Hello, world", to: 8), truncate("short", to: 8), truncate("exactly8", to: 8))
let rows = [["Item", "Qty", "Price"], ["Coffee", "2", "3.50"], ["Croissant", "12", "1.25"], ["Tea", "1", "2.00"]]
table(rows, alignments: [.left, .right, .center]).forEach { print($0) }
print(lines.map(\.count), lines.allSatisfy { $0.count <= 28 })
