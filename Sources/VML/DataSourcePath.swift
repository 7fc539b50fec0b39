/// Where a `<data src="...">` file is: `src` is relative to the VML file's folder.
enum DataSourcePath {
    /// `src` resolved against the VML file's name, with `.` and `..` worked out:
    /// `festivals.json` next to `screens/list.vml` is `screens/festivals.json`,
    /// `../data/f.json` is `data/f.json`. `nil` when `src` is absolute or climbs above the
    /// folder the file's name starts from (outside the project, for the daemon's names).
    static func resolve(_ source: String, against file: String) -> String? {
        guard !source.hasPrefix("/"), !source.isEmpty else { return nil }
        let isAbsolute = file.hasPrefix("/")
        var parts = file.split(separator: "/", omittingEmptySubsequences: true).dropLast().filter { $0 != "." }.map(String.init)
        for part in source.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty, parts.last != ".." else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        guard !parts.isEmpty else { return nil }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }
}
