#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ViewTree

/// Writes a line to standard error, unbuffered.
func printError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    let bytes = Array(line.utf8)
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
}

extension TerminalStyle {
    /// The style for diagnostics on standard error: colors only when it is a terminal and
    /// NO_COLOR is not set (https://no-color.org).
    static var standardError: TerminalStyle {
        TerminalStyle(colors: isatty(2) != 0 && getenv("NO_COLOR") == nil)
    }
}
