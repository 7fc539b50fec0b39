// App: convert between Int and Roman numerals both ways, validate input strictly, and do arithmetic on numerals.
struct Roman: CustomStringConvertible, Comparable {
    static let table: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]
    let value: Int
    init?(_ value: Int) {
        guard (1...3999).contains(value) else { return nil }
        self.value = value
    }
    init?(numeral: String) {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        let digits = numeral.uppercased().compactMap { values[$0] }
        guard digits.count == numeral.count, !digits.isEmpty else { return nil }
        var total = 0
        for (i, d) in digits.enumerated() {
            total += i + 1 < digits.count && d < digits[i + 1] ? -d : d
        }
        guard let r = Roman(total), r.description == numeral.uppercased() else { return nil }
        self = r
    }
    var description: String {
        var rest = value
        var out = ""
        for (v, s) in Roman.table {
            while rest >= v {
                out += s
                rest -= v
            }
        }
        return out
    }
    static func < (a: Roman, b: Roman) -> Bool { a.value < b.value }
    static func + (a: Roman, b: Roman) -> Roman? { Roman(a.value + b.value) }
}
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    print(n, Roman(n)!)
}
print(Roman(0) == nil, Roman(4000) == nil)
for text in ["XIV", "mcmxciv", "IIII", "IC", "ABC", "", "MMXXIV"] {
    if let r = Roman(numeral: text) { print(text, "=", r.value) } else { print(text, "is not valid") }
}
let sum = Roman(numeral: "XLII")! + Roman(numeral: "VIII")!
print(sum.map { "\($0)" } ?? "overflow")
print((Roman(3000)! + Roman(1000)!) == nil)
let sorted = ["X", "IV", "MD", "C"].compactMap { Roman(numeral: $0) }.sorted()
print(sorted.map(\.description))
