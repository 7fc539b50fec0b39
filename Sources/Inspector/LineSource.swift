/// Where the REPL's input comes from: the line editor on a terminal, or the lines of a
/// pipe or file.
protocol LineSource: AnyObject {
    /// The next line (without its newline).
    func readLine(prompt: String) -> LineReading
}

/// What reading a line gave.
enum LineReading: Equatable {
    /// A line.
    case line(String)
    /// Ctrl-C: the line typed so far is dropped.
    case interrupted
    /// The end of the input (Ctrl-D on an empty line, or the end of the pipe).
    case end
}
