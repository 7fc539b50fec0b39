// App: a fixed-capacity generic ring buffer used for a moving average of sensor readings and a recent-history log.
struct RingBuffer<Element> {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0
    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }
    var capacity: Int { storage.count }
    var isFull: Bool { count == capacity }
    @discardableResult
    mutating func push(_ x: Element) -> Element? {
        let index = (head + count) % capacity
        if isFull {
            let evicted = storage[head]
            storage[head] = x
            head = (head + 1) % capacity
            return evicted
        }
        storage[index] = x
        count += 1
        return nil
    }
    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        defer {
            storage[head] = nil
            head = (head + 1) % capacity
            count -= 1
        }
        return storage[head]
    }
    var elements: [Element] { (0..<count).map { storage[(head + $0) % capacity]! } }
}
struct MovingAverage {
    private var window: RingBuffer<Double>
    private var sum = 0.0
    init(size: Int) { window = RingBuffer(capacity: size) }
    mutating func add(_ x: Double) -> Double {
        sum += x
        if let old = window.push(x) { sum -= old }
        return sum / Double(window.count)
    }
}
var average = MovingAverage(size: 3)
let readings = [10.0, 20, 30, 40, 50, 5, 5, 5]
print(readings.map { average.add($0) })
var history = RingBuffer<String>(capacity: 4)
for command in ["ls", "cd src", "swift build", "swift test", "git status", "git commit"] {
    if let dropped = history.push(command) { print("forgot:", dropped) }
}
print(history.elements, history.count, history.isFull)
print(history.pop()!, history.pop()!, history.elements)
history.push("vim")
print(history.elements)
var empty = RingBuffer<Int>(capacity: 2)
print(empty.pop() == nil, empty.elements)
