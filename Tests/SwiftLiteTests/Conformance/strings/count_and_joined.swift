// `count` is the number of Characters; `joined` puts the separator between each two.
print("hello".count, "".count, "héllo".count, "e\u{301}".count, "a\r\nb".count, "🇫🇷!".count)
let parts = ["one", "two", "three"]
print(parts.joined(separator: ", "), parts.joined(), parts.joined(separator: "").count)
print([String]().joined(separator: "-").isEmpty, ["solo"].joined(separator: "-"))
print(["α", "β"].joined(separator: "·"), ["α", "β"].joined(separator: "·").count)
var pieces: [String] = []
for n in 0..<1000 { pieces.append("item \(n)") }
let all = pieces.joined(separator: ", ")
print(all.count, all.hasPrefix("item 0, item 1,"), all.hasSuffix("item 999"))
// Past the first eight bytes too: a CR LF pair is one Character, an accented letter is one.
var long = ""
for _ in 0..<5 { long += "abcdefg" }
print((long + "\r\n" + long).count, (long + "é" + long).count, (long + "\r").count, (long + "\n\r").count, long.count)
