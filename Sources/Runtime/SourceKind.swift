/// What a project's file is to the workbench, by its name: a script (`.swift`, part of the
/// one script program), a VML document (`.vml`, a document of its own) or a data file
/// (`.json`, which VML documents may read with `<data>`). The one place that decides it:
/// the watcher is told these extensions, the daemon sorts each change with it, and the
/// folders are searched for it.
public enum SourceKind: String, CaseIterable, Sendable {
    /// A SwiftLite script.
    case script
    /// A VML document.
    case vml
    /// A JSON file; a document of its own for no one, the input of the VML documents
    /// that name it in a `<data>` element.
    case data

    /// The extension, without its dot.
    public var fileExtension: String {
        switch self {
        case .script: return "swift"
        case .vml: return "vml"
        case .data: return "json"
        }
    }

    /// The kind of the file a path names, by the extension of its last component; nil for
    /// any other file, and for a hidden name that is all extension (`.swift`).
    public init?(path: some StringProtocol) {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        guard let kind = SourceKind.allCases.first(where: { $0.fileExtension == suffix }) else { return nil }
        self = kind
    }
}
