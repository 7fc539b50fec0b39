import ArgumentParser

extension RunCommand {
    /// `workbench run ...` read without ArgumentParser, or nil to leave the arguments to
    /// the whole command tree.
    ///
    /// Parsing was most of a short script's start-up: ArgumentParser's dynamic casts look
    /// up protocol conformances, and each first lookup scans all of the binary's
    /// conformance records (14,000 since swift-syntax, 8,700 before). Parsing from the root
    /// took a `print(1)` script 24 of its 37 million instructions; the run command's parser
    /// alone still took most of them, in its checks for completion-script requests. The
    /// forms read here are the run command's options as its declarations spell them
    /// (`--name value`, `--name=value`, the path anywhere). Anything else (an unknown
    /// option, help, a second path, a value that does not read, a combination `validate`
    /// rejects) goes the whole way, so that messages and usage are ArgumentParser's.
    static func parsedQuickly(_ arguments: [String]) -> RunCommand? {
        guard arguments.count > 2, arguments[1] == "run" else { return nil }
        var command = RunCommand()
        var path: String?
        var configurationPath: String?
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var taps: [String] = []
        var rest = arguments.dropFirst(2)
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                guard path == nil else { return nil }
                path = argument
                continue
            }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            if flagNames.contains(name) {
                guard equals == nil, flags.insert(name).inserted else { return nil }
                continue
            }
            guard optionNames.contains(name) else { return nil }
            let value: String
            if let equals {
                value = String(argument[argument.index(after: equals)...])
            } else {
                guard let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
                value = next
            }
            switch name {
            case "--tap": taps.append(value)
            case "--config": configurationPath = value
            default: values[name] = value
            }
        }
        guard let path else { return nil }
        var maximumInstructions: Int?
        if let count = values["--max-instructions"] {
            guard let parsed = Int(count) else { return nil }
            maximumInstructions = parsed
        }
        command.path = path
        command.json = flags.contains("--json")
        command.noAppear = flags.contains("--no-appear")
        command.printState = flags.contains("--print-state")
        command.time = flags.contains("--time")
        command.disassemble = flags.contains("--disassemble")
        command.record = flags.contains("--record")
        command.state = values["--state"]
        command.action = values["--action"]
        command.payload = values["--payload"]
        command.preview = values["--preview"]
        command.taps = taps
        command.maximumInstructions = maximumInstructions
        var options = ConfigurationOptions()
        options.config = configurationPath
        command.options = options
        guard (try? command.validate()) != nil else { return nil }
        return command
    }

    /// The run command's flags, as its declarations spell them.
    private static let flagNames: Set<String> = ["--json", "--no-appear", "--print-state", "--time", "--disassemble", "--record"]

    /// The run command's options that take a value (and `--config` of its option group).
    private static let optionNames: Set<String> = ["--state", "--action", "--payload", "--preview", "--tap", "--max-instructions", "--config"]
}
