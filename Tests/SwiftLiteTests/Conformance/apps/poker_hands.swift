// App: parse and rank poker hands (Comparable enum with associated values), compare hands and pick winners.
enum Suit: Character { case clubs = "C", diamonds = "D", hearts = "H", spades = "S" }
struct Card {
    let rank: Int
    let suit: Suit
    init?(_ text: Substring) {
        let ranks: [Character: Int] = ["T": 10, "J": 11, "Q": 12, "K": 13, "A": 14]
        guard text.count == 2, let s = Suit(rawValue: text.last!) else { return nil }
        guard let r = ranks[text.first!] ?? Int(String(text.first!)), (2...14).contains(r) else { return nil }
        rank = r
        suit = s
    }
}
enum HandRank: Comparable {
    case highCard([Int])
    case pair(Int, kickers: [Int])
    case twoPair(Int, Int, kicker: Int)
    case threeOfAKind(Int)
    case straight(high: Int)
    case flush([Int])
    case fullHouse(Int, over: Int)
    case fourOfAKind(Int)
    case straightFlush(high: Int)
    var strength: [Int] {
        switch self {
        case .highCard(let r): return [0] + r
        case let .pair(p, k): return [1, p] + k
        case let .twoPair(a, b, k): return [2, a, b, k]
        case .threeOfAKind(let t): return [3, t]
        case .straight(let h): return [4, h]
        case .flush(let r): return [5] + r
        case let .fullHouse(t, p): return [6, t, p]
        case .fourOfAKind(let q): return [7, q]
        case .straightFlush(let h): return [8, h]
        }
    }
    static func < (a: HandRank, b: HandRank) -> Bool { a.strength.lexicographicallyPrecedes(b.strength) }
    static func == (a: HandRank, b: HandRank) -> Bool { a.strength == b.strength }
    var name: String {
        switch self {
        case .highCard: return "high card"
        case .pair: return "pair"
        case .twoPair: return "two pair"
        case .threeOfAKind: return "three of a kind"
        case .straight: return "straight"
        case .flush: return "flush"
        case .fullHouse: return "full house"
        case .fourOfAKind: return "four of a kind"
        case .straightFlush: return "straight flush"
        }
    }
}
func evaluate(_ hand: String) -> HandRank? {
    let cards = hand.split(separator: " ").compactMap(Card.init)
    guard cards.count == 5 else { return nil }
    let ranks = cards.map(\.rank).sorted(by: >)
    let counts = Dictionary(grouping: ranks, by: { $0 }).map { ($0.key, $0.value.count) }
        .sorted { ($0.1, $0.0) > ($1.1, $1.0) }
    let flush = Set(cards.map(\.suit)).count == 1
    let wheel = ranks == [14, 5, 4, 3, 2]
    let straight = Set(ranks).count == 5 && (ranks[0] - ranks[4] == 4 || wheel)
    let high = wheel ? 5 : ranks[0]
    switch (straight, flush, counts[0].1, counts[1].1) {
    case (true, true, _, _): return .straightFlush(high: high)
    case (_, _, 4, _): return .fourOfAKind(counts[0].0)
    case (_, _, 3, 2): return .fullHouse(counts[0].0, over: counts[1].0)
    case (_, true, _, _): return .flush(ranks)
    case (true, _, _, _): return .straight(high: high)
    case (_, _, 3, _): return .threeOfAKind(counts[0].0)
    case (_, _, 2, 2): return .twoPair(counts[0].0, counts[1].0, kicker: counts[2].0)
    case (_, _, 2, _): return .pair(counts[0].0, kickers: counts.dropFirst().map(\.0))
    default: return .highCard(ranks)
    }
}
let hands = [
    "2H 3D 5S 9C KD", "2C 3H 4S 8C AH", "2H 4S 4C 2D 4H", "2S 8S AS QS 3S",
    "TH JH QH KH AH", "AH 2D 3C 4S 5H", "KH KD 7S 7C 2H", "KS KC 7H 7D 3S", "9H 9D 9S 9C 2D", "XX 2D", "5H 5D 8S QC 2H",
]
for hand in hands {
    print(hand, "->", evaluate(hand)?.name ?? "invalid")
}
let ranked = hands.compactMap { h in evaluate(h).map { (h, $0) } }.sorted { $0.1 > $1.1 }
print("best:", ranked[0].0, "worst:", ranked.last!.0)
print(evaluate("KH KD 7S 7C 2H")! < evaluate("KS KC 7H 7D 3S")!, evaluate("2H 3D 5S 9C KD")! < evaluate("2C 3H 4S 8C AH")!)
