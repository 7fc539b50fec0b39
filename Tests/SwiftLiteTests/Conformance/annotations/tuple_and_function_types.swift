// Annotations with tuple and function types.
let pair: (Int, String) = (1, "a")
print(pair.0, pair.1)
let point: (x: Double, y: Double) = (1, 2)
print(point)
let transform: (String) -> String = { $0 + "!" }
print(transform("hey"))
let combine: (Int, Int) -> (sum: Int, product: Int) = { ($0 + $1, $0 * $1) }
let result = combine(3, 4)
print(result.0, result.1)
var matrix: [[Int]] = [[1], [2, 3]]
matrix[1].append(4)
print(matrix)
let lookup: [String: [Int]] = ["odd": [1, 3]]
print(lookup["odd"]!.count)
