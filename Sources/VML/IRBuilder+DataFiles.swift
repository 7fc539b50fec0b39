import ViewTree

// The root context of a bound document (spec §8): the state and its <data> files.

extension IRBuilder {
    /// Reads the state and the `<data>` files into the root context: each file parsed (an
    /// error at its line and column when it is not JSON), each key checked against the
    /// state's.
    mutating func loadData(_ input: VMLDataInput) {
        var data: [String: JSONValue] = [:]
        var unknown: Set<String> = []
        for declaration in markup.data {
            guard let files = input.files, !input.unreadable.contains(declaration.path) else {
                unknown.insert(declaration.key)
                continue
            }
            guard let text = files[declaration.path] else {
                unknown.insert(declaration.key)
                report(.error, "the data file \(declaration.path) was not read", at: declaration.sourceOffset)
                continue
            }
            do {
                data[declaration.key] = try JSONParser.parse(text)
            } catch {
                unknown.insert(declaration.key)
                let line = error.position.line
                let sourceLine = text.sourceLines.dropFirst(line - 1).first.map(String.init)
                report(
                    Diagnostic(
                        severity: .error, message: "\(error.message)", file: declaration.path, line: line,
                        column: error.position.column, sourceLine: sourceLine,
                        notes: ["read by <data key=\"\(declaration.key)\"> at \(source.file):\(source.position(of: declaration.offset))"]),
                    at: declaration.sourceOffset)
                continue
            }
            if input.state?.objectValue?[declaration.key] != nil {
                warn(
                    "the data key \"\(declaration.key)\" hides the state's \"\(declaration.key)\"", at: declaration.keyOffset,
                    notes: ["key paths starting with \(declaration.key) read \(declaration.path); rename the key to reach the state's"])
            }
        }
        context = DataContext(state: input.state, data: data, unknownKeys: unknown)
    }
}
