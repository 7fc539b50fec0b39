import Synchronization
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes messages in LSP's base protocol (a `Content-Length` header, an empty line, the
/// JSON) to a file descriptor. Replies come from the analysis thread and notifications
/// from others (the reader answers malformed input itself), so each message is written
/// whole under a lock and never interleaves with another.
final class MessageWriter: Sendable {
    private let descriptor: Int32
    /// Whether the client still reads: once a write fails (it closed its end), nothing
    /// more is written and nothing blocks.
    private let isOpen = Mutex(true)

    /// Writes to `descriptor`, which the writer does not close.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Sends one message.
    func send(_ message: JSONValue) {
        let body = CanonicalJSONWriter().bytes(message)
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        isOpen.withLock { open in
            guard open else { return }
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    open = false
                    return
                }
                offset += written
            }
        }
    }
}
