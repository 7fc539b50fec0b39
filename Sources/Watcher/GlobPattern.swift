import Glibc

/// One pattern of the configuration's `ignore` list, matched against paths relative to the
/// project, folder by folder.
///
/// - `*` matches any run of characters within one name, `?` one character, `[abc]` one of
///   a set (the rules of `fnmatch(3)` within a name; `*` also matches a leading dot).
/// - `**` as a whole name matches any number of folders, none included: `**/fixtures/*.vml`.
/// - A pattern without `/` matches a file or folder of that name at any depth:
///   `*.draft.swift`, `generated`. A pattern with a `/` is anchored at the project:
///   `generated/**`, `app/legacy` (a leading `/` changes nothing).
/// - A trailing `/` matches folders only: `tmp/`.
/// - Everything inside a matched folder is matched too.
struct GlobPattern: Hashable, Sendable {
    private let segments: [String]
    private let anchored: Bool
    private let foldersOnly: Bool

    /// Parses `text`.
    init(_ text: String) {
        var body = Substring(text)
        foldersOnly = body.hasSuffix("/")
        while body.hasSuffix("/") { body = body.dropLast() }
        if body.hasPrefix("./") { body = body.dropFirst(2) }
        // A slash anywhere but at the end anchors the pattern at the project.
        anchored = body.contains("/")
        while body.hasPrefix("/") { body = body.dropFirst() }
        segments = body.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Whether the path whose names (relative to the project) are `names` is matched.
    /// `isFolder` tells whether the path itself is a folder; its ancestors all are.
    func matches(_ names: [Substring], isFolder: Bool) -> Bool {
        guard !segments.isEmpty, !names.isEmpty else { return false }
        if !anchored {
            // Any single name on the path: a folder above (everything inside it is
            // ignored) or the path itself.
            let pattern = segments[0]
            for (index, name) in names.enumerated() where Self.nameMatches(pattern, String(name)) {
                let isLast = index == names.count - 1
                if !isLast || isFolder || !foldersOnly { return true }
            }
            return false
        }
        // The path itself, or any folder above it, matched from the project down.
        for length in 1...names.count {
            let isWholePath = length == names.count
            if isWholePath && foldersOnly && !isFolder { continue }
            if Self.match(segments[...], names[..<length]) { return true }
        }
        return false
    }

    private static func match(_ patterns: ArraySlice<String>, _ names: ArraySlice<Substring>) -> Bool {
        guard let pattern = patterns.first else { return names.isEmpty }
        if pattern == "**" {
            // Zero folders, or one more folder and try again.
            if match(patterns.dropFirst(), names) { return true }
            return !names.isEmpty && match(patterns, names.dropFirst())
        }
        guard let name = names.first, nameMatches(pattern, String(name)) else { return false }
        return match(patterns.dropFirst(), names.dropFirst())
    }

    private static func nameMatches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
