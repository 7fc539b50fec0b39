// Mutating nested collections in place: elements of arrays, values of dictionaries.
var grid = [[0, 0], [0, 0]]
grid[1][0] = 5
grid[0].append(9)
print(grid)
var byName: [String: [Int]] = [:]
byName["a", default: []].append(1)
byName["a", default: []].append(2)
print(byName)
var counts: [String: Int] = [:]
for word in ["x", "y", "x", "x"] {
    counts[word, default: 0] += 1
}
print(counts["x"]!, counts["y"]!)
var lists = ["k": [3, 1, 2]]
lists["k"]?.sort()
lists["k"]!.append(4)
print(lists)
var matrix = [[1, 2], [3, 4]]
matrix[0][1] += 10
print(matrix)
