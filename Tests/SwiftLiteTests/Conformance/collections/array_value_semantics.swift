// Arrays are values: a copy changes independently of the original.
var a = [1, 2, 3]
var b = a
b.append(4)
b[0] = 99
print(a)
print(b)
func appendingZero(_ xs: [Int]) -> [Int] {
    var ys = xs
    ys.append(0)
    return ys
}
print(appendingZero(a), a)
var nested = [[1], [2]]
var copy = nested
copy[0].append(5)
print(nested)
print(copy)
var grid = [[0, 0], [0, 0]]
let row = grid[1]
grid[1][0] = 7
print(row, grid)
