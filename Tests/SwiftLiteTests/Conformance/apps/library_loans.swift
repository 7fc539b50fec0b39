// App: a library that lends books to members, with due dates as day numbers, fines and an overdue report.
struct Book: Hashable {
    let isbn: String
    let title: String
    let author: String
}
struct Loan {
    let book: Book
    let member: String
    let due: Int
}
enum LendResult: Equatable {
    case lent(due: Int)
    case alreadyOut(member: String)
    case limitReached
}
final class Library {
    private(set) var catalog: [Book] = []
    private(set) var loans: [String: Loan] = [:]
    let loanDays = 14
    let maxLoans = 2
    func add(_ book: Book) { catalog.append(book) }
    func loans(of member: String) -> [Loan] {
        loans.values.filter { $0.member == member }.sorted { $0.book.title < $1.book.title }
    }
    func lend(_ isbn: String, to member: String, today: Int) -> LendResult {
        if let loan = loans[isbn] { return .alreadyOut(member: loan.member) }
        if loans(of: member).count >= maxLoans { return .limitReached }
        let book = catalog.first { $0.isbn == isbn }!
        loans[isbn] = Loan(book: book, member: member, due: today + loanDays)
        return .lent(due: today + loanDays)
    }
    func giveBack(_ isbn: String, today: Int) -> Int {
        guard let loan = loans.removeValue(forKey: isbn) else { return 0 }
        return max(0, today - loan.due) * 10
    }
    func overdue(today: Int) -> [String] {
        loans.values.filter { $0.due < today }
            .sorted { ($0.due, $0.book.title) < ($1.due, $1.book.title) }
            .map { "\($0.book.title) (\($0.member), \(today - $0.due) days)" }
    }
}
let library = Library()
library.add(Book(isbn: "1", title: "Dune", author: "Herbert"))
library.add(Book(isbn: "2", title: "Emma", author: "Austen"))
library.add(Book(isbn: "3", title: "Ulysses", author: "Joyce"))
print(library.lend("1", to: "ann", today: 1) == .lent(due: 15))
print(library.lend("1", to: "bo", today: 2) == .alreadyOut(member: "ann"))
_ = library.lend("2", to: "ann", today: 3)
print(library.lend("3", to: "ann", today: 3) == .limitReached)
_ = library.lend("3", to: "bo", today: 5)
print(library.loans(of: "ann").map(\.book.title))
print(library.overdue(today: 18))
print("fine:", library.giveBack("1", today: 20))
print("fine:", library.giveBack("3", today: 10), library.giveBack("9", today: 10))
print(library.overdue(today: 30))
let authors = Set(library.catalog.map(\.author))
print(authors.sorted())
