// App: a contacts list grouped into sections by first letter, sorted case-insensitively, with a search filter.
struct Contact: CustomStringConvertible {
    var first: String
    var last: String
    var phone: String?
    var favorite = false
    var fullName: String { "\(first) \(last)" }
    var sortKey: String { (last + " " + first).lowercased() }
    var description: String { favorite ? "★ \(fullName)" : fullName }
}
struct Section {
    let letter: Character
    let contacts: [Contact]
}
func sections(_ contacts: [Contact], matching query: String = "") -> [Section] {
    let q = query.lowercased()
    let matching = contacts.filter { q.isEmpty || $0.fullName.lowercased().contains(q) }
    let grouped = Dictionary(grouping: matching) { $0.last.uppercased().first ?? "#" }
    return grouped.keys.sorted().map { letter in
        Section(letter: letter, contacts: grouped[letter]!.sorted { $0.sortKey < $1.sortKey })
    }
}
let contacts = [
    Contact(first: "Ada", last: "Lovelace", phone: "555-0101", favorite: true),
    Contact(first: "alan", last: "turing", phone: nil),
    Contact(first: "Grace", last: "Hopper", phone: "555-0199"),
    Contact(first: "Linus", last: "Torvalds"),
    Contact(first: "Barbara", last: "Liskov", phone: "555-0142", favorite: true),
    Contact(first: "Edsger", last: "Dijkstra"),
]
for section in sections(contacts) {
    print(section.letter)
    for c in section.contacts { print("  \(c)\(c.phone.map { " – " + $0 } ?? "")") }
}
print("search 'li':", sections(contacts, matching: "li").map { "\($0.letter): \($0.contacts.map(\.fullName))" })
let favorites = contacts.filter(\.favorite).map(\.first).sorted()
print("favorites:", favorites)
let withoutPhone = contacts.filter { $0.phone == nil }.count
print("\(withoutPhone) of \(contacts.count) have no phone")
let index = sections(contacts).map { String($0.letter) }.joined()
print(index)
