// A bounded history conforming to Sequence through AnyIterator, with a moving average
// and an undo stack.
struct RingBuffer<Element>: Sequence {
    // Slots wrap around: `head` is the oldest element's.
    private var slots: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) { slots = Array(repeating: nil, count: capacity) }

    var capacity: Int { slots.count }

    mutating func push(_ element: Element) {
        slots[(head + count) % capacity] = element
        if count == capacity { head = (head + 1) % capacity } else { count += 1 }
    }

    mutating func popOldest() -> Element? {
        // The sequence's first element is the oldest; its slot is reused by a later push.
        guard let oldest = first(where: { _ in true }) else { return nil }
        head = (head + 1) % capacity
        count -= 1
        return oldest
    }

    func makeIterator() -> AnyIterator<Element> {
        var index = 0
        return AnyIterator {
            guard index < self.count else { return nil }
            defer { index += 1 }
            return self.slots[(self.head + index) % self.capacity]
        }
    }
}

extension RingBuffer where Element == Double {
    var average: Double { count == 0 ? 0 : reduce(0, +) / Double(count) }
}

struct UndoStack<State> {
    private var past: [State] = []
    private var future: [State] = []
    private(set) var current: State

    init(_ initial: State) { current = initial }

    mutating func apply(_ change: (inout State) -> Void) {
        past.append(current)
        change(&current)
        future.removeAll()
    }
    mutating func undo() {
        guard let previous = past.popLast() else { return }
        future.append(current)
        current = previous
    }
    mutating func redo() {
        guard let next = future.popLast() else { return }
        past.append(current)
        current = next
    }
    var canUndo: Bool { !past.isEmpty }
}

var temperatures = RingBuffer<Double>(capacity: 3)
for reading in [20.5, 21.0, 23.5, 19.0, 18.5] {
    temperatures.push(reading)
    print(Array(temperatures), temperatures.average)
}
print(temperatures.popOldest() ?? 0, temperatures.count, temperatures.map { $0 * 2 })
var names = RingBuffer<String>(capacity: 2)
names.push("a"); names.push("b"); names.push("c")
print(names.joined(separator: "+"), names.contains("a"), names.sorted(by: >))
for (i, name) in names.enumerated() { print(i, name) }

var doc = UndoStack(["title"])
doc.apply { $0.append("intro") }
doc.apply { $0.append("body") }
doc.apply { $0[0] = "Title" }
print(doc.current)
doc.undo(); doc.undo()
print(doc.current, doc.canUndo)
doc.redo()
print(doc.current)
doc.apply { $0.removeAll() }
doc.redo()
print(doc.current.isEmpty, doc.canUndo)
