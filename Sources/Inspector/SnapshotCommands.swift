import ViewTree

// :snapshots, :show, :replay, :bisect, :diff, :goto: the stored history of runs. The
// daemon's replies carry the same text `workbench snapshots`, `show`, ... print.

extension ReplSession {
    /// How many snapshots `:snapshots` lists without `--limit`.
    static let defaultSnapshotLimit = 20

    /// `:snapshots [--crashes] [--limit N]`: the newest stored runs.
    func snapshots(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        var params: [String: JSONValue] = ["limit": .int(ReplSession.defaultSnapshotLimit)]
        while let word = arguments.nextWord() {
            switch word {
            case "--crashes": params["crashes"] = true
            case "--limit": params["limit"] = .int(try arguments.count(after: "--limit"))
            default: throw arguments.usageError("unexpected \"\(word)\"")
            }
        }
        let reply = try request("snapshots", params)
        return CommandResult(json: reply, text: reply.objectValue?["text"]?.stringValue ?? "")
    }

    /// `:show ID`, `:replay ID`, `:bisect ID`: one request on a snapshot, answered with text.
    func snapshotReport(_ command: String, _ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let id = try arguments.snapshotID()
        try arguments.finish()
        let method = command == ":show" ? "snapshot" : String(command.dropFirst())
        let reply = try request(method, ["id": .int(id)])
        return CommandResult(json: reply, text: reply.objectValue?["text"]?.stringValue ?? "")
    }

    /// `:diff A B`: two snapshots compared.
    func diff(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let from = try arguments.snapshotID()
        let to = try arguments.snapshotID()
        try arguments.finish()
        let reply = try request("diff", ["from": .int(from), "to": .int(to)])
        return CommandResult(json: reply, text: reply.objectValue?["text"]?.stringValue ?? "")
    }

    /// `:goto ID`: loads the state a snapshot ended with and renders.
    func goto(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let id = try arguments.snapshotID()
        try arguments.finish()
        return runSummary(try request("goto", ["id": .int(id)]))
    }
}
