import SwiftLite

/// Which view of a program a run renders (docs/swiftui.md): a program may hold several
/// documents, and each run renders one.
public enum DocumentRoot: Hashable, Sendable {
    /// The app: the first `WindowGroup` of the `@main` app, else `body()`.
    case app
    /// A `#Preview`, by its name (see `PreviewNames`).
    case preview(String)
    /// What `workbench run` shows without `--preview`: the `@main` app, else the first
    /// `#Preview`, else `body()`.
    case automatic

    /// The root for a document's name: `app`, or a preview's.
    public init(document name: String) {
        self = name == AppDocumentName.value ? .app : .preview(name)
    }
}

/// The script app's document name, as snapshots and the protocol know it.
public enum AppDocumentName {
    /// `app`.
    public static let value = "app"
}

/// The names of a program's previews as documents: the title written
/// (`#Preview("Dark mode")`), otherwise `Preview` and its number among the file's previews
/// (`Preview 1`); a name two previews would share gets its file (`Preview 1 (list.swift)`).
public enum PreviewNames {
    /// The name of each preview, in order.
    public static func names(of previews: [PreviewEntry]) -> [String] {
        var perFile: [String: Int] = [:]
        let plain = previews.map { preview -> String in
            perFile[preview.file, default: 0] += 1
            return preview.title ?? "Preview \(perFile[preview.file]!)"
        }
        var counts: [String: Int] = [:]
        for name in plain { counts[name, default: 0] += 1 }
        return zip(plain, previews).map { name, preview in
            counts[name]! > 1 || name == AppDocumentName.value ? "\(name) (\(preview.file))" : name
        }
    }

    /// The documents a program holds: the app (when it has an `@main` app or `body()`),
    /// then its previews.
    public static func documents(of program: CompiledProgram) -> [String] {
        (program.hasMainApp || program.hasFunction(named: "body") ? [AppDocumentName.value] : []) + names(of: program.previews)
    }
}
