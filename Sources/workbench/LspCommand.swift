import ArgumentParser
import LanguageServer
import Runs

/// `workbench lsp`: the language server editors start (LSP 3.17 over stdin and stdout).
struct LspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server for editors (LSP over stdin and stdout).",
        discussion: """
            Editors start this command themselves: it speaks the Language Server Protocol \
            (3.17, JSON-RPC with Content-Length framing) on standard input and output, and \
            writes nothing else to standard output. It serves the project's scripts (.swift), VML documents \
            (.vml) and workbench.json: diagnostics as you type with fix-its, hover, \
            completion, go to definition, references, document and workspace symbols, and \
            VML formatting. The project is the one of --config, or of the workbench.json in \
            the folder the editor opened. When `workbench serve` runs for the same \
            configuration, the live app is in the editor too: the last run's runtime error \
            at its line, the nodes a line built and the state's current values on hover, \
            and code lenses that open the preview or replay a crash. See docs/editors.md for \
            each editor's setup.
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The configuration file.", discussion: "Defaults to workbench.json in the folder the editor opened; without one, the defaults apply.",
            valueName: "path"))
    var config: String?

    @Flag(name: .long, help: "Do not connect to `workbench serve` (only the static features).")
    var noDaemon = false

    @Flag(name: .long, help: "Accepted and ignored: some clients pass it to every server.")
    var stdio = false

    func run() throws {
        let server = LanguageServer(
            input: 0, output: 1, options: .init(configurationPath: config, connectsToDaemon: !noDaemon, version: WorkbenchRelease.version))
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
