// App: generate permutations, combinations and the power set generically, and count them against formulas.
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { i -> [[T]] in
        var rest = items
        let head = rest.remove(at: i)
        return permutations(rest).map { [head] + $0 }
    }
}
func combinations<T>(_ items: [T], choose k: Int) -> [[T]] {
    if k == 0 { return [[]] }
    guard let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return combinations(rest, choose: k - 1).map { [first] + $0 } + combinations(rest, choose: k)
}
func powerSet<T>(_ items: [T]) -> [[T]] {
    items.reduce([[]]) { sets, item in sets + sets.map { $0 + [item] } }
}
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
func binomial(_ n: Int, _ k: Int) -> Int { factorial(n) / (factorial(k) * factorial(n - k)) }
print(permutations([1, 2, 3]))
print(permutations(Array("abcd")).count, factorial(4))
print(combinations(["a", "b", "c", "d"], choose: 2).map { $0.joined() })
print((0...5).map { combinations(Array(1...5), choose: $0).count }, (0...5).map { binomial(5, $0) })
print(powerSet(["x", "y", "z"]).map { "{" + $0.joined(separator: ",") + "}" })
let coins = [1, 2, 5, 10]
let sums = Set(powerSet(coins).map { $0.reduce(0, +) })
print(sums.count, sums.sorted().prefix(8))
let words = permutations(Array("stop")).map { String($0) }
let dictionary: Set = ["stop", "pots", "tops", "opts", "spot", "post"]
print(Set(words).intersection(dictionary).sorted())
let handshakes = combinations(["Ann", "Bob", "Cy", "Dee"], choose: 2).map { "\($0[0])-\($0[1])" }
print(handshakes.count, handshakes.joined(separator: " "))
func derangements(_ n: Int) -> Int {
    permutations(Array(0..<n)).filter { p in p.enumerated().allSatisfy { $0.offset != $0.element } }.count
}
print((1...5).map(derangements))
struct Dice { let faces: Int }
let pairs = combinations([1, 2, 3, 4, 5, 6], choose: 2).filter { $0.reduce(0, +) == 7 }
print(pairs, Dice(faces: 6).faces)
let sumTo10: [[Int]] = powerSet(Array(1...6)).filter { $0.reduce(0, +) == 10 }
let subsetsWithSum10 = sumTo10.map { (set: [Int]) -> String in set.map { String($0) }.joined(separator: "+") }
print(subsetsWithSum10)
