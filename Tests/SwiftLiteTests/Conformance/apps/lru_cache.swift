// App: a generic LRU cache built from a dictionary and a doubly linked list of class nodes, with hit/miss statistics.
final class Node<Key, Value> {
    let key: Key
    var value: Value
    var prev: Node?
    var next: Node?
    init(key: Key, value: Value) {
        self.key = key
        self.value = value
    }
}
final class LRUCache<Key: Hashable, Value> {
    private var map: [Key: Node<Key, Value>] = [:]
    private var head: Node<Key, Value>?
    private var tail: Node<Key, Value>?
    let capacity: Int
    private(set) var hits = 0, misses = 0
    init(capacity: Int) { self.capacity = capacity }
    var count: Int { map.count }
    private func unlink(_ node: Node<Key, Value>) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
        if head === node { head = node.next }
        if tail === node { tail = node.prev }
        node.prev = nil
        node.next = nil
    }
    private func pushFront(_ node: Node<Key, Value>) {
        node.next = head
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }
    func get(_ key: Key) -> Value? {
        guard let node = map[key] else {
            misses += 1
            return nil
        }
        hits += 1
        unlink(node)
        pushFront(node)
        return node.value
    }
    func put(_ key: Key, _ value: Value) {
        if let node = map[key] {
            node.value = value
            unlink(node)
            pushFront(node)
            return
        }
        if map.count == capacity, let last = tail {
            unlink(last)
            map[last.key] = nil
        }
        let node = Node(key: key, value: value)
        map[key] = node
        pushFront(node)
    }
    var keysByRecency: [Key] {
        var out: [Key] = []
        var cursor = head
        while let n = cursor {
            out.append(n.key)
            cursor = n.next
        }
        return out
    }
}
let cache = LRUCache<String, Int>(capacity: 3)
cache.put("a", 1)
cache.put("b", 2)
cache.put("c", 3)
print(cache.keysByRecency)
print(cache.get("a") ?? -1)
cache.put("d", 4)
print(cache.keysByRecency, cache.get("b") ?? -1)
cache.put("c", 30)
print(cache.keysByRecency, cache.get("c")!)
print("hits \(cache.hits) misses \(cache.misses) size \(cache.count)")
var calls = 0
let fibCache = LRUCache<Int, Int>(capacity: 100)
func fib(_ n: Int) -> Int {
    calls += 1
    if n < 2 { return n }
    if let v = fibCache.get(n) { return v }
    let v = fib(n - 1) + fib(n - 2)
    fibCache.put(n, v)
    return v
}
print(fib(60), calls)
