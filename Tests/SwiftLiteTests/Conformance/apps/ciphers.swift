// App: classic ciphers behind a protocol: Caesar, Vigenère, Atbash and run-length encoding, with round-trip checks.
protocol Cipher {
    var name: String { get }
    func encode(_ text: String) -> String
    func decode(_ text: String) -> String
}
extension Cipher {
    func roundTrips(_ text: String) -> Bool { decode(encode(text)) == text }
}
func shift(_ ch: Character, by k: Int) -> Character {
    guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}
struct Caesar: Cipher {
    let key: Int
    var name: String { "caesar(\(key))" }
    func encode(_ text: String) -> String { String(text.map { shift($0, by: key) }) }
    func decode(_ text: String) -> String { String(text.map { shift($0, by: -key) }) }
}
struct Vigenere: Cipher {
    let key: String
    var name: String { "vigenere(\(key))" }
    private func apply(_ text: String, sign: Int) -> String {
        let shifts = key.lowercased().compactMap { $0.asciiValue }.map { Int($0) - 97 }
        var i = 0
        return String(text.map { ch in
            guard ch.isLetter else { return ch }
            defer { i += 1 }
            return shift(ch, by: sign * shifts[i % shifts.count])
        })
    }
    func encode(_ text: String) -> String { apply(text, sign: 1) }
    func decode(_ text: String) -> String { apply(text, sign: -1) }
}
struct Atbash: Cipher {
    var name: String { "atbash" }
    func encode(_ text: String) -> String {
        String(text.map { ch in
            guard let a = ch.asciiValue, ch.isLetter else { return ch }
            let base: UInt8 = ch.isUppercase ? 65 : 97
            return Character(UnicodeScalar(base + 25 - (a - base)))
        })
    }
    func decode(_ text: String) -> String { encode(text) }
}
struct RunLength: Cipher {
    var name: String { "rle" }
    func encode(_ text: String) -> String {
        var out = ""
        var chars = Array(text)[...]
        while let c = chars.first {
            let run = chars.prefix(while: { $0 == c }).count
            out += (run > 1 ? String(run) : "") + String(c)
            chars = chars.dropFirst(run)
        }
        return out
    }
    func decode(_ text: String) -> String {
        var out = "", digits = ""
        for c in text {
            if c.isNumber { digits.append(c) } else {
                out += String(repeating: String(c), count: Int(digits) ?? 1)
                digits = ""
            }
        }
        return out
    }
}
let ciphers: [any Cipher] = [Caesar(key: 3), Caesar(key: -29), Vigenere(key: "Lemon"), Atbash(), RunLength()]
let samples = ["Attack at dawn!", "WWWWBBBwwz", "Hello, World"]
for cipher in ciphers {
    print(cipher.name, samples.map { cipher.encode($0) }, samples.allSatisfy { cipher.roundTrips($0) })
}
