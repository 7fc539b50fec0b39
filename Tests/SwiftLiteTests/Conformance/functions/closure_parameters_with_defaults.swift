// Parameters of function type, with defaults, called with and without trailing closures.
func transform(_ values: [Int], with f: (Int) -> Int = { $0 }) -> [Int] {
    values.map(f)
}
print(transform([1, 2]))
print(transform([1, 2], with: { $0 * 100 }))
print(transform([1, 2]) { -$0 })
func run(times: Int, _ body: (Int) -> Void) {
    for i in 0..<times { body(i) }
}
run(times: 3) { i in print("run \(i)") }
