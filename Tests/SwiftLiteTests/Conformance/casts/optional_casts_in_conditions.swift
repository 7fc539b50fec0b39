// Casts inside if let, guard let and ?? on values from [String: Any].
let json: [String: Any] = ["id": 7, "name": "widget", "tags": ["x", "y"], "price": 2.5]
if let id = json["id"] as? Int, let name = json["name"] as? String {
    print(id, name)
}
func price(_ record: [String: Any]) -> Double {
    guard let value = record["price"] as? Double else { return 0 }
    return value
}
print(price(json), price([:]))
let tags = json["tags"] as? [String] ?? []
print(tags.count)
print(json["missing"] as? String ?? "default")
print(json["id"] is Int, json["id"] is String)
