// map and filter with a closure written in place, on arrays and on what else has them.
var xs = [1, 2, 3, 4, 5, 6]
let evens = xs.filter { $0 % 2 == 0 }
let squares = xs.map { x in x * x }
print(evens, squares)
xs.append(7)
print(xs.count, evens.count, squares.count)
let d = ["a": 1, "b": 2]
print(d.filter { $0.value > 1 }.count, d.map { $0.key }.sorted())
print((1...5).filter { $0 % 2 == 1 }, "abc".map { String($0) + "!" })
let k = 10
print([1, 2].map { $0 + k }, [[1], [2, 3]].map { $0.count }, [Int]().map { $0 * 2 })
var total = 0
let kept = [3, 1, 2].filter { n in
    total += n
    return n > 1
}
print(kept, total)
let nested = [[1, 2], [3]].map { row in row.filter { $0 > 1 } }
print(nested)
var names = ["b", "a"]
var result = names.map { $0.uppercased() }
result.append("C")
names.append("c")
print(names, result)
