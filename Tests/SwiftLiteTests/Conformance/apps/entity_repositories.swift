// A generic repository with protocol constraints, associated types, where clauses and
// key-path based sorting, as a model layer's storage abstraction.
protocol Entity: Identifiable, Equatable where ID == Int {
    static var kind: String { get }
}

protocol Repository {
    associatedtype Model: Entity
    var items: [Model] { get set }
}

extension Repository {
    func find(_ id: Int) -> Model? { items.first { $0.id == id } }
    mutating func upsert(_ model: Model) {
        if let index = items.firstIndex(where: { $0.id == model.id }) { items[index] = model } else { items.append(model) }
    }
    mutating func delete(_ id: Int) -> Bool {
        let before = items.count
        items.removeAll { $0.id == id }
        return items.count < before
    }
    func sorted<V: Comparable>(by keyPath: KeyPath<Model, V>, ascending: Bool = true) -> [Model] {
        items.sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func summary(_ noun: String) -> String { "\(items.count) \(noun)\(items.count == 1 ? "" : "s")" }
}

struct Book: Entity {
    static let kind = "book"
    let id: Int
    var title: String
    var year: Int
}

struct Author: Entity {
    static var kind: String { "author" }
    let id: Int
    var name: String
}

struct MemoryRepository<Model: Entity>: Repository {
    var items: [Model] = []
}

func titles<R: Repository>(_ repo: R) -> [String] where R.Model == Book {
    repo.items.map(\.title)
}

func ids<R: Repository>(of repo: R) -> [Int] { repo.items.map(\.id) }

var books = MemoryRepository<Book>()
books.upsert(Book(id: 1, title: "Dune", year: 1965))
books.upsert(Book(id: 2, title: "Neuromancer", year: 1984))
books.upsert(Book(id: 3, title: "Foundation", year: 1951))
books.upsert(Book(id: 2, title: "Neuromancer (2nd ed.)", year: 1986))
print(books.summary(Book.kind), titles(books))
print(books.sorted(by: \.year).map(\.year), books.sorted(by: \.title, ascending: false).map(\.id))
print(books.find(3)?.title ?? "-", books.find(9)?.title ?? "-", books.delete(1), books.delete(1))
var authors = MemoryRepository<Author>()
authors.upsert(Author(id: 7, name: "Herbert"))
print(authors.summary(Author.kind), ids(of: authors), ids(of: books))
print(authors.find(7) == Author(id: 7, name: "Herbert"), Book.kind, Author.kind)
