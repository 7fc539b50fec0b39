import Daemon
import DaemonTestSupport
import Foundation
import XCTest

/// What the daemon does with what it finds at its socket's path: only a stale socket is
/// ever removed; a user's file or a socket someone serves is an error, and stays.
final class SocketPathTests: XCTestCase {
    private let app = #"func body() -> Node { Text("hi") }"#

    /// `"socket"` naming a notes file or a script must not delete it: the daemon refuses to
    /// start, says why, and leaves nothing behind (no lock file beside it).
    func testASocketPathNamingAUsersFileIsAnErrorAndTheFileStays() throws {
        for name in ["NOTES.txt", "scripts/example/app.swift"] {
            let project = try TemporaryProject(
                files: ["scripts/example/app.swift": app, "NOTES.txt": "remember the milk\n"],
                configuration: #"{"scripts": ["scripts"], "vml": ["scripts"], "socket": "\#(name)"}"#)
            XCTAssertThrowsError(try startDaemon(project), name) { error in
                XCTAssertEqual(
                    "\(error)",
                    "the socket path \(project.root)/\(name) is a regular file, not a socket; refusing to replace it. "
                        + #"Set "socket" in workbench.json to another path"#)
            }
            XCTAssertEqual(try project.read("NOTES.txt"), "remember the milk\n")
            XCTAssertEqual(try project.read("scripts/example/app.swift"), app)
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.root + "/" + name + ".lock"), name)
        }
    }

    /// A folder or a symbolic link at the path is not a socket either (a link is not
    /// followed: what it points to is the user's).
    func testAFolderOrALinkAtTheSocketPathIsAnError() throws {
        let project = try TemporaryProject(files: ["app.swift": app, "notes.txt": "kept\n"])
        try FileManager.default.createDirectory(atPath: project.root + "/.workbench", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.socketPath, withDestinationPath: project.root + "/notes.txt")
        XCTAssertThrowsError(try startDaemon(project)) { error in
            XCTAssertTrue("\(error)".contains("is a symbolic link, not a socket"), "\(error)")
        }
        XCTAssertEqual(try project.read("notes.txt"), "kept\n")
        try FileManager.default.removeItem(atPath: project.socketPath)
        try FileManager.default.createDirectory(atPath: project.socketPath, withIntermediateDirectories: false)
        XCTAssertThrowsError(try startDaemon(project)) { error in
            XCTAssertTrue("\(error)".contains("is a folder, not a socket"), "\(error)")
        }
    }

    /// A socket left by a daemon that died is replaced.
    func testAStaleSocketIsReplaced() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        try FileManager.default.createDirectory(atPath: project.root + "/.workbench", withIntermediateDirectories: true)
        close(try socketFile(at: project.socketPath, listening: false))
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        XCTAssertEqual(try SocketClient(path: project.socketPath).request("ping")["result"]?["pong"], true)
    }

    /// A second `serve` of another configuration (another database, so another instance
    /// lock) that names the same socket must not unlink and rebind it: the first daemon
    /// would go on running, unreachable. It stops before it stores anything.
    func testAnotherConfigurationCannotTakeOverALiveDaemonsSocket() throws {
        let project = try TemporaryProject(
            files: ["app.swift": app], configuration: #"{"database": "one/store.sqlite", "socket": "run/wb.sock"}"#)
        try project.write("other.json", #"{"database": "two/store.sqlite", "socket": "run/wb.sock"}"#)
        let socketPath = project.root + "/run/wb.sock"
        let first = try startDaemon(project)
        defer { first.stop() }
        let before = try FileManager.default.attributesOfItem(atPath: socketPath)[.systemFileNumber] as? Int

        XCTAssertThrowsError(try startDaemon(configurationPath: project.root + "/other.json")) { error in
            XCTAssertEqual(
                "\(error)",
                "another 'workbench serve' (pid \(getpid())) is serving on the socket \(socketPath), for another configuration; "
                    + #"stop it, or set "socket" in workbench.json to another path"#)
        }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: socketPath)[.systemFileNumber] as? Int, before)
        XCTAssertEqual(try SocketClient(path: socketPath).request("documents")["result"]?[0]?["name"], "app")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root + "/two/store.sqlite"), "the second daemon stored nothing")
    }

    /// A socket another program listens on (no lock of ours guards it) is not taken over.
    func testASocketAnotherProcessListensOnIsNotTakenOver() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        try FileManager.default.createDirectory(atPath: project.root + "/.workbench", withIntermediateDirectories: true)
        let listener = try socketFile(at: project.socketPath, listening: true)
        defer { close(listener) }
        XCTAssertThrowsError(try startDaemon(project)) { error in
            XCTAssertEqual(
                "\(error)",
                "another process is listening on the socket \(project.socketPath); stop it, or set \"socket\" in workbench.json to another path")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.socketPath))
    }

    /// A Unix socket bound at `path`, listening or not (as a crashed daemon leaves it).
    private func socketFile(at path: String, listening: Bool) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, !listening || listen(descriptor, 8) == 0 else { throw NSError(domain: "socket", code: Int(errno)) }
        return descriptor
    }
}
