// Everyday: numbers in a [String: Any] literal keep their own types: integer literals stay Int, decimals are Double.
let record: [String: Any] = ["id": 7, "price": 2.5, "name": "pen", "tags": ["a"], "ok": true]
if let id = record["id"] as? Int {
    print("id is an Int:", id, id + 1)
} else {
    print("id is not an Int")
}
print(record["id"] is Int, record["id"] is Double)
print(record["price"] is Double, record["price"] is Int)
print(record["name"] is String, record["ok"] is Bool, record["tags"] is [String])
let count = record["id"] as! Int
print(count * 2)
let values: [Any] = [1, 2.0, "3", 4]
print(values.compactMap { $0 as? Int })
print(values.compactMap { $0 as? Double })
let nested: [String: Any] = ["inner": ["count": 3, "ratio": 0.5]]
if let inner = nested["inner"] as? [String: Any], let n = inner["count"] as? Int {
    print("count", n, inner["count"] is Int, inner["ratio"] is Double)
}
let one: [String: Any] = ["n": 1]
print(one)
print(record["id"]!, record["price"]!)
print(values)
let mixed: [Any] = [1, 2.5, 3]
print(mixed)
let rows: [[String: Any]] = [["qty": 2], ["qty": 3]]
let total = rows.compactMap { $0["qty"] as? Int }.reduce(0, +)
print(total)
