// App: an inverted index over documents with tokenizing, stop words, AND/OR queries and ranking by term frequency.
struct Document {
    let id: Int
    let title: String
    let body: String
}
struct SearchIndex {
    private(set) var postings: [String: [Int: Int]] = [:]
    private var titles: [Int: String] = [:]
    static let stopWords: Set<String> = ["the", "a", "and", "of", "to", "in", "is"]
    static func tokens(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            .filter { !stopWords.contains($0) }
    }
    mutating func add(_ doc: Document) {
        titles[doc.id] = doc.title
        for token in SearchIndex.tokens(doc.title + " " + doc.title + " " + doc.body) {
            postings[token, default: [:]][doc.id, default: 0] += 1
        }
    }
    func search(_ query: String, all: Bool = true) -> [(String, Int)] {
        let terms = SearchIndex.tokens(query)
        guard !terms.isEmpty else { return [] }
        let sets = terms.map { Set(postings[$0]?.keys.map { $0 } ?? []) }
        let ids = all ? sets.dropFirst().reduce(sets[0]) { $0.intersection($1) } : sets.reduce(Set()) { $0.union($1) }
        let scored = ids.map { id in (id, terms.reduce(0) { $0 + (postings[$1]?[id] ?? 0) }) }
        return scored.sorted { ($0.1, -$0.0) > ($1.1, -$1.0) }.map { (titles[$0.0]!, $0.1) }
    }
}
var index = SearchIndex()
let docs = [
    Document(id: 1, title: "Swift structs", body: "Structs are value types. Copying a struct copies its values."),
    Document(id: 2, title: "Swift classes", body: "Classes are reference types and support inheritance."),
    Document(id: 3, title: "Value semantics", body: "Value types like structs and enums make code easier to reason about."),
    Document(id: 4, title: "Cooking pasta", body: "Boil water, add salt and pasta, and stir."),
]
docs.forEach { index.add($0) }
for query in ["swift", "value types", "structs", "the and of", "pasta OR swift", "inheritance value"] {
    let any = query.contains("OR")
    let results = index.search(query.split(separator: " ").filter { $0 != "OR" }.joined(separator: " "), all: !any)
    print("\(query): \(results.map { "\($0.0) (\($0.1))" })")
}
print(index.postings.count, index.postings["types"]!.keys.sorted())
