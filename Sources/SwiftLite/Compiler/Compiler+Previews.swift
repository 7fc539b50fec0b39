// `#Preview { ... }` and `#Preview("Name") { ... }`: each is a view builder the host can
// run as a document of its own (docs/swiftui.md). The top-level code makes each preview's
// closure and keeps it in a global of its own, which the host reads once the top-level
// code has run.

/// One `#Preview` of a program.
public struct PreviewEntry: Sendable, Hashable {
    /// The title written, or nil (`#Preview { ... }`).
    public let title: String?
    /// The file it is in.
    public let file: String
    /// Where `#Preview` is written.
    public let location: SourceLocation
    /// The hidden global holding its closure once the top-level code has run.
    let slot: Int
}

extension Compiler {
    /// Makes the preview's closure and stores it in a global of its own.
    func compilePreview(_ preview: PreviewDecl, isTopLevelFile: Bool) {
        guard isTopLevelFile else { return }  // reported by the resolver
        let slot = resolution.globalNames.count
        // A name no script can write, so that no variable of the program can be it.
        resolution.globalNames.append("#Preview \(previews.count + 1)")
        previews.append(PreviewEntry(title: preview.title, file: files[fileIndex].name, location: preview.location, slot: slot))
        let register = allocateRegister()
        compileClosure(preview.body, into: register)
        emit(.setGlobal, register, Int32(slot), at: preview.location)
    }
}

extension Interpreter {
    /// The closure of a `#Preview`, once the top-level code has run; calling it builds the
    /// preview's views.
    public func previewContent(_ preview: PreviewEntry) throws(ScriptError) -> Value {
        guard preview.slot < globals.count, globalsInitialized[preview.slot] else {
            throw ScriptError(.host, "the preview at \(preview.file):\(preview.location.line) has not been made: the top-level code has not run")
        }
        return globals[preview.slot]
    }
}
