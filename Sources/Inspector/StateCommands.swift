import ViewTree

// :state, :set, :tap, :dispatch, :bind and SwiftLite input: reading and changing the
// app's live state.

extension ReplSession {
    /// `:state [PATH]`: the whole state, or the value at a path (null when absent).
    func showState(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let path = arguments.nextWord()
        try arguments.finish()
        // The current document's state: a preview's own, the app's otherwise.
        let reply = try request("state", documentParameter.merging(path.map { ["path": .string($0)] } ?? [:]) { $1 })
        return CommandResult(json: reply, text: (reply.objectValue?["value"] ?? .null).prettyText)
    }

    /// `:set PATH JSON`: writes a value and renders.
    func setState(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let path = try arguments.word("a state path (:state shows the state)")
        let value = try arguments.requiredJSON("the value to write")
        return runSummary(try request("setState", documentParameter.merging(["path": .string(path), "value": value]) { $1 }))
    }

    /// `:tap ID [EVENT] [JSON]`: runs the node's tap action, or the action of another of its
    /// events (`delete`, `submit`, `appear`, `change`), with a payload.
    func tap(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let id = try arguments.word("a node id (:tree shows them)")
        var params = documentParameter.merging(["node": .string(id)]) { $1 }
        if let event = arguments.nextEventName() { params["event"] = .string(event) }
        if let payload = try arguments.remainingJSON("the payload") { params["payload"] = payload }
        return runSummary(try request("tap", params))
    }

    /// `:dispatch NAME [JSON]`: runs an action with a payload (null when none is given).
    func dispatch(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let action = try arguments.word("an action name")
        var params = documentParameter.merging(["action": .string(action)]) { $1 }
        if let payload = try arguments.remainingJSON("the payload") { params["payload"] = payload }
        return runSummary(try request("dispatch", params))
    }

    /// `:bind ID JSON`: writes a value through the node's binding.
    func bind(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        let id = try arguments.word("a node id (:tree shows them)")
        let value = try arguments.requiredJSON("the value to write")
        return runSummary(try request("bind", documentParameter.merging(["node": .string(id), "value": value]) { $1 }))
    }

    /// SwiftLite input: evaluated in the program's global scope against the live state.
    /// Shows what it printed, its value or its view's subtree, its errors, and the render
    /// that followed when it changed the state.
    func evaluate(_ source: String) throws(ReplError) -> CommandResult {
        let reply = try request("evaluate", documentParameter.merging(["source": .string(source)]) { $1 })
        let members = reply.objectValue ?? [:]
        var lines: [String] = []
        if let printed = members["output"]?.stringValue, !printed.isEmpty {
            lines.append(printed.hasSuffix("\n") ? String(printed.dropLast()) : printed)
        }
        lines += ProblemText.render(diagnostics: members["diagnostics"], failure: members["failure"], style: style)
        if let treeJSON = members["tree"], let tree = try? Node(json: treeJSON) {
            lines.append(TreeOutline(style: style).render(tree))
        } else if let value = members["value"]?.stringValue {
            lines.append(value)
        }
        if let render = members["render"] {
            lines.append(RunSummaryText.render(render, style: style))
        }
        return CommandResult(json: reply, text: lines.joined(separator: "\n"))
    }

    /// A run summary's answer.
    func runSummary(_ reply: JSONValue) -> CommandResult {
        CommandResult(json: reply, text: RunSummaryText.render(reply, style: style, shown: document))
    }
}
