import ViewTree

// :record and :test: scenario tests made from what a person does in the REPL, and played
// on the code as it is (docs/scenarios.md).

extension ReplSession {
    /// `:record NAME [--cold] [--force]` starts recording every input to the app (taps,
    /// actions, binding writes, `:set`s) as the scenario NAME; `:record stop` writes it,
    /// with what each step produces now as its expectations; `:record cancel` drops it.
    func record(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let first = try arguments.word("a scenario's name, stop or cancel")
        switch first {
        case "stop", "cancel":
            try arguments.finish()
            let reply = try request(first == "stop" ? "recordStop" : "recordCancel")
            return CommandResult(json: reply, text: reply.objectValue?["text"]?.stringValue ?? "")
        default:
            var params: [String: JSONValue] = ["name": .string(first)]
            while let word = arguments.nextWord() {
                switch word {
                case "--cold": params["cold"] = true
                case "--force": params["force"] = true
                default: throw arguments.usageError("unexpected \"\(word)\"")
                }
            }
            let reply = try request("recordStart", params)
            var lines = [reply.objectValue?["text"]?.stringValue ?? ""]
            if let render = reply.objectValue?["render"] { lines.append(RunSummaryText.render(render, style: style)) }
            return CommandResult(json: reply, text: lines.joined(separator: "\n"))
        }
    }

    /// `:test`: every scenario of the project played on the app's code as it is now, as
    /// `workbench test` plays them.
    func test(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        try arguments.finish()
        let reply = try request("test")
        return CommandResult(json: reply, text: reply.objectValue?["text"]?.stringValue ?? "")
    }
}
