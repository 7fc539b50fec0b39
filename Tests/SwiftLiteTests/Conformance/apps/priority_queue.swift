// App: a generic binary heap priority queue used to schedule tasks by priority and to merge sorted lists.
struct Heap<Element> {
    private var items: [Element] = []
    private let before: (Element, Element) -> Bool
    init(by before: @escaping (Element, Element) -> Bool) { self.before = before }
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var peek: Element? { items.first }
    mutating func push(_ x: Element) {
        items.append(x)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard before(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }
    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var parent = 0
        while true {
            let l = 2 * parent + 1, r = l + 1
            var best = parent
            if l < items.count && before(items[l], items[best]) { best = l }
            if r < items.count && before(items[r], items[best]) { best = r }
            if best == parent { break }
            items.swapAt(parent, best)
            parent = best
        }
        return top
    }
}
struct Task {
    let name: String
    let priority: Int
    let order: Int
}
var tasks = Heap<Task> { ($0.priority, -$0.order) > ($1.priority, -$1.order) }
let incoming = [("write docs", 1), ("fix crash", 5), ("review", 3), ("deploy", 5), ("lunch", 2)]
for (i, (name, p)) in incoming.enumerated() { tasks.push(Task(name: name, priority: p, order: i)) }
print(tasks.count, tasks.peek!.name)
while let t = tasks.pop() { print(t.priority, t.name) }
var minHeap = Heap<Int>(by: <)
for x in [9, 4, 7, 1, 8, 2, 2] { minHeap.push(x) }
var drained: [Int] = []
while let x = minHeap.pop() { drained.append(x) }
print(drained)
func mergeSorted(_ lists: [[Int]]) -> [Int] {
    var heap = Heap<(value: Int, list: Int, index: Int)> { $0.value < $1.value }
    for (i, l) in lists.enumerated() where !l.isEmpty { heap.push((l[0], i, 0)) }
    var out: [Int] = []
    while let (v, li, ix) = heap.pop() {
        out.append(v)
        if ix + 1 < lists[li].count { heap.push((lists[li][ix + 1], li, ix + 1)) }
    }
    return out
}
print(mergeSorted([[1, 4, 9], [2, 3], [], [0, 10]]))
