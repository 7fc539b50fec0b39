// Enums: CaseIterable's allCases lists the cases in declaration order.
enum Suit: String, CaseIterable {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}
print(Suit.allCases.count)
print(Suit.allCases.map(\.rawValue).joined(separator: " "))
for suit in Suit.allCases {
    print(suit)
}
enum Size: CaseIterable {
    case small, medium, large
}
print(Size.allCases.map { "\($0)" })
print(Size.allCases.firstIndex(of: .medium)!)
print(Size.allCases.last!)
enum Rank: Int, CaseIterable {
    case two = 2, three, four
}
let deck = Rank.allCases.flatMap { rank in Suit.allCases.map { "\(rank.rawValue)\($0.rawValue)" } }
print(deck.count, deck.prefix(5))
