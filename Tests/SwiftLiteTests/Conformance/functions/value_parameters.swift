// Arguments are passed by value: a function's changes to its copy stay inside it.
func appendingItem(to list: [String]) -> [String] {
    var list = list
    list.append("new")
    return list
}
let original = ["a"]
let changed = appendingItem(to: original)
print(original, changed)
func bump(_ table: [String: Int]) -> [String: Int] {
    var copy = table
    copy["n", default: 0] += 1
    return copy
}
let counts = ["n": 1]
print(bump(counts)["n"]!, counts["n"]!)
