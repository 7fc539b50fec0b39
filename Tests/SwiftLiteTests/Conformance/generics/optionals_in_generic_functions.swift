// A generic function given an optional (or a collection of them) sees its parameter as
// that type: it prints as Optional(...), type(of:) names Optional<...>, and what it
// returns of it is the optional again.
func identity<T>(_ v: T) -> T { v }
func describe<T>(_ v: T) -> String { String(describing: v) + " " + "\(v)" }
func apply<T>(_ v: T, _ f: (T) -> Void) { f(v) }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func repeated<T>(_ v: T, times: Int) -> [T] { Array(repeating: v, count: times) }
func log<T>(_ label: String, _ value: T) { print(label + ":", value) }
func recurse<T>(_ v: T, depth: Int) -> String { depth == 0 ? "\(v)" : recurse(v, depth: depth - 1) }
let o: String? = "x"
let none: Int? = nil
let x = identity(o)
print(x as Any, identity(none) as Any, identity(4))
if let y = identity(o) { print("unwrapped", y) }
print(describe(o), describe(none), describe(2))
apply(o) { print($0 ?? "nil!") }
apply(none) { print($0 == nil) }
print(same(o, "x"), same(none, nil), same(o, nil))
print(repeated(o, times: 2), repeated(none, times: 1).count)
log("o", o); log("none", none); log("n", 7)
print(recurse(o, depth: 2))
var scores: [String: Int] = ["a": 1]
log("lookup", scores["a"]); log("missing", scores["b"])
let arr: [Int?] = [1, nil]
log("arr", arr)
print(describe(arr))
func name<T>(of value: T) -> String { "\(type(of: value))" }
func show<T>(_ value: T) { print(value) }
func wrap<T>(_ v: T) -> [T] { [v, v] }
print(wrap(o))
func twice<T>(_ v: T) -> String { name(of: v) + "/" + name(of: [v]) }
print(twice(o))
show(o); show(none); show(arr)
print(name(of: o), name(of: none), name(of: 3), name(of: Optional("y")), name(of: arr))
