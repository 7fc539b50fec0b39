import ViewTree

// Programs: each source file a blob by its text, the program a manifest of paths and
// source hashes. A file whose text is the same as last time is not hashed again.
extension SnapshotEncoder {
    /// The program's address: the hash of its manifest, `[[path, source hash], ...]`.
    static let programDomain = Array("program".utf8) + [0]

    static func programHash(of files: [(path: String, source: ContentHash)]) -> ContentHash {
        var manifest: [UInt8] = [UInt8(ascii: "[")]
        for (index, file) in files.enumerated() {
            if index > 0 { manifest.append(UInt8(ascii: ",")) }
            manifest.append(UInt8(ascii: "["))
            JSONBytes.appendString(file.path, to: &manifest)
            manifest.append(UInt8(ascii: ","))
            file.source.appendQuotedHex(to: &manifest)
            manifest.append(UInt8(ascii: "]"))
        }
        manifest.append(UInt8(ascii: "]"))
        return ContentHash.of(domain: programDomain, bytes: manifest)
    }

    mutating func encodeProgram(
        _ program: [ProgramFile], blobs: inout [PendingBlob]
    ) -> (ContentHash, [(path: String, source: ContentHash)]?) {
        var files: [(path: String, source: ContentHash)] = []
        files.reserveCapacity(program.count)
        for file in program {
            let hash: ContentHash
            if let cached = sources[file.path], cached.text == file.text {
                hash = cached.hash
                if !isKnown(hash) { emit(PendingBlob(kind: .source, raw: Array(file.text.utf8), hash: hash, compressor: compressor), into: &blobs) }
            } else {
                let bytes = Array(file.text.utf8)
                hash = ContentHash.of(kind: .source, bytes: bytes)
                if sources.count > 10_000 { sources.removeAll() }
                sources[file.path] = (file.text, hash)
                if !isKnown(hash) { emit(PendingBlob(kind: .source, raw: bytes, hash: hash, compressor: compressor), into: &blobs) }
            }
            files.append((file.path, hash))
        }
        let programHash = Self.programHash(of: files)
        if isKnown(programHash) { return (programHash, nil) }
        staged.insert(programHash)
        return (programHash, files)
    }
}
