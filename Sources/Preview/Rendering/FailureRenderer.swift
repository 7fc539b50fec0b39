import ViewTree

/// The error overlay's markup: a failed run's diagnostics, or its runtime failure with the
/// stack, each with `file:line:column` and the source line under a caret, written the way
/// the CLI writes them.
struct FailureRenderer {
    /// Source texts by file name, for lines a diagnostic does not carry itself.
    var sources: [String: String] = [:]
    /// The line under the failure, saying what the page shows underneath.
    var hint = "The last good render stays underneath; this clears when a run succeeds."
    /// The line under warnings of a run that rendered.
    var warningsHint = "This clears when a run has no warning."

    /// The overlay for a failure. Diagnostics without an error are the warnings of a run
    /// that rendered: a card at the foot of the screen that leaves the render usable.
    func html(_ failure: PreviewFailure) -> String {
        var overlay = HTMLElement("div", classes: ["wb-failure"])
        overlay.setAttribute("role", "alert")
        switch failure {
        case .diagnostics(let diagnostics) where !diagnostics.contains(where: { $0.severity == .error }):
            overlay = HTMLElement("div", classes: ["wb-failure", "wb-warnings-only"])
            overlay.setAttribute("role", "status")
            overlay.append(heading(diagnostics.count == 1 ? "1 warning" : "\(diagnostics.count) warnings", kind: "The document rendered with warnings"))
            for diagnostic in diagnostics { overlay.append(element(for: diagnostic)) }
            var hint = HTMLElement("p", classes: ["wb-failure-hint"])
            hint.append(text: warningsHint)
            overlay.append(hint)
            return HTMLWriter.render(overlay).text
        case .diagnostics(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }.count
            overlay.append(heading(errors == 1 ? "1 error" : "\(errors) errors", kind: "The document does not build"))
            for diagnostic in diagnostics { overlay.append(element(for: diagnostic)) }
        case .runtime(let runtime):
            overlay.append(heading(runtime.kind, kind: "The run failed"))
            overlay.append(element(for: runtime))
        }
        var hintElement = HTMLElement("p", classes: ["wb-failure-hint"])
        hintElement.append(text: hint)
        overlay.append(hintElement)
        return HTMLWriter.render(overlay).text
    }

    private func heading(_ detail: String, kind: String) -> HTMLElement {
        var heading = HTMLElement("h2", classes: ["wb-failure-title"])
        heading.append(text: kind)
        var count = HTMLElement("span", classes: ["wb-failure-count"])
        count.append(text: detail)
        heading.append(count)
        return heading
    }

    private func element(for diagnostic: Diagnostic) -> HTMLElement {
        var element = HTMLElement("div", classes: ["wb-diagnostic", "wb-severity-" + diagnostic.severity.rawValue])
        element.append(headline(location: diagnostic.locationText, severity: diagnostic.severity.rawValue, message: diagnostic.message))
        if let line = diagnostic.line, let text = diagnostic.sourceLine ?? sourceLine(diagnostic.file, line) {
            element.append(excerpt(SourceExcerpt.render(line: line, text: text, column: diagnostic.column)))
        }
        if !diagnostic.notes.isEmpty {
            var notes = HTMLElement("ul", classes: ["wb-notes"])
            for note in diagnostic.notes {
                var item = HTMLElement("li")
                item.append(text: "note: " + note)
                notes.append(item)
            }
            element.append(notes)
        }
        return element
    }

    private func element(for failure: RuntimeFailure) -> HTMLElement {
        var element = HTMLElement("div", classes: ["wb-diagnostic", "wb-severity-error"])
        guard let top = failure.frames.first else {
            element.append(headline(location: nil, severity: "error", message: failure.message))
            return element
        }
        element.append(headline(location: "\(top.file):\(top.line):\(top.column)", severity: "error", message: failure.message))
        if let text = failure.sourceLine ?? sourceLine(top.file, top.line) {
            element.append(excerpt(SourceExcerpt.render(line: top.line, text: text, column: top.column)))
        }
        var stackTitle = HTMLElement("div", classes: ["wb-stack-title"])
        stackTitle.append(text: "stack trace, innermost first:")
        element.append(stackTitle)
        var stack = HTMLElement("ol", classes: ["wb-stack"])
        // Deep recursion repeats frames many times: once, with a count, as the CLI does.
        for run in RepeatedFrames.collapsing(failure.frames) {
            for line in run.lines(\.description) {
                var item = HTMLElement("li")
                item.append(text: String(line.drop(while: { $0 == " " })))
                stack.append(item)
            }
        }
        element.append(stack)
        return element
    }

    private func headline(location: String?, severity: String, message: String) -> HTMLElement {
        var head = HTMLElement("div", classes: ["wb-diagnostic-head"])
        if let location {
            var locationElement = HTMLElement("span", classes: ["wb-location"])
            locationElement.append(text: location + ":")
            head.append(locationElement)
        }
        var severityElement = HTMLElement("span", classes: ["wb-severity"])
        severityElement.append(text: severity + ":")
        head.append(severityElement)
        var messageElement = HTMLElement("span", classes: ["wb-message"])
        messageElement.append(text: message)
        head.append(messageElement)
        return head
    }

    private func excerpt(_ text: String) -> HTMLElement {
        var pre = HTMLElement("pre", classes: ["wb-excerpt"])
        pre.append(text: text)
        return pre
    }

    private func sourceLine(_ file: String, _ line: Int) -> String? {
        guard let text = sources[file], line >= 1 else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return line <= lines.count ? String(lines[line - 1]) : nil
    }
}

extension PreviewFailure {
    /// The files the failure points into, for fetching their text.
    var files: Set<String> {
        switch self {
        case .diagnostics(let diagnostics): return Set(diagnostics.map(\.file))
        case .runtime(let failure): return Set(failure.frames.prefix(1).map(\.file))
        }
    }
}
