// A generic LRU cache and a memoizing wrapper, with a protocol for things that can expire.
protocol Expiring {
    var ttl: Int { get }
}

struct Entry<Value> {
    var value: Value
    var storedAt: Int
}

struct LRUCache<Key: Hashable, Value> {
    let capacity: Int
    private var storage: [Key: Entry<Value>] = [:]
    private var order: [Key] = []
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = capacity }

    mutating func value(for key: Key, now: Int) -> Value? {
        guard let entry = storage[key] else {
            misses += 1
            return nil
        }
        hits += 1
        touch(key)
        _ = now
        return entry.value
    }

    mutating func insert(_ value: Value, for key: Key, now: Int) {
        if storage[key] == nil, storage.count == capacity, let oldest = order.first {
            storage[oldest] = nil
            order.removeFirst()
        }
        storage[key] = Entry(value: value, storedAt: now)
        touch(key)
    }

    private mutating func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    var keys: [Key] { order }
    var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}

extension LRUCache where Value: Expiring {
    mutating func purge(now: Int) -> [Key] {
        let expired = order.filter { key in
            guard let entry = storage[key] else { return false }
            return now - entry.storedAt >= entry.value.ttl
        }
        for key in expired {
            storage[key] = nil
        }
        order.removeAll { expired.contains($0) }
        return expired
    }
}

struct Quote: Expiring, CustomStringConvertible {
    let symbol: String
    let price: Double
    var ttl: Int { symbol.count * 2 }
    var description: String { "\(symbol)=\(price)" }
}

var cache = LRUCache<String, Quote>(capacity: 3)
cache.insert(Quote(symbol: "AAPL", price: 190.5), for: "AAPL", now: 0)
cache.insert(Quote(symbol: "GE", price: 120), for: "GE", now: 1)
cache.insert(Quote(symbol: "MSFT", price: 410.25), for: "MSFT", now: 2)
print(cache.value(for: "AAPL", now: 3) as Any)
cache.insert(Quote(symbol: "IBM", price: 170), for: "IBM", now: 4)
print(cache.keys, cache.value(for: "GE", now: 5) == nil)
print("purged:", cache.purge(now: 8), "left:", cache.keys)
print(cache.hits, cache.misses, cache.hitRate)

func memoize<A: Hashable, R>(_ f: @escaping (A) -> R) -> (A) -> R {
    var seen: [A: R] = [:]
    return { a in
        if let r = seen[a] { return r }
        let r = f(a)
        seen[a] = r
        return r
    }
}
var calls = 0
let slowSquare = memoize { (n: Int) -> Int in calls += 1; return n * n }
print([3, 4, 3, 3, 4, 5].map(slowSquare), calls)
var numbers = LRUCache<Int, [Int]>(capacity: 2)
numbers.insert([1, 2], for: 1, now: 0)
numbers.insert([], for: 2, now: 0)
print(numbers.value(for: 1, now: 1) ?? [], numbers.value(for: 3, now: 1)?.count ?? -1)
