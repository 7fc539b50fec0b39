import ArgumentParser
import Runs
import Runtime
import SwiftLite
import ViewTree
import VML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workbench check PATH...`: reports every problem without running anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report the errors and warnings of scripts without running them.",
        discussion: """
            Each PATH is a .swift file, a .vml file, or a folder: its .swift files are checked \
            as one program (with the view constructors' labels) and each .vml file as a \
            document, with the data files its <data> elements read (the state is not known \
            without running, so only paths into data files are looked up). Every error and \
            warning of every file is reported with its file, line and column, the source line \
            and what was expected. The exit code is 1 when any error was found.
            """
    )

    @ArgumentParser.Argument(help: ArgumentHelp("Files or folders to check.", valueName: "path"))
    var paths: [String]

    @Flag(help: "Print the diagnostics as JSON (an array of diagnostics).")
    var json = false

    func run() throws {
        let style = terminalStyle(forDescriptor: 2)
        var diagnostics: [ViewTree.Diagnostic] = []
        let runner = Runner()
        for path in paths {
            do {
                for file in try vmlFiles(at: path) {
                    diagnostics.append(contentsOf: checkVML(file))
                }
                if path.hasSuffix(".vml") { continue }
                let files = try ScriptSources.load(path: path).map { ProgramFile(path: $0.name, text: $0.text) }
                switch runner.compile(files) {
                case .success(let program): diagnostics.append(contentsOf: program.warnings.map(ViewTree.Diagnostic.init))
                case .failure(let failure): diagnostics.append(contentsOf: failure.diagnostics.map(ViewTree.Diagnostic.init))
                }
            } catch {
                if path.hasSuffix(".swift") || !error.reason.contains("no .swift files") {
                    diagnostics.append(
                        ViewTree.Diagnostic(severity: .error, message: error.reason, file: error.path, line: error.line, column: error.column))
                }
            }
        }
        if json {
            print(JSONValue.array(diagnostics.map(\.jsonValue)).prettyText)
        } else {
            for diagnostic in diagnostics { printError(diagnostic.rendered(style: style)) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.count - errors
            if !diagnostics.isEmpty {
                printError("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}

/// A VML file's problems, with its data files read and the state not known: a data file
/// that cannot be read is its own error, and leaves the data unknown rather than missing.
private func checkVML(_ file: String) -> [ViewTree.Diagnostic] {
    let program = VMLProgram.read(name: file, root: nil)
    guard let text = program.files.first?.text else { return program.unreadable }
    var files: [String: String] = [:]
    for data in program.files.dropFirst() { files[data.path] = data.text }
    let input = VMLDataInput(state: nil, files: files, unreadable: Set(program.dataFiles).subtracting(files.keys))
    return program.unreadable + VMLConverter.convert(text: text, file: file, data: input).diagnostics
}

/// The VML files a path names: the file itself, or every .vml file under a folder. Any
/// other path names no VML file: a script, or something that is no folder (`/dev/zero`),
/// which the script reader then refuses with its reason.
func vmlFiles(at path: String) throws(ScriptSources.LoadError) -> [String] {
    if path.hasSuffix(".vml") { return [path] }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
    return try ScriptSources.files(under: path, of: .vml)
}
