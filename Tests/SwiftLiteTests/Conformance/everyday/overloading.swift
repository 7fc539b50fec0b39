// Everyday: functions overloaded by argument labels, by parameter types and by arity; methods too.
func area(width: Double, height: Double) -> Double { width * height }
func area(side: Double) -> Double { side * side }
func area(radius: Double) -> Double { 3 * radius * radius }
print(area(width: 2, height: 3), area(side: 4), area(radius: 1))
func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: String) -> String { "String \(value)" }
func describe(_ value: Double) -> String { "Double \(value)" }
func describe(_ value: [Int]) -> String { "Array of \(value.count)" }
func describe(_ a: Int, _ b: Int) -> String { "two Ints \(a + b)" }
print(describe(1), describe("s"), describe(2.5), describe([1, 2]), describe(1, 2))
struct Logger {
    var lines: [String] = []
    mutating func log(_ message: String) { lines.append(message) }
    mutating func log(_ message: String, level: Int) { lines.append("[\(level)] \(message)") }
    mutating func log(count: Int) { lines.append("count=\(count)") }
}
var logger = Logger()
logger.log("plain")
logger.log("leveled", level: 2)
logger.log(count: 3)
print(logger.lines)
func convert(_ x: Int) -> Double { Double(x) }
func convert(_ x: Double) -> Int { Int(x) }
let d: Double = convert(3)
let i: Int = convert(3.7)
print(d, i)
func greet(_ name: String) -> String { "Hi \(name)" }
func greet(_ name: String, times: Int) -> String { String(repeating: greet(name) + "! ", count: times) }
print(greet("Ann"), greet("Bo", times: 2))
