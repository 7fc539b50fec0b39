// Tuples: an element holding a closure is called through its label, as a struct's property holding one is, even when the name is also a mutating method's (sort, append) and the tuple or struct is a constant.
let sorters: [(name: String, sort: ([Int]) -> [Int])] = [("ascending", { $0.sorted() }), ("descending", { $0.sorted(by: >) })]
for sorter in sorters { print(sorter.name, sorter.sort([3, 1, 2])) }
let log = (name: "log", append: { (line: String) in print("log:", line) })
log.append("started")
print(sorters[1].sort([5, 9]))
struct Logger {
    let append: (String) -> Void
    var sort: ([Int]) -> [Int] = { $0.sorted() }
    var format: (Int, Int) -> String = { "\($0)/\($1)" }
}
let logger = Logger(append: { print("logger:", $0) })
logger.append("ready")
print(logger.sort([3, 1, 2]), logger.format(1, 2), [logger].map { $0.format(3, 4) })
