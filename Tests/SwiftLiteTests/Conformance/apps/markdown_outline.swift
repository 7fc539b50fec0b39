// App: read Markdown headings into a tree (classes with children), print an indented outline and numbered table of contents.
final class Heading {
    let level: Int
    let title: String
    var children: [Heading] = []
    init(level: Int, title: String) {
        self.level = level
        self.title = title
    }
    var slug: String {
        title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}
func parseHeadings(_ markdown: String) -> [Heading] {
    var roots: [Heading] = []
    var stack: [Heading] = []
    var inCode = false
    for line in markdown.split(separator: "\n") {
        if line.hasPrefix("```") { inCode.toggle(); continue }
        guard !inCode, line.hasPrefix("#") else { continue }
        let level = line.prefix(while: { $0 == "#" }).count
        let title = String(line.dropFirst(level).drop(while: { $0 == " " }))
        let heading = Heading(level: level, title: title)
        while let last = stack.last, last.level >= level { stack.removeLast() }
        if let parent = stack.last { parent.children.append(heading) } else { roots.append(heading) }
        stack.append(heading)
    }
    return roots
}
func outline(_ nodes: [Heading], depth: Int = 0, prefix: String = "") -> [String] {
    var lines: [String] = []
    for (i, node) in nodes.enumerated() {
        let number = prefix.isEmpty ? "\(i + 1)" : "\(prefix).\(i + 1)"
        lines.append(String(repeating: "  ", count: depth) + "\(number) \(node.title) (#\(node.slug))")
        lines += outline(node.children, depth: depth + 1, prefix: number)
    }
    return lines
}
func count(_ nodes: [Heading]) -> Int { nodes.reduce(0) { $0 + 1 + count($1.children) } }
let doc = """
# Getting Started
Intro text.
## Install
### On Linux
### On macOS
## First Steps
```
# not a heading
```
# API Reference
### Deep Jump
## Types & Values
# FAQ
"""
let tree = parseHeadings(doc)
outline(tree).forEach { print($0) }
print("headings:", count(tree), "top level:", tree.map(\.title))
let deepest = tree.flatMap { [$0] + $0.children + $0.children.flatMap(\.children) }.max { $0.level < $1.level }!
print("deepest:", deepest.title, deepest.level)
