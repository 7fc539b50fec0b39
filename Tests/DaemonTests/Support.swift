import Daemon
import DaemonTestSupport
import Foundation
import ProjectConfiguration
import ViewTree
import XCTest

/// A client of the daemon's socket: sends requests, reads replies and events.
final class SocketClient {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var nextID = 1

    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard status == 0 else { throw NSError(domain: "socket", code: Int(errno)) }
    }

    deinit { close(descriptor) }

    func sendLine(_ text: String) {
        send(raw: text + "\n")
    }

    /// Sends bytes as they are, newline or not. A daemon gone (killed) is a failed send,
    /// not a SIGPIPE that would end the test process.
    func send(raw text: String) {
        var text = text
        text.withUTF8 { _ = Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Sends as much of `text` as the socket takes now, without waiting; the count sent.
    /// For flooding a daemon that stops reading, and surviving its end (no SIGPIPE).
    @discardableResult
    func sendWithoutWaiting(raw text: String) -> Int {
        var text = text
        return text.withUTF8 { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
    }

    /// Closes the sending side only, as `printf ... | socat` does once its input ends.
    func closeWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Sends a request and returns its reply (events that arrive first are skipped).
    func request(_ method: String, _ params: JSONValue = [:], timeout: Double = 10) throws -> JSONValue {
        let id = nextID
        nextID += 1
        sendLine(JSONValue.object(["id": .int(id), "method": .string(method), "params": params]).canonicalText)
        return try readLine(timeout: timeout) { $0.objectValue?["id"] == .int(id) }
    }

    /// The next line that `matches`, within `timeout` seconds.
    func readLine(timeout: Double = 10, matching matches: (JSONValue) -> Bool = { _ in true }) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                let value = try JSONParser.parse(bytes: line)
                if matches(value) { return value }
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw DaemonTestError.timeout("no matching line from the daemon within \(timeout) s") }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw NSError(domain: "socket closed", code: 0) }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// The next event of the given name.
    func event(_ name: String, timeout: Double = 10) throws -> JSONValue {
        try readLine(timeout: timeout) { $0.objectValue?["event"] == .string(name) }
    }
}

extension JSONValue {
    subscript(_ key: String) -> JSONValue? { objectValue?[key] }
    subscript(_ index: Int) -> JSONValue? {
        guard let elements = arrayValue, index < elements.count else { return nil }
        return elements[index]
    }
}

/// A failure of the test harness itself (a test that throws it fails).
enum DaemonTestError: Error {
    case timeout(String)
}
