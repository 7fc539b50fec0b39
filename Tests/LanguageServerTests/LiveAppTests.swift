import Foundation
import XCTest

@testable import LanguageServer

/// The live app's requests never hold an editor up: a daemon that does not answer costs a
/// request its timeout, and no daemon costs nothing.
final class LiveAppTests: XCTestCase {
    func testASilentDaemonCostsARequestItsTimeout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-silent-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/silent.sock"
        // A socket that accepts connections (the kernel's backlog) and never answers.
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 4), 0)
        let live = LiveApp(socketPath: path)
        let started = Date()
        XCTAssertNil(live.request("ping"))
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(elapsed, Double(LiveApp.requestTimeout) / 1000 * 0.9)
        XCTAssertLessThan(elapsed, 3)
        XCTAssertFalse(live.refresh() && live.isRunning)
    }

    func testNoDaemonCostsNothing() {
        let live = LiveApp(socketPath: "/nonexistent/workbench.sock")
        let started = Date()
        XCTAssertNil(live.request("ping"))
        XCTAssertNil(live.appTree())
        XCTAssertEqual(live.allStatePaths(), [])
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        if case .failure(let error) = live.command("replay", ["id": 1]) {
            XCTAssertEqual(error.code, "disconnected")
        } else {
            XCTFail("a command without a daemon succeeded")
        }
    }
}
