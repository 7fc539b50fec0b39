import SwiftLite
import ViewTree

/// A problem to show in the editor, whatever reported it (the SwiftLite compiler, VML, the
/// configuration, a run's failure): where it is, what it says, and what would fix it.
struct DiagnosticReport {
    /// An edit a fix makes, in the workbench's lines and columns.
    struct Edit {
        /// What it replaces; nil replaces what the diagnostic covers (the misspelled name).
        var span: (start: (line: Int, column: Int), end: (line: Int, column: Int))?
        var replacement: String
    }

    /// A fix: a title and its edits (in the diagnostic's own file).
    struct Fix {
        var title: String
        var edits: [Edit]
        var isPreferred: Bool
    }

    /// Another place that explains the problem (a stack frame, an earlier declaration).
    struct Related {
        var path: String
        var line: Int
        var column: Int
        var message: String
    }

    var isError: Bool
    var message: String
    /// Where, in the workbench's 1-based lines and columns.
    var line: Int
    var column: Int
    /// Where it ends, when the reporter knows (the token a compile error is about).
    var end: (line: Int, column: Int)?
    var related: [Related] = []
    var fixes: [Fix] = []
    /// Where it comes from, as the editor shows it: `workbench` or `workbench (last run)`.
    var source = "workbench"

    /// A compile error or warning of a script, covering its token, with its fix-its.
    init(_ diagnostic: SwiftLite.Diagnostic, analysis: ProgramAnalysis, path: String) {
        isError = diagnostic.severity == .error
        message = diagnostic.message
        line = Int(diagnostic.location.line)
        column = Int(diagnostic.location.column)
        if let token = analysis.tokenSpan(inFile: diagnostic.file, at: diagnostic.location) {
            end = (Int(token.end.line), Int(token.end.column))
        }
        fixes = diagnostic.fixIts.map { fixIt in
            Fix(
                title: Self.capitalized(fixIt.message),
                edits: fixIt.edits.map {
                    Edit(span: ((Int($0.start.line), Int($0.start.column)), (Int($0.end.line), Int($0.end.column))), replacement: $0.replacement)
                }, isPreferred: diagnostic.fixIts.count == 1)
        }
        read(notes: diagnostic.notes.filter { !$0.hasPrefix("fix-it: ") }, path: path)
    }

    /// A problem in the IR's form (VML, a run's compile errors, a script file that cannot be
    /// read), at a line and column of `path`.
    init(_ diagnostic: ViewTree.Diagnostic, path: String) {
        isError = diagnostic.severity == .error
        message = diagnostic.message
        line = diagnostic.line ?? 1
        column = diagnostic.column ?? 1
        read(notes: diagnostic.notes, path: path)
    }

    /// A problem at a place, in so many words.
    init(isError: Bool, message: String, line: Int, column: Int) {
        self.isError = isError
        self.message = message
        self.line = line
        self.column = column
    }

    /// Notes that name a place (`'x' was declared at 3:5`) become related information;
    /// `did you mean 'count'?` becomes a fix replacing the name too; the others join the
    /// message.
    private mutating func read(notes: [String], path: String) {
        for note in notes {
            if let (text, line, column) = Self.placedNote(note) {
                related.append(Related(path: path, line: line, column: column, message: text))
                continue
            }
            message += "\n" + note
            if let suggestion = Self.suggestion(in: note) {
                fixes.append(Fix(title: "Replace with '\(suggestion)'", edits: [Edit(span: nil, replacement: suggestion)], isPreferred: fixes.isEmpty))
            }
        }
    }

    /// `'x' was declared at 3:5` → the text and the place.
    private static func placedNote(_ note: String) -> (String, Int, Int)? {
        guard let range = note.ranges(of: " at ").last else { return nil }
        let place = note[range.upperBound...].split(separator: ":")
        guard place.count == 2, let line = Int(place[0]), let column = Int(place[1]) else { return nil }
        return (String(note[..<range.lowerBound]), line, column)
    }

    /// `count` in `did you mean 'count'?`.
    private static func suggestion(in note: String) -> String? {
        guard note.hasPrefix("did you mean '"), note.hasSuffix("'?") else { return nil }
        let name = note.dropFirst("did you mean '".count).dropLast(2)
        return name.isEmpty || name.contains("'") ? nil : String(name)
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
