import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
}

struct LibraryView: View {
    let books = [
        Book(id: 1, title: "Dune", author: "Frank Herbert"),
        Book(id: 2, title: "Emma", author: "Jane Austen"),
    ]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading) {
                        Text(book.title).font(.headline)
                        Text(book.author).font(.subheadline)
                    }
                }
            }
            .navigationDestination(for: Book.self) { book in
                Text(book.title)
            }
            .navigationTitle("Library")
        }
    }
}

#Preview {
    LibraryView()
}
