/// The names editors give the files they write beside the one being edited: swap files,
/// backups, autosaves, locks and the temporaries of safe writes.
///
/// None of them is ever a script, and reacting to them would reload for nothing (vim writes
/// its swap file every few seconds while you type) or report a save as a delete and a create.
enum EditorTemporaryFile {
    /// Whether `name` (a file name, no folder) is an editor's temporary file.
    static func matches(_ name: String) -> Bool {
        // vim: `.name.swp` (and `.swo`, `.swn` for a second and third vim on the same file),
        // `.swx` when probing whether the folder takes a swap file.
        if name.hasSuffix(".swp") || name.hasSuffix(".swo") || name.hasSuffix(".swn") || name.hasSuffix(".swx") {
            return true
        }
        // vim, before a save, creates and deletes `4913` to learn whether the folder is
        // writable; when that name exists it tries 4913 + 123, 4913 + 246, and so on.
        if isVimWritabilityProbe(name) { return true }
        // vim's and emacs' backups (`name~`); emacs' autosave (`#name#`) and its lock, a
        // dangling symlink (`.#name`).
        if name.hasSuffix("~") { return true }
        if name.count >= 2 && name.hasPrefix("#") && name.hasSuffix("#") { return true }
        if name.hasPrefix(".#") { return true }
        // JetBrains' safe write: `name___jb_tmp___` is the new content, `name___jb_old___`
        // the previous file while the two are swapped.
        if name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___") { return true }
        // GLib's safe write (gedit and other GNOME editors) and Kate's swap file.
        if name.hasPrefix(".goutputstream-") || name.hasSuffix(".kate-swp") { return true }
        return false
    }

    private static func isVimWritabilityProbe(_ name: String) -> Bool {
        guard name.count <= 9, !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(name)
        else { return false }
        return number >= 4913 && (number - 4913) % 123 == 0
    }
}
