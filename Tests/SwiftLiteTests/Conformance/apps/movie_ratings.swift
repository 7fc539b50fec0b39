// App: movie ratings: average and Bayesian-weighted scores, genre rankings, recommendations from similar users.
struct Movie: Hashable {
    let title: String
    let genre: String
}
struct Rating {
    let user: String
    let movie: Movie
    let stars: Int
}
let dune = Movie(title: "Dune", genre: "sci-fi"), alien = Movie(title: "Alien", genre: "sci-fi")
let up = Movie(title: "Up", genre: "animation"), coco = Movie(title: "Coco", genre: "animation")
let heat = Movie(title: "Heat", genre: "crime")
let ratings = [
    Rating(user: "ann", movie: dune, stars: 5), Rating(user: "ann", movie: alien, stars: 4), Rating(user: "ann", movie: up, stars: 2),
    Rating(user: "bob", movie: dune, stars: 4), Rating(user: "bob", movie: heat, stars: 5), Rating(user: "bob", movie: coco, stars: 3),
    Rating(user: "cy", movie: up, stars: 5), Rating(user: "cy", movie: coco, stars: 5), Rating(user: "cy", movie: dune, stars: 2),
    Rating(user: "dee", movie: alien, stars: 5), Rating(user: "dee", movie: dune, stars: 5), Rating(user: "dee", movie: heat, stars: 4),
]
let byMovie = Dictionary(grouping: ratings, by: \.movie)
let globalMean = Double(ratings.map(\.stars).reduce(0, +)) / Double(ratings.count)
func weighted(_ m: Movie, prior: Double = 2) -> Double {
    let stars = byMovie[m]!.map { Double($0.stars) }
    return ((stars.reduce(0, +) + prior * globalMean) / (Double(stars.count) + prior) * 100).rounded() / 100
}
print("global mean:", globalMean)
for m in byMovie.keys.sorted(by: { (weighted($0), $1.title) > (weighted($1), $0.title) }) {
    let n = byMovie[m]!.count
    let avg = Double(byMovie[m]!.map(\.stars).reduce(0, +)) / Double(n)
    print("\(m.title) (\(m.genre)): avg \(avg) from \(n), weighted \(weighted(m))")
}
let genres = Dictionary(grouping: byMovie.keys, by: \.genre)
for g in genres.keys.sorted() {
    print(g, genres[g]!.map(\.title).sorted())
}
let byUser = Dictionary(grouping: ratings, by: \.user).mapValues { Dictionary(uniqueKeysWithValues: $0.map { ($0.movie, $0.stars) }) }
func similarity(_ a: String, _ b: String) -> Int {
    let common = Set(byUser[a]!.keys).intersection(byUser[b]!.keys)
    return common.reduce(0) { $0 + 4 - abs(byUser[a]![$1]! - byUser[b]![$1]!) }
}
for user in byUser.keys.sorted() {
    let others = byUser.keys.filter { $0 != user }.sorted { (similarity(user, $0), $1) > (similarity(user, $1), $0) }
    let buddy = others[0]
    let suggestions = byUser[buddy]!.filter { byUser[user]![$0.key] == nil && $0.value >= 4 }.map(\.key.title).sorted()
    print("\(user): closest \(buddy) (\(similarity(user, buddy))), try \(suggestions)")
}
