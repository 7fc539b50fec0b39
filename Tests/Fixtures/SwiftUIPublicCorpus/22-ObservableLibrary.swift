// Source: github.com/endresjd/newswiftuilearning, NewSwiftUILearning/Views/AppleObservableExample/LibraryView.swift (commit 9d1bffa56652896fac26a8230ce469a2e2045e43)
// Changed: appended sibling file(s) BookView.swift, BookEditView.swift, Book.swift, Library.swift from the same repo and commit (types and views this file uses), each after a "// ---- appended" marker; appended `#Preview { LibraryView().environment(Library()) }` (the file has only a PreviewProvider, so it had no document)
import SwiftUI

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        List(library.books) { book in
            BookView(book: book)
        }
    }
}

struct LibraryView_Previews: PreviewProvider {
    static var previews: some View {
        LibraryView()
            .environment(Library())
    }
}

// ---- appended from sibling file NewSwiftUILearning/Views/AppleObservableExample/BookView.swift (same repo and commit) ----
import SwiftUI

struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
        HStack {
            Text(book.title)
            Spacer()
            Button("Edit") {
                isEditorPresented = true
            }
        }
        .sheet(isPresented: $isEditorPresented) {
            BookEditView(book: book)
        }
    }
}

struct BookView_Previews: PreviewProvider {
    static var previews: some View {
        BookView(book: Book())
    }
}

// ---- appended from sibling file NewSwiftUILearning/Views/AppleObservableExample/BookEditView.swift (same repo and commit) ----
import SwiftUI

struct BookEditView: View {
    /// This is a binding to an observable type.  Used to be @ObservedObject
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Title", text: $book.title)
                .textFieldStyle(.roundedBorder)
                .onSubmit {
                    dismiss()
                }

            Button("Close") {
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct BookEditView_Previews: PreviewProvider {
    static var previews: some View {
        BookEditView(book: Book())
    }
}

// ---- appended from sibling file NewSwiftUILearning/Views/AppleObservableExample/Models/Book.swift (same repo and commit) ----
import SwiftUI

@Observable final class Book: Identifiable {
    var title = "Sample Book Title"

    let id = UUID() // A unique identifier that never changes.
}

// ---- appended from sibling file NewSwiftUILearning/Views/AppleObservableExample/Models/Library.swift (same repo and commit) ----
import SwiftUI

@Observable final class Library {
    var books: [Book] = [Book(), Book(), Book()]
}

#Preview { LibraryView().environment(Library()) }
