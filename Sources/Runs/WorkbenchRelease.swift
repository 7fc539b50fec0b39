/// The workbench's version: what `workbench --version` prints, the daemon's `ping`
/// answers and a crash bundle records (so that a bundle from another machine says which
/// workbench wrote it).
public enum WorkbenchRelease {
    /// `workbench --version`.
    public static let version = "0.1.0"
}
