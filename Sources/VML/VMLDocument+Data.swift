import ViewTree

extension VMLDocument {
    /// The document's readable `<data>` elements, in document order: the files to read
    /// before converting it (spec §8).
    public var dataDeclarations: [DataDeclaration] {
        DataMarkup(self).data
    }

    /// An error at a `<data>` element's `src`: its file could not be read, because of
    /// what is at `line` and `column` of it when they are given (a byte that is not UTF-8).
    public func dataFileError(_ declaration: DataDeclaration, reason: String, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        let place = line.map { line in ", line \(line)" + (column.map { ", column \($0)" } ?? "") } ?? ""
        return source.diagnostic(.error, "the data file \(declaration.path)\(place): \(reason)", at: declaration.sourceOffset)
    }
}
