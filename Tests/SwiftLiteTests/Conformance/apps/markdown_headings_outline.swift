// Text processing: turns a small Markdown document into an outline, word statistics and slugs.
let document = """
# Getting Started
Welcome to the *app*. It is fast.

## Install
Run the installer, then restart.
- step one
- step two

## Configure
Edit `settings.json` and set the theme.
### Advanced
Use env vars: APP_MODE=dev.

# FAQ
Why? Because it's fun!
"""

struct Heading {
    let level: Int
    let title: String
    var slug: String {
        let allowed = title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " }
        return allowed.split(separator: " ").joined(separator: "-")
    }
}

func headings(in text: String) -> [Heading] {
    text.split(separator: "\n").compactMap { line in
        let hashes = line.prefix { $0 == "#" }
        guard !hashes.isEmpty, line.dropFirst(hashes.count).first == " " else { return nil }
        return Heading(level: hashes.count, title: String(line.dropFirst(hashes.count + 1)))
    }
}

func outline(_ items: [Heading]) -> [String] {
    var counters = [0, 0, 0]
    return items.map { heading in
        counters[heading.level - 1] += 1
        for deeper in heading.level..<counters.count { counters[deeper] = 0 }
        let number = counters[0..<heading.level].map(String.init).joined(separator: ".")
        let indent = String(repeating: "  ", count: heading.level - 1)
        return "\(indent)\(number) \(heading.title) (#\(heading.slug))"
    }
}

outline(headings(in: document)).forEach { print($0) }

let words = document
    .split(whereSeparator: { !$0.isLetter && $0 != "'" })
    .map { $0.lowercased() }
    .filter { $0.count > 2 }
var frequency: [String: Int] = [:]
for word in words { frequency[word, default: 0] += 1 }
let top = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
print(top.map { "\($0.key):\($0.value)" }.joined(separator: " "))

let bullets = document.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { $0.dropFirst(2).uppercased() }
print(bullets)
let codeSpans = document.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
print(codeSpans.map(String.init))
let sentences = document.split(whereSeparator: { ".!?".contains($0) }).count
print("sentences:", sentences, "lines:", document.split(separator: "\n", omittingEmptySubsequences: false).count)
let longest = words.max { $0.count < $1.count } ?? ""
print(longest, longest.count, words.contains("installer"))
let initials = headings(in: document).filter { $0.level == 1 }.map { $0.title.first.map(String.init) ?? "" }.joined()
print(initials, document.count > 100)
