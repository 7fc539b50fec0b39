import ArgumentParser
import FileReading
import VML
import ViewTree

/// `workbench fmt`: rewrites VML files in their canonical form.
struct FmtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Rewrite VML files in canonical form.",
        discussion: """
            Each file is rewritten in place in the canonical form of the VML specification \
            (§6.1): styles spelled with ', ' and ': ', attributes in canonical order and \
            quoting, two-space indentation (see docs/vml.md). Formatting a canonical file \
            changes nothing. A file with a syntax error is reported with its line and column \
            and left as it is, and the exit code is 1. With --check nothing is written: the \
            files that are not canonical are listed, and the exit code is 1 if there are any.
            """
    )

    @Flag(name: .long, help: "List the files that are not canonical instead of rewriting them.")
    var check = false

    @ArgumentParser.Argument(help: ArgumentHelp("The VML files.", valueName: "file"))
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one VML file") }
    }

    func run() throws {
        let style = terminalStyle(forDescriptor: 2)
        var failed = false
        for path in files {
            let bytes: [UInt8]
            do {
                bytes = try FileReader.bytes(at: path)
            } catch {
                printError("error: \(error)")
                failed = true
                continue
            }
            let document = VMLDocument.parse(bytes: bytes, file: path)
            guard let canonical = VMLFormatter.canonicalBytes(document) else {
                for diagnostic in document.diagnostics { printError(diagnostic.rendered(style: style)) }
                failed = true
                continue
            }
            guard !FileAccess.sameBytes(canonical, bytes) else { continue }
            if check {
                print(path)
                failed = true
                continue
            }
            do {
                try FileAccess.replace(path, with: canonical)
            } catch {
                printError("error: cannot write \(error)")
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }
}
