/// What changed since diagnostics were last published: analysed once the queue of
/// messages is empty, so that a burst of keystrokes costs one analysis.
struct PendingWork {
    /// A script changed: the program is analysed again (an edit in one file can break
    /// another).
    var scripts = false
    /// VML documents that changed, by path.
    var vmlDocuments: Set<String> = []
    /// `workbench.json` changed.
    var configuration = false
    /// The daemon ran something, came or went: what the live app shows is fetched again.
    var live = false
    /// Every VML document, not only those named (the configuration changed, or the session
    /// just started).
    var allVMLDocuments = false

    /// Everything: at the start of a session.
    mutating func everything() {
        scripts = true
        configuration = true
        allVMLDocuments = true
    }

    var isEmpty: Bool { !scripts && vmlDocuments.isEmpty && !configuration && !allVMLDocuments && !live }
}
