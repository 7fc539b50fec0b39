// Extensions: methods and computed properties added to Int, String, Array, Dictionary and Double.
extension Int {
    var isEven: Bool { self % 2 == 0 }
    func times(_ f: () -> Void) {
        for _ in 0..<self { f() }
    }
    var squared: Int { self * self }
    static var answer: Int { 42 }
}
print(4.isEven, 7.isEven, 5.squared, Int.answer)
var hits = 0
3.times { hits += 1 }
print(hits)
extension String {
    var reversedString: String { String(reversed()) }
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: ".", count: width - count)
    }
    var isPalindrome: Bool {
        let letters = lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
}
print("abc".reversedString, "ab".padded(to: 5), "Never odd or even".isPalindrome)
extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
    var second: Element? { count > 1 ? self[1] : nil }
}
print([1, 2, 3, 4, 5].chunked(into: 2), ["a"].second == nil, ["a", "b"].second!)
extension Dictionary where Value == Int {
    var total: Int { values.reduce(0, +) }
}
print(["a": 1, "b": 2].total)
extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
print(3.14159.rounded(toPlaces: 2), 2.5.rounded(toPlaces: 0))
