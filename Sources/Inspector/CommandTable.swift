/// The REPL's commands as `:help` lists them and completion knows them.
struct CommandInfo {
    /// What Tab offers for a command's first argument.
    enum ArgumentKind {
        /// Nothing: the argument is a number, or there is none.
        case none
        /// A document name (`documents`).
        case document
        /// A node id of the current document (its tree).
        case node
        /// A path into the app's state (`state`).
        case statePath
        /// An action the app registered (`actions`).
        case action
        /// One of fixed words.
        case words([String])
    }

    /// The name with its colon: `:tree`.
    let name: String
    /// The arguments as typed after the name: `[ID] [--depth N]`.
    let arguments: String
    /// One line: what the command shows or does.
    let summary: String
    /// What Tab completes as the first argument.
    let completes: ArgumentKind
    /// Options Tab offers when a word starts with `-`.
    var options: [String] = []
}

enum CommandTable {
    /// Every command, in the order `:help` lists them.
    static let all: [CommandInfo] = [
        CommandInfo(name: ":help", arguments: "", summary: "list the commands", completes: .none),
        CommandInfo(name: ":doc", arguments: "[NAME]", summary: "list the documents (the script app, each VML file), or pick one", completes: .document),
        CommandInfo(name: ":tree", arguments: "[ID] [--depth N]", summary: "the view tree, one node per line: type, id, key props, modifiers", completes: .node, options: ["--depth"]),
        CommandInfo(name: ":inspect", arguments: "ID", summary: "everything about a node: props, modifiers, slots, events, bindings, reads, source, changes", completes: .node),
        CommandInfo(name: ":why", arguments: "ID", summary: "why a node changed in the last reload: the reads that changed, the edit that touched it", completes: .node),
        CommandInfo(name: ":state", arguments: "[PATH]", summary: "the app's state, or the value at a path (todos[0].done)", completes: .statePath),
        CommandInfo(name: ":set", arguments: "PATH JSON", summary: "write a JSON value at a state path and render", completes: .statePath),
        CommandInfo(
            name: ":tap", arguments: "ID [EVENT] [JSON]", summary: "run a node's tap action (a Button's, an onTapGesture's), or its EVENT's (delete, submit, appear, change)",
            completes: .node),
        CommandInfo(name: ":dispatch", arguments: "NAME [JSON]", summary: "run an action, with an optional JSON payload", completes: .action),
        CommandInfo(name: ":bind", arguments: "ID JSON", summary: "write a JSON value through a node's binding (a Toggle's isOn)", completes: .node),
        CommandInfo(name: ":errors", arguments: "", summary: "the last run's compile errors, warnings and runtime error of each document", completes: .none),
        CommandInfo(name: ":trace", arguments: "", summary: "the last runtime error's stack trace, with the source lines of each frame", completes: .none),
        CommandInfo(name: ":snapshots", arguments: "[--crashes] [--limit N]", summary: "the stored runs, newest first (20 unless --limit says)", completes: .none, options: ["--crashes", "--limit"]),
        CommandInfo(name: ":show", arguments: "ID", summary: "a stored snapshot in full: IR, state, error with its source", completes: .none),
        CommandInfo(name: ":replay", arguments: "ID", summary: "re-run a snapshot from what was stored and check that it reproduces", completes: .none),
        CommandInfo(name: ":diff", arguments: "A B", summary: "compare two snapshots: IR, state, source", completes: .none),
        CommandInfo(name: ":bisect", arguments: "ID", summary: "find the edit that introduced a crash", completes: .none),
        CommandInfo(name: ":goto", arguments: "ID", summary: "load a snapshot's state into the app and render", completes: .none),
        CommandInfo(name: ":reload", arguments: "", summary: "reload every document from disk", completes: .none),
        CommandInfo(name: ":watch", arguments: "", summary: "print each reload's changes as it happens, until Ctrl-C", completes: .none),
        CommandInfo(
            name: ":record", arguments: "NAME [--cold]|stop|cancel",
            summary: "record what is done to the app as the scenario test NAME (--cold: from a cold start; --force: over one that exists); stop writes it",
            completes: .words(["stop", "cancel"]),
            options: ["--cold", "--force"]),
        CommandInfo(name: ":test", arguments: "", summary: "play every scenario test on the app's code as it is now, as workbench test does", completes: .none),
        CommandInfo(
            name: ":cold", arguments: "[reset]",
            summary: "does a cold start with the same inputs reach this state? its first difference, state and tree diffs; reset: take the cold state",
            completes: .words(["reset"])),
        CommandInfo(name: ":json", arguments: "on|off", summary: "answer every command with one JSON line, for scripts", completes: .words(["on", "off"])),
        CommandInfo(name: ":quit", arguments: "", summary: "leave (Ctrl-D too)", completes: .none),
    ]

    /// The options followed by a value (`--depth 2`).
    static let optionsTakingValues: Set<String> = ["--depth", "--limit"]

    /// The command named `name` (with its colon).
    static func command(named name: String) -> CommandInfo? {
        all.first { $0.name == name }
    }

    /// `:help`: one line per command, the names aligned, and a last line for SwiftLite input.
    static func helpText() -> String {
        let usages = all.map { $0.arguments.isEmpty ? $0.name : "\($0.name) \($0.arguments)" }
        let width = usages.map(\.count).max() ?? 0
        var lines = zip(usages, all).map { usage, command in
            usage + String(repeating: " ", count: width - usage.count + 2) + command.summary
        }
        let swiftLite = "SWIFTLITE"
        lines.append(swiftLite + String(repeating: " ", count: width - swiftLite.count + 2)
            + "anything else runs in the program's global scope: state.get(\"count\"), body()")
        return lines.joined(separator: "\n")
    }
}
