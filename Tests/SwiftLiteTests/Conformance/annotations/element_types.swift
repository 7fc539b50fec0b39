// What is stored into a typed collection takes its element type: literals become
// Doubles, tuples take their labels, through subscripts, append, insert and +=.
var prices: [String: Double] = [:]
prices["tea"] = 3
prices["cake", default: 0] += 2
print(prices["tea"]!, prices["cake"]!)
var samples: [Double] = []
samples.append(1)
samples.insert(0, at: 0)
samples.append(contentsOf: [2, 3])
samples[0] = 5
print(samples)
var points: [(x: Int, y: Int)] = []
points.append((1, 2))
print(points[0].x, points)
var named: [String: (count: Int, label: String)] = [:]
named["a"] = (1, "one")
print(named["a"]!.label)
var grid: [[Double]] = [[0]]
grid[0].append(1)
print(grid)
var total: Double = 0
total += 1
print(total)
