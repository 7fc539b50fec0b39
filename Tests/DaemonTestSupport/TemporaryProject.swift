import Foundation

/// A project in a temporary folder, with its own workbench.json, removed when released.
public final class TemporaryProject {
    /// The project's folder.
    public let root: String

    /// Writes `files` (paths relative to the project) and the configuration.
    public init(files: [String: String], configuration: String = #"{"scripts": ["."], "vml": ["."], "debounceMs": 20}"#) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("wb-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try write("workbench.json", configuration)
        for (name, text) in files { try write(name, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes a file as an editor saving in place would (folders created as needed).
    public func write(_ name: String, _ text: String) throws {
        let path = root + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// A file's text.
    public func read(_ name: String) throws -> String {
        try String(contentsOfFile: root + "/" + name, encoding: .utf8)
    }

    /// The project's workbench.json.
    public var configurationPath: String { root + "/workbench.json" }
    /// Where the daemon's socket goes with the default configuration.
    public var socketPath: String { root + "/.workbench/workbench.sock" }

    /// The files of one of the repository's folders (`scripts/example`), by name, to copy
    /// into a project.
    public static func repositoryFiles(_ folder: String, filePath: String = #filePath) throws -> [String: String] {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(folder)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            files[name] = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }
}
