// App: arbitrary-precision unsigned integers as digit arrays: add, multiply, compare, factorials and Fibonacci numbers.
struct BigUInt: CustomStringConvertible, Comparable {
    private(set) var digits: [Int]
    init(_ n: Int) {
        var n = n
        digits = []
        repeat {
            digits.append(n % 10)
            n /= 10
        } while n > 0
    }
    init?(_ text: String) {
        guard !text.isEmpty, text.allSatisfy(\.isNumber) else { return nil }
        digits = text.reversed().map { Int(String($0))! }
        trim()
    }
    private mutating func trim() {
        while digits.count > 1 && digits.last == 0 { digits.removeLast() }
    }
    var description: String { digits.reversed().map(String.init).joined() }
    static func + (a: BigUInt, b: BigUInt) -> BigUInt {
        var result = BigUInt(0)
        result.digits = []
        var carry = 0
        for i in 0..<max(a.digits.count, b.digits.count) {
            let s = (i < a.digits.count ? a.digits[i] : 0) + (i < b.digits.count ? b.digits[i] : 0) + carry
            result.digits.append(s % 10)
            carry = s / 10
        }
        if carry > 0 { result.digits.append(carry) }
        return result
    }
    static func * (a: BigUInt, b: BigUInt) -> BigUInt {
        var cells = Array(repeating: 0, count: a.digits.count + b.digits.count)
        for (i, x) in a.digits.enumerated() {
            for (j, y) in b.digits.enumerated() { cells[i + j] += x * y }
        }
        var carry = 0
        for k in cells.indices {
            let v = cells[k] + carry
            cells[k] = v % 10
            carry = v / 10
        }
        var result = BigUInt(0)
        result.digits = cells
        result.trim()
        return result
    }
    static func < (a: BigUInt, b: BigUInt) -> Bool {
        if a.digits.count != b.digits.count { return a.digits.count < b.digits.count }
        return a.digits.reversed().lexicographicallyPrecedes(b.digits.reversed())
    }
}
func factorial(_ n: Int) -> BigUInt { (1...max(1, n)).reduce(BigUInt(1)) { $0 * BigUInt($1) } }
print(factorial(25))
print(factorial(30), factorial(30).digits.count)
var a = BigUInt(0), b = BigUInt(1)
for _ in 0..<100 { (a, b) = (b, a + b) }
print("fib(100) =", a)
let x = BigUInt("99999999999999999999")!, y = BigUInt("1")!
print(x + y, x * x)
print(BigUInt("000123")!, BigUInt("12a") == nil, BigUInt("") == nil)
print([BigUInt(10), BigUInt("9")!, factorial(5), BigUInt(0)].sorted().map(\.description))
print(factorial(20).description == String(2432902008176640000))
let digitSum = factorial(50).digits.reduce(0, +)
print("digit sum of 50!:", digitSum)
