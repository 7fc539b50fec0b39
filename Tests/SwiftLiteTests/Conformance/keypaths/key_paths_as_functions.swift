// Key paths: used as functions in map, filter, sorted(by:), max(by:), compactMap and with a generic helper.
struct Song {
    var title: String
    var plays: Int
    var favorite: Bool
    var album: String?
}
let songs = [
    Song(title: "Blue", plays: 30, favorite: true, album: "Colors"),
    Song(title: "Angel", plays: 12, favorite: false, album: nil),
    Song(title: "Clocks", plays: 50, favorite: true, album: "Rush"),
]
print(songs.map(\.title))
print(songs.filter(\.favorite).map(\.title))
print(songs.compactMap(\.album))
print(songs.map(\.title.count))
func sorted<T, V: Comparable>(_ items: [T], by path: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}
print(sorted(songs, by: \.plays).map(\.title))
print(sorted(songs, by: \.title).map(\.plays))
print(songs.sorted { $0[keyPath: \.plays] > $1[keyPath: \.plays] }.first!.title)
print(songs.max { $0.plays < $1.plays }.map(\.title) ?? "none")
func sum<T>(_ items: [T], _ path: KeyPath<T, Int>) -> Int {
    items.reduce(0) { $0 + $1[keyPath: path] }
}
print(sum(songs, \.plays))
let byTitle = Dictionary(grouping: songs, by: \.favorite)
print(byTitle[true]!.map(\.title), byTitle[false]!.map(\.title))
print(songs.contains(where: \.favorite), songs.allSatisfy(\.favorite))
