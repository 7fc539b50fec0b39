import Runtime

/// The script app as a document: every `.swift` file of a project's script folders is one
/// program, stored, listed and addressed under one name beside the VML documents (which
/// are named by their paths).
public enum AppDocument {
    /// The script app's document name in snapshots, the protocol and the log.
    public static let name = AppDocumentName.value
}
