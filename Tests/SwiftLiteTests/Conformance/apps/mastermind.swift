// App: Mastermind: score guesses (black and white pegs), filter the candidate codes, and solve a secret deterministically.
enum Peg: Character, CaseIterable {
    case red = "R", green = "G", blue = "B", yellow = "Y"
}
typealias Code = [Peg]
func parse(_ s: String) -> Code? {
    let code = s.compactMap(Peg.init(rawValue:))
    return code.count == s.count && code.count == 4 ? code : nil
}
func score(_ guess: Code, _ secret: Code) -> (black: Int, white: Int) {
    let black = zip(guess, secret).filter { $0 == $1 }.count
    let common = Peg.allCases.reduce(0) { sum, peg in
        sum + min(guess.filter { $0 == peg }.count, secret.filter { $0 == peg }.count)
    }
    return (black, common - black)
}
func show(_ c: Code) -> String { String(c.map(\.rawValue)) }
let allCodes: [Code] = Peg.allCases.flatMap { a in Peg.allCases.flatMap { b in Peg.allCases.flatMap { c in Peg.allCases.map { d in [a, b, c, d] } } } }
print("codes:", allCodes.count)
let secret = parse("BRYB")!
for guess in ["RRGG", "BBYY", "BRYB", "YBBR"] {
    let s = score(parse(guess)!, secret)
    print(guess, "->", s.black, "black,", s.white, "white")
}
func solve(_ secret: Code) -> [String] {
    var candidates = allCodes
    var guess = parse("RRGG")!
    var history: [String] = []
    while true {
        let feedback = score(guess, secret)
        history.append("\(show(guess)) \(feedback.black)/\(feedback.white)")
        if feedback.black == 4 { return history }
        candidates = candidates.filter { score(guess, $0) == feedback }
        guess = candidates[0]
    }
}
for s in ["BRYB", "GGGG", "YBRG"] {
    let steps = solve(parse(s)!)
    print(s, "solved in \(steps.count):", steps.joined(separator: ", "))
}
print(parse("RGBX") == nil, parse("RGB") == nil)
