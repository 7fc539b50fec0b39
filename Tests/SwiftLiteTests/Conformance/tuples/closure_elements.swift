// Tuples: an element holding a closure is called through its label, even when the label is also a mutating method's name (sort, append) and the tuple is a constant.
let sorters: [(name: String, sort: ([Int]) -> [Int])] = [("ascending", { $0.sorted() }), ("descending", { $0.sorted(by: >) })]
for sorter in sorters { print(sorter.name, sorter.sort([3, 1, 2])) }
let log = (name: "log", append: { (line: String) in print("log:", line) })
log.append("started")
print(sorters[1].sort([5, 9]))
