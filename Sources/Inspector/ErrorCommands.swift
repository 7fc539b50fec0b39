import ViewTree

// :errors and :trace: what went wrong in the last run of each document.

extension ReplSession {
    /// `:errors`: each document whose last run failed or warned, its problems rendered as
    /// the compiler and the runtime report them.
    func errors(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        try arguments.finish()
        let reply = try request("errors")
        guard let entries = reply.arrayValue else { throw .badReply("errors", "not an array") }
        guard !entries.isEmpty else {
            return CommandResult(json: reply, text: "no errors: the last run of every document succeeded without a warning")
        }
        var blocks: [String] = []
        for entry in entries {
            let members = entry.objectValue ?? [:]
            let lines = [style.bold(members["document"]?.stringValue ?? "?") + ":"]
                + ProblemText.render(diagnostics: members["diagnostics"], failure: members["failure"], style: style)
            blocks.append(lines.joined(separator: "\n"))
        }
        return CommandResult(json: reply, text: blocks.joined(separator: "\n\n"))
    }

    /// `:trace`: the last runtime error (of the current document first), its stack trace
    /// innermost first, and the source lines around each frame as the files are now.
    func trace(_ arguments: inout CommandArguments) throws(ReplError) -> CommandResult {
        try arguments.finish()
        guard let entries = try request("errors").arrayValue else { throw .badReply("errors", "not an array") }
        let failing = entries.filter { $0.objectValue?["failure"].map { $0 != .null } ?? false }
        let chosen = failing.first { $0.objectValue?["document"]?.stringValue == document } ?? failing.first
        guard let chosen, let failureJSON = chosen.objectValue?["failure"] else {
            let compileErrors = entries.contains { entry in
                (entry.objectValue?["diagnostics"]?.arrayValue ?? []).contains { $0.objectValue?["severity"] == "error" }
            }
            return CommandResult(
                json: ["failure": .null],
                text: compileErrors
                    ? "no runtime error: the last run failed to compile, so nothing ran (:errors shows where)"
                    : "no runtime error: the last run of every document succeeded")
        }
        let name = chosen.objectValue?["document"]?.stringValue ?? "?"
        let failure: RuntimeFailure
        do { failure = try RuntimeFailure(json: failureJSON) } catch { throw .badReply("errors", error.description) }

        var lines = [style.bold(name) + ": " + style.error("error:") + " " + failure.message]
        if let top = failure.frames.first, let sourceLine = failure.sourceLine {
            lines.append(SourceExcerpt.render(line: top.line, text: sourceLine, column: top.column, style: style))
        }
        var framesJSON: [JSONValue] = []
        if !failure.frames.isEmpty { lines.append("stack trace, innermost first:") }
        for run in RepeatedFrames.collapsing(failure.frames) {
            for frame in run.frames {
                let count = run.frames.count == 1 && run.repeats > 1 ? " (\(run.repeats) times)" : ""
                lines.append("  " + style.bold(frame.function) + " at " + "\(frame.file):\(frame.line):\(frame.column)" + count)
                // A snippet typed at the REPL (`<repl>`) is no file: its frames have no excerpt.
                let excerpt = try? request("source", ["file": .string(frame.file), "line": .int(frame.line), "radius": 2]).objectValue?["excerpt"]?.stringValue
                if let excerpt, !excerpt.isEmpty {
                    lines += excerpt.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                }
                framesJSON.append([
                    "function": .string(frame.function), "file": .string(frame.file), "line": .int(frame.line),
                    "column": .int(frame.column), "times": .int(run.repeats), "excerpt": excerpt.map { .string($0) } ?? .null,
                ])
            }
            if let cycleLine = run.cycleLine { lines.append(cycleLine) }
        }
        return CommandResult(
            json: ["document": .string(name), "failure": failureJSON, "frames": .array(framesJSON)],
            text: lines.joined(separator: "\n"))
    }
}
