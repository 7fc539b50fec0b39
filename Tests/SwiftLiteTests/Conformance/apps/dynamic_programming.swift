// App: classic dynamic programming: coin change, longest common subsequence, 0/1 knapsack and edit distance.
func minCoins(_ amount: Int, _ coins: [Int]) -> Int? {
    var best = [0] + Array(repeating: Int.max, count: amount)
    for value in stride(from: 1, through: amount, by: 1) {
        for coin in coins where coin <= value && best[value - coin] != Int.max {
            best[value] = min(best[value], best[value - coin] + 1)
        }
    }
    return best[amount] == Int.max ? nil : best[amount]
}
print(minCoins(63, [1, 5, 10, 21, 25])!, minCoins(7, [2, 4]) == nil, minCoins(0, [1])!)
func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...x.count {
        for j in 1...y.count {
            table[i][j] = x[i - 1] == y[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
        }
    }
    var i = x.count, j = y.count
    var out: [Character] = []
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] {
            out.append(x[i - 1]); i -= 1; j -= 1
        } else if table[i - 1][j] >= table[i][j - 1] {
            i -= 1
        } else {
            j -= 1
        }
    }
    return String(out.reversed())
}
print(lcs("ABCBDAB", "BDCABA"), lcs("swiftly", "shifty"))
struct Item { let name: String; let weight: Int; let value: Int }
func knapsack(_ items: [Item], capacity: Int) -> (Int, [String]) {
    var best = Array(repeating: Array(repeating: 0, count: capacity + 1), count: items.count + 1)
    for (i, item) in items.enumerated() {
        for w in 0...capacity {
            best[i + 1][w] = best[i][w]
            if item.weight <= w {
                best[i + 1][w] = max(best[i + 1][w], best[i][w - item.weight] + item.value)
            }
        }
    }
    var chosen: [String] = []
    var w = capacity
    for i in stride(from: items.count, to: 0, by: -1) where best[i][w] != best[i - 1][w] {
        chosen.append(items[i - 1].name)
        w -= items[i - 1].weight
    }
    return (best[items.count][capacity], chosen.reversed())
}
let items = [Item(name: "tent", weight: 5, value: 10), Item(name: "stove", weight: 3, value: 7),
             Item(name: "book", weight: 1, value: 2), Item(name: "camera", weight: 2, value: 6)]
print(knapsack(items, capacity: 7))
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    var row = Array(0...y.count)
    for i in 1...x.count {
        var previous = row[0]
        row[0] = i
        for j in 1...y.count {
            let old = row[j]
            row[j] = x[i - 1] == y[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
            previous = old
        }
    }
    return row[y.count]
}
print(editDistance("kitten", "sitting"), editDistance("flaw", "lawn"), editDistance("same", "same"))
