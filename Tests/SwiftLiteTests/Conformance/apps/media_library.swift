// App: a media library with a class hierarchy (media item, book, film, podcast episode), overrides, polymorphic lists and search.
class MediaItem: CustomStringConvertible {
    let title: String
    let year: Int
    private(set) var ratings: [Int] = []
    init(title: String, year: Int) {
        self.title = title
        self.year = year
    }
    var kind: String { "item" }
    var minutes: Int { 0 }
    var details: String { "" }
    func rate(_ stars: Int) { if (1...5).contains(stars) { ratings.append(stars) } }
    var average: Double? { ratings.isEmpty ? nil : Double(ratings.reduce(0, +)) / Double(ratings.count) }
    var description: String {
        let stars = average.map { " ★\($0)" } ?? ""
        return "[\(kind)] \(title) (\(year))\(details.isEmpty ? "" : ", " + details)\(stars)"
    }
}
class Book: MediaItem {
    let pages: Int
    let author: String
    init(title: String, year: Int, author: String, pages: Int) {
        self.author = author
        self.pages = pages
        super.init(title: title, year: year)
    }
    override var kind: String { "book" }
    override var minutes: Int { pages * 2 }
    override var details: String { "by \(author), \(pages) pages" }
}
class Film: MediaItem {
    let runtime: Int
    init(title: String, year: Int, runtime: Int) {
        self.runtime = runtime
        super.init(title: title, year: year)
    }
    override var kind: String { "film" }
    override var minutes: Int { runtime }
    override var details: String { "\(runtime / 60)h\(runtime % 60)m" }
}
final class Episode: Film {
    let show: String
    let number: Int
    init(show: String, number: Int, title: String, year: Int, runtime: Int) {
        self.show = show
        self.number = number
        super.init(title: title, year: year, runtime: runtime)
    }
    override var kind: String { "episode" }
    override var details: String { "\(show) #\(number), " + super.details }
}
let library: [MediaItem] = [
    Book(title: "Dune", year: 1965, author: "Herbert", pages: 412),
    Film(title: "Arrival", year: 2016, runtime: 116),
    Episode(show: "Swift Talk", number: 12, title: "Generics", year: 2020, runtime: 34),
    Book(title: "Emma", year: 1815, author: "Austen", pages: 474),
    Episode(show: "Swift Talk", number: 13, title: "Protocols", year: 2020, runtime: 41),
]
library[0].rate(5); library[0].rate(4); library[1].rate(5); library[2].rate(9); library[2].rate(3)
library.forEach { print($0) }
print("films incl. episodes:", library.filter { $0 is Film }.count, "episodes:", library.compactMap { $0 as? Episode }.map(\.number))
print("total time:", library.map(\.minutes).reduce(0, +), "min")
let byDecade = Dictionary(grouping: library) { $0.year / 10 * 10 }
print(byDecade.keys.sorted().map { "\($0)s:\(byDecade[$0]!.count)" })
print(library.filter { $0.title.lowercased().contains("e") }.map(\.title))
print(library.max { ($0.average ?? 0) < ($1.average ?? 0) }!.title)
