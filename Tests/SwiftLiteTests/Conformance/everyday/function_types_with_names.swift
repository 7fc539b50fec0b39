// Everyday: function types whose parameters carry names (`(_ x: Int) -> Int`), in lets, properties, parameters and typealiases.
let double: (_ x: Int) -> Int = { $0 * 2 }
print(double(21))
let add: (_ a: Int, _ b: Int) -> Int = { a, b in a + b }
print(add(2, 3))
let describe: (_ name: String, _ count: Int) -> String = { name, count in "\(name) x\(count)" }
print(describe("apple", 3))
func apply(_ f: (_ value: Int) -> Int, to value: Int) -> Int { f(value) }
print(apply(double, to: 5), apply({ value in value - 1 }, to: 5))
let buttons: [(title: String, action: (_ tapCount: Int) -> String)] = [("OK", { count in "tapped \(count) times" })]
print(buttons[0].title, buttons[0].action(2))
var callback: ((_ message: String) -> Void)? = nil
callback?("not called")
callback = { message in print("got", message) }
callback?("hello")
let table: [String: (_ lhs: Int, _ rhs: Int) -> Int] = ["+": { $0 + $1 }]
print(table["+"]!(4, 5))
func makeMultiplier(_ factor: Int) -> (_ input: Int) -> Int {
    { input in input * factor }
}
print(makeMultiplier(3)(7))
