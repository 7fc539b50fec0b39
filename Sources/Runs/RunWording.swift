/// How a run is worded in the daemon's log and in the REPL's `:watch`, so that the two
/// read the same.
public enum RunWording {
    /// The verb before the document's name: `loaded`, `reloaded`, `action increment ran on`,
    /// `todos[0].done written in`.
    public static func verb(reason: String, detail: String?) -> String {
        switch reason {
        case "load": return "loaded"
        case "reload": return "reloaded"
        case "action": return "action \(detail ?? "") ran on"
        case "binding": return "\(detail ?? "a binding") written in"
        default: return reason
        }
    }

    /// The files a run was for: up to three names, then how many more.
    public static func fileList(_ files: [String]) -> String {
        files.count <= 3 ? files.joined(separator: ", ") : files.prefix(3).joined(separator: ", ") + " and \(files.count - 3) more"
    }
}
