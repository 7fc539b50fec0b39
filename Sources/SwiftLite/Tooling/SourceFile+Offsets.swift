extension SourceFile {
    /// The byte offset of a 1-based line and column (in Unicode scalars), in the bytes the
    /// front end reads; clamped to the line's end and the text's end.
    func offset(of location: SourceLocation) -> Int {
        let line = Int(location.line)
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return bytes.count }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        var offset = lineStarts[line - 1]
        var column = 1
        while column < Int(location.column), offset < end {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }
}
