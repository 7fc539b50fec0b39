// An initializer a protocol's extension gives runs for the struct or class it is called
// on: `self.init(...)` in it is that type's initializer with those labels.
protocol Flagged {
    var rawValue: Int { get }
    init(rawValue: Int)
}

extension Flagged {
    init() { self.init(rawValue: 0) }
    init(bits: [Int]) {
        self.init(rawValue: bits.reduce(0) { $0 | 1 << $1 })
    }
    func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
}

struct Flags: Flagged { let rawValue: Int }

final class Mask: Flagged, CustomStringConvertible {
    let rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }
    var description: String { "Mask(\(String(rawValue, radix: 2)))" }
}

print(Flags().rawValue, Flags(bits: [0, 3]).rawValue, Flags(bits: [1]).union(Flags(rawValue: 1)).rawValue)
print(Mask(), Mask(bits: [2, 4]), Mask(bits: []).union(Mask(rawValue: 5)))
let masks: [Mask] = [Mask(bits: [0]), .init(bits: [1, 2])]
print(masks.map(\.rawValue))
