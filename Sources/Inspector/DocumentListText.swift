import ViewTree

/// The documents as `:doc` and `:reload` list them, the current one marked:
///
///     * app                        script  27 nodes  snapshot #12
///       scripts/example/about.vml  vml      7 nodes  snapshot #2   failed: see :errors
enum DocumentListText {
    static func render(_ documents: [JSONValue], current: String?, style: TerminalStyle) -> String {
        guard !documents.isEmpty else { return "no documents: the project has no scripts and no VML files yet" }
        let names = documents.map { $0.objectValue?["name"]?.stringValue ?? "?" }
        let nameWidth = names.map(\.count).max()!
        let counts = documents.map { "\($0.objectValue?["nodes"]?.intValue ?? 0)" }
        let countWidth = counts.map(\.count).max()!
        var lines: [String] = []
        for (index, document) in documents.enumerated() {
            let members = document.objectValue ?? [:]
            let name = names[index]
            let kind = members["kind"]?.stringValue ?? ""
            var line = (name == current ? style.green("*") : " ") + " " + style.bold(name) + String(repeating: " ", count: nameWidth - name.count)
            line += "  " + kind + String(repeating: " ", count: max(0, 6 - kind.count))
            line += "  " + String(repeating: " ", count: countWidth - counts[index].count) + counts[index] + " nodes"
            if let snapshot = members["snapshot"]?.intValue { line += "  snapshot #\(snapshot)" }
            if members["failed"]?.boolValue == true { line += "  " + style.error("failed") + ": see :errors" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
