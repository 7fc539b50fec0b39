// Extensions: protocol extensions on standard protocols (Collection, Sequence, Numeric) and constrained ones on own protocols.
extension Collection {
    var isNotEmpty: Bool { !isEmpty }
    func element(at i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
}
print([1].isNotEmpty, "".isNotEmpty, [5, 6].element(at: 1)!, [5, 6].element(at: 2) == nil)
extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
print([1, 2, 3].sum(), [0.5, 0.25].sum())
extension BinaryInteger {
    var digitCount: Int { String(self).count }
}
print(12345.digitCount)
protocol Animal { var name: String { get } }
extension Animal {
    func introduce() -> String { "I am \(name)" }
}
struct Cat: Animal { var name: String }
extension Array where Element: Animal {
    var roll: String { map(\.name).joined(separator: ", ") }
}
let cats = [Cat(name: "Tom"), Cat(name: "Kit")]
print(cats.roll, cats[0].introduce())
extension String {
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
}
print("swift"[1], "swift"[4])
