import Runtime
import ViewTree
import VML

/// A VML document's program as it is on disk: the VML file, then each data file its
/// `<data>` elements name, in document order (spec §8). Data files are program input:
/// they are stored with every snapshot as the document's other files, so that a replay
/// reads the stored bytes, and bisect sees their edits.
public struct VMLProgram: Sendable {
    /// The document's name: its VML file's.
    public var name: String
    /// The files read: the VML file first, then the data files.
    public var files: [ProgramFile]
    /// The names of the data files the document declares, read or not: what saving one
    /// re-renders the document for.
    public var dataFiles: [String]
    /// Why a file could not be read (the VML file, or a data file at its `<data>`); empty
    /// when every file was read. A program with a file missing is not run: its snapshot
    /// could not hold the file, nor its replay repeat the error.
    public var unreadable: [Diagnostic]

    /// Reads the VML file named `name` and its data files. Names are relative to `root`
    /// (the project's folder) unless absolute; without a root they are paths as they are.
    public static func read(name: String, root: String?) -> VMLProgram {
        func path(_ name: String) -> String {
            guard let root, !name.hasPrefix("/") else { return name }
            return root.hasSuffix("/") ? root + name : root + "/" + name
        }
        let text: String
        do {
            text = try ScriptSources.readText(path(name))
        } catch {
            let diagnostic = Diagnostic(severity: .error, message: error.reason, file: name, line: error.line, column: error.column)
            return VMLProgram(name: name, files: [], dataFiles: [], unreadable: [diagnostic])
        }
        let document = VMLDocument.parse(text: text, file: name)
        let declarations = document.dataDeclarations
        var program = VMLProgram(
            name: name, files: [ProgramFile(path: name, text: text)], dataFiles: declarations.map(\.path), unreadable: [])
        for declaration in declarations where !program.files.contains(where: { $0.path == declaration.path }) {
            do {
                program.files.append(ProgramFile(path: declaration.path, text: try ScriptSources.readText(path(declaration.path))))
            } catch {
                program.unreadable.append(document.dataFileError(declaration, reason: error.reason, line: error.line, column: error.column))
            }
        }
        return program
    }
}
