// How diagnostics and runtime failures look to people (the CLI, the daemon's log, the
// REPL) and to tools (JSON on the socket and in the store).

/// ANSI styling for terminal output; every function returns the text unchanged when
/// colors are off (not a TTY, or NO_COLOR set).
public struct TerminalStyle: Sendable {
    /// Whether escape sequences are written.
    public var colors: Bool

    /// Creates a style.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// No colors.
    public static let plain = TerminalStyle(colors: false)

    /// Bold red: errors.
    public func error(_ text: String) -> String { wrap(text, "1;31") }
    /// Bold yellow: warnings.
    public func warning(_ text: String) -> String { wrap(text, "1;33") }
    /// Bold cyan: notes.
    public func note(_ text: String) -> String { wrap(text, "1;36") }
    /// Bold: locations and names.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim: secondary information (ids, gutters).
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Green: carets and additions.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// Blue: types in trees.
    public func blue(_ text: String) -> String { wrap(text, "34") }
    /// Magenta: modifiers in trees.
    public func magenta(_ text: String) -> String { wrap(text, "35") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Renders source excerpts: a gutter with the line number, the line, and a caret.
public enum SourceExcerpt {
    /// ```
    ///  12 |     let x = todos[5]
    ///     |                  ^
    /// ```
    /// The caret line keeps the source's tabs so the caret lines up in any terminal.
    public static func render(line number: Int, text: String, column: Int?, style: TerminalStyle = .plain) -> String {
        let gutter = String(number)
        let blank = String(repeating: " ", count: gutter.count)
        var lines = [style.dim(" \(gutter) | ") + text]
        if let column, column >= 1 {
            var padding = ""
            for (index, character) in text.enumerated() where index < column - 1 {
                padding.append(character == "\t" ? "\t" : " ")
            }
            let missing = column - 1 - text.count
            if missing > 0 { padding += String(repeating: " ", count: missing) }
            lines.append(style.dim(" \(blank) | ") + padding + style.green("^"))
        }
        return lines.joined(separator: "\n")
    }

    /// Lines `center - radius ... center + radius` of a file's text, numbered, with a
    /// marker on the center line: what the REPL's `:inspect` and `:trace` show.
    public static func context(of text: String, around center: Int, radius: Int = 2, style: TerminalStyle = .plain) -> String {
        let lines = text.sourceLines
        guard center >= 1, center <= lines.count else { return "" }
        let first = max(1, center - radius)
        let last = min(lines.count, center + radius)
        let width = String(last).count
        var result: [String] = []
        for number in first...last {
            let label = String(number)
            let padded = String(repeating: " ", count: width - label.count) + label
            let marker = number == center ? style.green(">") : " "
            result.append("\(marker) " + style.dim("\(padded) | ") + String(lines[number - 1]))
        }
        return result.joined(separator: "\n")
    }
}

extension Diagnostic {
    /// ```
    /// app.swift:4:17: error: expected ')' to close '(' opened at 4:9
    ///  4 |     Text("Count: \(x)"
    ///    |                 ^
    ///    = note: did you mean 'count'?
    /// ```
    public func rendered(style: TerminalStyle = .plain) -> String {
        let label: String
        switch severity {
        case .error: label = style.error("error:")
        case .warning: label = style.warning("warning:")
        case .note: label = style.note("note:")
        }
        var lines = [style.bold(locationText + ":") + " " + label + " " + message]
        if let line, let sourceLine {
            lines.append(SourceExcerpt.render(line: line, text: sourceLine, column: column, style: style))
        }
        for note in notes {
            lines.append("   = " + style.note("note:") + " " + note)
        }
        return lines.joined(separator: "\n")
    }

    /// `{"severity", "message", "file", "line", "column", "sourceLine", "notes"}`; the
    /// position keys are absent when unknown.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "severity": .string(severity.rawValue), "message": .string(message), "file": .string(file),
            "notes": .array(notes.map { .string($0) }),
        ]
        if let line { members["line"] = .int(line) }
        if let column { members["column"] = .int(column) }
        if let sourceLine { members["sourceLine"] = .string(sourceLine) }
        return .object(members)
    }

    /// Decodes the JSON form.
    public init(json: JSONValue) throws(IRDecodingError) {
        guard let members = json.objectValue, let severityName = members["severity"]?.stringValue,
            let severity = Severity(rawValue: severityName), let message = members["message"]?.stringValue,
            let file = members["file"]?.stringValue
        else { throw IRDecodingError(path: "", message: "a diagnostic needs severity, message and file") }
        self.init(
            severity: severity, message: message, file: file, line: members["line"]?.intValue,
            column: members["column"]?.intValue, sourceLine: members["sourceLine"]?.stringValue,
            notes: members["notes"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }
}

extension RuntimeFailure {
    /// ```
    /// app.swift:12:18: error: index 5 is out of range for an array of 3 elements
    ///  12 |     let x = todos[5]
    ///     |                  ^
    /// stack trace, innermost first:
    ///   row at app.swift:12:18
    ///   body at app.swift:20:9
    /// ```
    public func rendered(style: TerminalStyle = .plain) -> String {
        var lines: [String] = []
        if let top = frames.first {
            lines.append(style.bold("\(top.file):\(top.line):\(top.column):") + " " + style.error("error:") + " " + message)
            if let sourceLine {
                lines.append(SourceExcerpt.render(line: top.line, text: sourceLine, column: top.column, style: style))
            }
            lines.append("stack trace, innermost first:")
            for run in RepeatedFrames.collapsing(frames) {
                lines += run.lines { "  " + $0.description }
            }
        } else {
            lines.append(style.error("error:") + " " + message)
        }
        return lines.joined(separator: "\n")
    }

    /// `{"kind", "message", "frames": [{"function", "file", "line", "column"}], "sourceLine"}`.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "kind": .string(kind), "message": .string(message),
            "frames": .array(
                frames.map {
                    .object([
                        "function": .string($0.function), "file": .string($0.file), "line": .int($0.line),
                        "column": .int($0.column),
                    ])
                }),
        ]
        if let sourceLine { members["sourceLine"] = .string(sourceLine) }
        return .object(members)
    }

    /// Decodes the JSON form.
    public init(json: JSONValue) throws(IRDecodingError) {
        guard let members = json.objectValue, let kind = members["kind"]?.stringValue,
            let message = members["message"]?.stringValue, let framesJSON = members["frames"]?.arrayValue
        else { throw IRDecodingError(path: "", message: "a runtime failure needs kind, message and frames") }
        var frames: [StackFrame] = []
        for frame in framesJSON {
            guard let object = frame.objectValue, let function = object["function"]?.stringValue,
                let file = object["file"]?.stringValue, let line = object["line"]?.intValue,
                let column = object["column"]?.intValue
            else { throw IRDecodingError(path: "frames", message: "a frame needs function, file, line and column") }
            frames.append(StackFrame(function: function, file: file, line: line, column: column))
        }
        self.init(kind: kind, message: message, frames: frames, sourceLine: members["sourceLine"]?.stringValue)
    }
}
