// Generics: generic functions, with and without constraints, inferring T from the arguments.
func swapped<A, B>(_ pair: (A, B)) -> (B, A) { (pair.1, pair.0) }
print(swapped((1, "one")))
func repeatValue<T>(_ value: T, times: Int) -> [T] {
    Array(repeating: value, count: times)
}
print(repeatValue("ab", times: 3), repeatValue(7, times: 2))
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items where item > best { best = item }
    return best
}
print(largest([3, 9, 2])!, largest(["pear", "apple", "zoo"])!, largest([Int]()) == nil)
func countMatches<T: Equatable>(_ items: [T], _ target: T) -> Int {
    items.filter { $0 == target }.count
}
print(countMatches([1, 2, 1, 1], 1), countMatches(["a", "b"], "c"))
func uniqued<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>()
    return items.filter { seen.insert($0).inserted }
}
print(uniqued([3, 1, 3, 2, 1]), uniqued(["b", "a", "b"]))
func apply<T, U>(_ items: [T], _ transform: (T) -> U) -> [U] {
    var out: [U] = []
    for item in items { out.append(transform(item)) }
    return out
}
print(apply([1, 2, 3]) { $0 * 10 }, apply(["x", "yy"]) { $0.count })
func firstIndex<T: Equatable>(of target: T, in items: [T]) -> Int? {
    for (i, item) in items.enumerated() where item == target { return i }
    return nil
}
print(firstIndex(of: "c", in: ["a", "b", "c"])!, firstIndex(of: 5, in: [1]) ?? -1)
