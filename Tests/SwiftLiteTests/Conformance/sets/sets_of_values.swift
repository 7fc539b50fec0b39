// Sets: sets of structs and enums (Hashable), deduplicating, and sets used for visited-tracking.
struct Cell: Hashable {
    let row: Int
    let col: Int
}
var visited = Set<Cell>()
func visit(_ r: Int, _ c: Int) -> Bool { visited.insert(Cell(row: r, col: c)).inserted }
print(visit(0, 0), visit(0, 1), visit(0, 0))
print(visited.count)
print(visited.sorted { ($0.row, $0.col) < ($1.row, $1.col) }.map { "\($0.row),\($0.col)" })
enum Tag: String, Hashable, CaseIterable { case new, sale, hot }
let tagged: Set<Tag> = [.sale, .new, .sale]
print(Tag.allCases.filter(tagged.contains).map(\.rawValue))
let ids = [4, 1, 4, 2, 1, 9]
var seen = Set<Int>()
let firstSeen = ids.filter { seen.insert($0).inserted }
print(firstSeen)
let emails = ["a@x", "B@x", "b@x", "A@X"]
print(Set(emails.map { $0.lowercased() }).count)
let letters = Set("hello world".filter { $0 != " " })
print(letters.count, letters.contains("w"))
