import ViewTree

// :reload and :watch: runs caused by files.

extension ReplSession {
    /// `:reload`: every document read again from disk; answers with the documents.
    func reload(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        try arguments.finish()
        let reply = try request("reload")
        guard let documents = reply.arrayValue else { throw .badReply("reload", "not an array") }
        return CommandResult(json: reply, text: DocumentListText.render(documents, current: document, style: style))
    }

    /// `:watch`: prints each reload, failure and removal as the daemon announces it, until
    /// Ctrl-C. Events from before the command are not shown.
    func watch() throws(ReplError) {
        let connection = try subscribedConnection()
        for event in connection.takeEvents() { absorb(event) }
        // Said on standard error when a program reads the answers: it is no answer, but a
        // script can wait for it before it edits files.
        output.notice("watching every document; Ctrl-C stops", onResults: interactive && !output.json)
        // A run is announced before its snapshot is stored; the `stored` event that follows
        // completes the line with the snapshot's number.
        var announced: JSONValue?
        while let event = try connection.waitForEvent() {
            absorb(event)
            if output.json {
                output.show(CommandResult(json: event, text: ""))
            } else if event.objectValue?["event"]?.stringValue == "stored" {
                if let run = announced { output.show(CommandResult(json: run, text: ReloadEventText.render(run, storedAs: event, style: style))) }
                announced = nil
            } else if ["reloaded", "error"].contains(event.objectValue?["event"]?.stringValue) {
                announced = event
            } else {
                output.show(CommandResult(json: event, text: ReloadEventText.render(event, style: style)))
            }
        }
        if let run = announced { output.show(CommandResult(json: run, text: ReloadEventText.render(run, style: style))) }
        // The terminal echoed ^C where the cursor was: the notice starts a line of its own.
        if interactive { output.notice("\nstopped watching", onResults: !output.json) }
    }
}
