import Daemon
import Foundation
import XCTest

final class InstanceLockTests: XCTestCase {
    func testASecondLockNamesTheHolder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
        defer { unlink(path) }
        var first: InstanceLock? = try InstanceLock(path: path)
        XCTAssertThrowsError(try InstanceLock(path: path)) { error in
            XCTAssertEqual(error as? InstanceLock.LockError, .held(path: path, pid: getpid()))
            XCTAssertTrue("\(error)".contains("pid \(getpid())"))
        }
        first = nil
        XCTAssertNil(first)
        XCTAssertNoThrow(try InstanceLock(path: path), "released when its holder goes")
    }
}
