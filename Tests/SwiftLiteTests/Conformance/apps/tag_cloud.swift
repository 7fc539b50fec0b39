// App: a tag cloud: normalize tags, count usage across posts, scale counts into font sizes and build related-tag pairs.
struct Post {
    let title: String
    let tags: [String]
}
func normalize(_ tag: String) -> String {
    let lowered = tag.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
    return lowered.split(separator: " ").joined(separator: "-")
}
let posts = [
    Post(title: "Structs vs classes", tags: ["Swift", "value types", "Classes"]),
    Post(title: "Key paths", tags: ["swift", "KeyPaths", "Generics"]),
    Post(title: "Generic stacks", tags: ["Swift", "generics", "Data Structures"]),
    Post(title: "Enums everywhere", tags: ["Swift!", "enums", "Value Types"]),
    Post(title: "Rust traits", tags: ["rust", "generics", "traits"]),
    Post(title: "Heaps", tags: ["data-structures", "algorithms"]),
]
let tagLists = posts.map { Array(Set($0.tags.map(normalize))).sorted() }
let counts = tagLists.joined().reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
let minCount = counts.values.min()!, maxCount = counts.values.max()!
func size(_ count: Int) -> Int {
    guard maxCount > minCount else { return 16 }
    return 12 + (count - minCount) * (28 - 12) / (maxCount - minCount)
}
let cloud = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (tag, count) in cloud { print("\(tag) ×\(count) → \(size(count))pt") }
var pairs: [String: Int] = [:]
for tags in tagLists {
    for i in tags.indices {
        for j in tags.indices where j > i { pairs["\(tags[i]) + \(tags[j])", default: 0] += 1 }
    }
}
let related = pairs.filter { $0.value > 1 }.sorted { $0.key < $1.key }
print("related:", related.map { "\($0.key) (\($0.value))" })
let swiftPosts = posts.indices.filter { tagLists[$0].contains("swift") }.map { posts[$0].title }
print("tagged swift:", swiftPosts)
print("distinct tags:", counts.count, "singletons:", counts.filter { $0.value == 1 }.keys.sorted())
let renamed = ["keypaths": "key-paths", "traits": "protocols"]
let migrated = tagLists.map { tags in tags.map { renamed[$0] ?? $0 }.sorted() }
print(migrated.filter { $0.contains("protocols") || $0.contains("key-paths") })
let untaggedAfterFilter = tagLists.filter { $0.allSatisfy { counts[$0]! == 1 } }.count
print("posts with only rare tags:", untaggedAfterFilter)
