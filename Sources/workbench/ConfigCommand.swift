import ArgumentParser
import ProjectConfiguration
import ViewTree

/// `workbench config`: validates workbench.json and prints the effective configuration.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check workbench.json and print the effective configuration.",
        discussion: """
            Every key is optional; the output shows each key with the value in effect, \
            defaults included. An unknown key, a wrong type or a bad value is reported with \
            its line and column, and the exit code is 1.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    func run() throws {
        let configuration = try options.load()
        print(configuration.jsonValue.prettyText)
    }
}

/// The `--config` option shared by every command that reads workbench.json.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The configuration file.", discussion: "Defaults to workbench.json in the current directory; without one, the defaults apply.", valueName: "path"))
    var config: String?

    /// The configuration, or an exit with its error printed on stderr.
    func load() throws -> WorkbenchConfiguration {
        do {
            return try WorkbenchConfiguration.locate(explicitPath: config)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }
}
