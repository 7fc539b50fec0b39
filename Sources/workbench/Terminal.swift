#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ViewTree

/// Writes all of `bytes` to a file descriptor.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 {
            if written < 0 && errno == EINTR { continue }
            return
        }
        offset += written
    }
}

/// Writes a line to standard error, unbuffered.
func printError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    line.withUTF8 { writeAll(2, UnsafeRawBufferPointer($0)) }
}

/// Buffers standard output so that a script printing many lines makes few system calls.
final class StandardOutput {
    private var buffer: [UInt8] = []

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        buffer.withUnsafeBytes { writeAll(1, $0) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Terminal styling for a stream: colors only on a TTY, and never with NO_COLOR set.
func terminalStyle(forDescriptor descriptor: Int32) -> TerminalStyle {
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    return TerminalStyle(colors: isatty(descriptor) == 1 && !noColor)
}

/// JSON for people: the canonical form, indented.
enum JSONValueOutput {
    static func pretty(_ value: JSONValue) -> String { value.prettyText }
}
