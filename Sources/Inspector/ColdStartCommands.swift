import ViewTree

// :cold: does a cold start with the same inputs reach the app's live state?
// (docs/scenarios.md)

extension ReplSession {
    /// `:cold` checks the live state now: the inputs that built it replayed from a cold
    /// start on the current code, and where they part, the state diff and the tree diff.
    /// `:cold reset` gives the app the state the cold start reaches.
    func cold(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let word = arguments.nextWord()
        try arguments.finish()
        switch word {
        case nil:
            let reply = try request("coldCheck")
            return CommandResult(json: reply, text: reply.objectValue?["text"]?.stringValue ?? "")
        case "reset":
            let reply = try request("coldReset")
            var lines = [reply.objectValue?["text"]?.stringValue ?? ""]
            if let render = reply.objectValue?["render"] { lines.append(RunSummaryText.render(render, style: style)) }
            return CommandResult(json: reply, text: lines.joined(separator: "\n"))
        case let other?:
            throw arguments.usageError("unexpected \"\(other)\"")
        }
    }
}
