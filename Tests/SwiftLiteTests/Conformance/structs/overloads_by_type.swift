// Structs: methods and subscripts overloaded on their parameters' types with the same labels, and a subscript added to String.
struct Table {
    var rows: [String] = ["zero", "one", "two"]
    func describe(_ value: Int) -> String { "int \(value)" }
    func describe(_ value: String) -> String { "string \(value)" }
    func describe(_ value: Double) -> String { "double \(value)" }
    subscript(index: Int) -> String? { rows.indices.contains(index) ? rows[index] : nil }
    subscript(name: String) -> Int? { rows.firstIndex(of: name) }
    func child(_ n: Int) -> Table? { n > 0 ? Table(rows: rows.map { $0 + "\(n)" }) : nil }
}
let table = Table()
print(table.describe(3), table.describe("x"), table.describe(2.5))
print(table[1] ?? "-", table["two"] ?? -1, table[7] ?? "-", table["nine"] ?? -1)
print(table.child(1)?[2] ?? "-", table.child(2)?["one2"] ?? -1, table.child(0)?[0] ?? "-")
extension String {
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
}
let word = "swift"
print(word[0], word[4], word[word.startIndex], "abc"[1])
