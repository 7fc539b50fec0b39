import ProjectConfiguration
import Daemon
import Foundation
import ViewTree
import XCTest

/// A project in a temporary folder, with its own workbench.json.
final class TemporaryProject {
    let root: String

    init(files: [String: String], configuration: String = #"{"scripts": ["."], "vml": ["."], "debounceMs": 20}"#) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("wb-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try write("workbench.json", configuration)
        for (name, text) in files { try write(name, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ name: String, _ text: String) throws {
        let path = root + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    var configuration: WorkbenchConfiguration {
        get throws { try WorkbenchConfiguration.load(path: root + "/workbench.json") }
    }

    var socketPath: String { root + "/.workbench/workbench.sock" }
}

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
        var line = text + "\n"
        line.withUTF8 { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
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

/// A daemon started in this process on a temporary project, its log discarded.
func startDaemon(_ project: TemporaryProject) throws -> Daemon {
    let log = DaemonLog(format: .json, descriptor: open("/dev/null", O_WRONLY))
    let daemon = Daemon(configuration: try project.configuration, log: log)
    try daemon.start()
    return daemon
}

/// A failure of the test harness itself (a test that throws it fails).
enum DaemonTestError: Error {
    case timeout(String)
}
