import ViewTree

extension VMLDocument {
    /// The document's readable `<data>` elements, in document order: the files to read
    /// before converting it (spec §8).
    public var dataDeclarations: [DataDeclaration] {
        DataMarkup(self).data
    }

    /// An error at a `<data>` element's `src`: its file could not be read.
    public func dataFileError(_ declaration: DataDeclaration, reason: String) -> Diagnostic {
        source.diagnostic(.error, "the data file \(declaration.path): \(reason)", at: declaration.sourceOffset)
    }
}
