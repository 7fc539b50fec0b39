// App: word games: group anagrams by sorted letters, find palindromes, letter frequencies and a word ladder by BFS.
let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "level", "racecar", "swift", "stew", "west", "wets"]
let groups = Dictionary(grouping: words) { String($0.sorted()) }
let anagramSets = groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { ($0.count, $1[0]) > ($1.count, $0[0]) }
for set in anagramSets { print(set.joined(separator: " ")) }
print("palindromes:", words.filter { $0 == String($0.reversed()) })
let letters = words.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let top = letters.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)
print(top.map { "\($0.key)\($0.value)" }.joined(separator: " "))
func neighbors(_ word: String, in dictionary: Set<String>) -> [String] {
    let chars = Array(word)
    var out: [String] = []
    for i in chars.indices {
        for letter in "abcdefghijklmnopqrstuvwxyz" where letter != chars[i] {
            var next = chars
            next[i] = letter
            let candidate = String(next)
            if dictionary.contains(candidate) { out.append(candidate) }
        }
    }
    return out
}
func ladder(from start: String, to goal: String, dictionary: Set<String>) -> [String]? {
    var queue: [[String]] = [[start]]
    var seen: Set<String> = [start]
    var head = 0
    while head < queue.count {
        let path = queue[head]
        head += 1
        if path.last! == goal { return path }
        for n in neighbors(path.last!, in: dictionary) where seen.insert(n).inserted {
            queue.append(path + [n])
        }
    }
    return nil
}
let dictionary: Set = ["cold", "cord", "card", "ward", "warm", "word", "worm", "corm", "wore", "core", "bold", "bolt"]
print(ladder(from: "cold", to: "warm", dictionary: dictionary) ?? [])
print(ladder(from: "bolt", to: "word", dictionary: dictionary) ?? [], ladder(from: "cold", to: "xyzw", dictionary: dictionary) == nil)
func isAnagram(_ a: String, _ b: String) -> Bool {
    let clean = { (s: String) in s.lowercased().filter(\.isLetter).sorted() }
    return clean(a) == clean(b)
}
print(isAnagram("Dormitory", "Dirty room!"), isAnagram("Hello", "World"))
