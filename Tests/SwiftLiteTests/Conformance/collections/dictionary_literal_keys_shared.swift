// Dictionaries made by one literal are independent values: changing, adding or removing
// a key in one leaves the others as the literal made them.
func make(_ i: Int) -> [String: Any] {
    return ["id": i, "title": "Task \(i)", "done": i % 2 == 0]
}
var rows: [[String: Any]] = []
for i in 0..<4 { rows.append(make(i)) }
rows[0]["title"] = "changed"
rows[1]["extra"] = true
rows[2].removeValue(forKey: "done")
for row in rows {
    print(row["id"] as! Int, row["title"] as! String, row["done"] as? Bool ?? false, row.count, row["extra"] != nil)
}
var copy = rows[3]
copy["id"] = 99
print(rows[3]["id"] as! Int, copy["id"] as! Int)
let many: [String: Int] = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "j": 10]
var more = many
more["k"] = 11
print(many.count, more.count, many["j"]!, more["k"]!, many["k"] == nil)
