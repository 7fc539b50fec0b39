// App: bit tricks for a permissions model: an OptionSet-like struct of flags, popcount, binary strings and Gray codes.
struct Permissions: Equatable, CustomStringConvertible {
    let raw: Int
    static let read = Permissions(raw: 1 << 0)
    static let write = Permissions(raw: 1 << 1)
    static let execute = Permissions(raw: 1 << 2)
    static let admin = Permissions(raw: 1 << 3)
    static let all: [(String, Permissions)] = [("r", read), ("w", write), ("x", execute), ("a", admin)]
    func union(_ other: Permissions) -> Permissions { Permissions(raw: raw | other.raw) }
    func removing(_ other: Permissions) -> Permissions { Permissions(raw: raw & ~other.raw) }
    func contains(_ other: Permissions) -> Bool { raw & other.raw == other.raw }
    var description: String { Permissions.all.map { contains($0.1) ? $0.0 : "-" }.joined() }
}
func popcount(_ n: Int) -> Int {
    var n = n, count = 0
    while n != 0 {
        n &= n - 1
        count += 1
    }
    return count
}
func binary(_ n: Int, width: Int) -> String {
    let s = String(n, radix: 2)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}
var user = Permissions.read.union(.write)
print(user, user.contains(.write), user.contains(.execute))
user = user.union(.admin).removing(.write)
print(user, user.raw, binary(user.raw, width: 4))
let everything = Permissions.all.reduce(Permissions(raw: 0)) { $0.union($1.1) }
print(everything, everything.raw == 0b1111, everything.removing(user))
print((0...8).map(popcount), popcount(255), popcount(1 << 40 | 1))
print((0..<8).map { binary($0 ^ ($0 >> 1), width: 3) })
print(0b1010 & 0b0110, 0b1010 | 0b0110, 0b1010 ^ 0b0110, 1 << 10, 1024 >> 3, ~0)
print(String(0xFF, radix: 2), Int("1101", radix: 2)!, Int("ff", radix: 16)!, String(-5, radix: 2))
func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
print([1, 2, 3, 64, 96, 1024].filter(isPowerOfTwo))
var flags: UInt8 = 0b0000_0101
flags |= 0b1000_0000
print(flags, flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount)
print(Int.max.nonzeroBitCount, UInt8.max, Int8.min)
