#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Input from a pipe or a file: lines, no prompt, no editing. Ctrl-C (SIGINT) while the
/// REPL waits for a line ends the input, as the user of `cat | workbench repl` expects.
final class PipedInput: LineSource {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var atEnd = false

    /// Lines from a descriptor (standard input by default).
    init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    func readLine(prompt: String) -> LineReading {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if atEnd {
                guard !buffer.isEmpty else { return .end }
                defer { buffer.removeAll() }
                return .line(String(decoding: buffer, as: UTF8.self))
            }
            var pollers = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: InterruptSignal.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&pollers, nfds_t(pollers.count), -1) < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if pollers[1].revents != 0, InterruptSignal.consume() { return .interrupted }
            guard pollers[0].revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }
}
