// App: a Fraction type with gcd normalization, arithmetic operators, Comparable, and Egyptian fraction decomposition.
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }
struct Fraction: Hashable, Comparable, CustomStringConvertible {
    let num: Int
    let den: Int
    init(_ num: Int, _ den: Int = 1) {
        precondition(den != 0, "zero denominator")
        let g = max(1, gcd(num, den)) * (den < 0 ? -1 : 1)
        self.num = num / g
        self.den = den / g
    }
    var description: String { den == 1 ? "\(num)" : "\(num)/\(den)" }
    var value: Double { Double(num) / Double(den) }
    var reciprocal: Fraction { Fraction(den, num) }
    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func - (a: Fraction, b: Fraction) -> Fraction { a + Fraction(-b.num, b.den) }
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static func / (a: Fraction, b: Fraction) -> Fraction { a * b.reciprocal }
    static func < (a: Fraction, b: Fraction) -> Bool { a.num * b.den < b.num * a.den }
    static prefix func - (a: Fraction) -> Fraction { Fraction(-a.num, a.den) }
}
let half = Fraction(1, 2), third = Fraction(1, 3)
print(half + third, half - third, half * third, half / third, -half)
print(Fraction(6, -8), Fraction(0, 5), Fraction(10, 5))
print(Fraction(2, 4) == half, Set([Fraction(1, 2), Fraction(2, 4), Fraction(3, 6)]).count)
let harmonic = (1...10).map { Fraction(1, $0) }.reduce(Fraction(0), +)
print("H10 =", harmonic, harmonic.value)
print([Fraction(3, 4), Fraction(2, 3), Fraction(5, 8), Fraction(-1, 2)].sorted())
func egyptian(_ f: Fraction) -> [Fraction] {
    var rest = f
    var parts: [Fraction] = []
    while rest.num != 0 {
        let unit = Fraction(1, (rest.den + rest.num - 1) / rest.num)
        parts.append(unit)
        rest = rest - unit
    }
    return parts
}
print(egyptian(Fraction(4, 13)).map(\.description).joined(separator: " + "))
print(egyptian(Fraction(5, 6)), egyptian(Fraction(7, 15)).reduce(Fraction(0), +))
print(gcd(84, 36), lcm(4, 6), (1...10).reduce(1, lcm))
