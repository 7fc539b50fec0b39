// Closures passed with @escaping and combined into new closures.
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    return { g(f($0)) }
}
let addOne = { (x: Int) -> Int in x + 1 }
let timesTwo = { (x: Int) -> Int in x * 2 }
let both = compose(addOne, timesTwo)
print(both(3))
print(compose(timesTwo, addOne)(3))
var log: [String] = []
func register(_ name: String, _ handler: @escaping () -> Void) -> () -> Void {
    return {
        log.append(name)
        handler()
    }
}
let action = register("tap") { print("tapped") }
action()
action()
print(log)
