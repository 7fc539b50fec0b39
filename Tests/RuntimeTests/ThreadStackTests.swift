import XCTest

@testable import Runtime

/// What the script thread gives back after a job: only pages of its own stack, below the
/// frame, whatever address the frame's local has.
final class ThreadStackTests: XCTestCase {
    private let megabyte = 1 << 20

    func testThePagesGivenBackLieBetweenTheGuardPageAndAMegabyteBelowTheFrame() throws {
        let stack = try XCTUnwrap(ThreadStack(size: 64 * megabyte))
        let lowest = Int(bitPattern: stack.lowest)
        let frame = lowest + 48 * megabyte + 123
        let pages = try XCTUnwrap(stack.unusedPages(belowFrame: frame))
        XCTAssertEqual(pages.lowerBound, lowest + Int(sysconf(Int32(_SC_PAGESIZE))))
        XCTAssertEqual(pages.upperBound, lowest + 47 * megabyte)
        XCTAssertNil(stack.unusedPages(belowFrame: lowest + megabyte / 2), "a frame near the bottom leaves nothing to give back")
    }

    /// Under AddressSanitizer the frame's local lives on another stack: pages "below" it
    /// were other threads' memory, zeroed, and the daemon's tests crashed in glibc's
    /// thread stack cache.
    func testAFrameOutsideTheStackGivesNothingBack() throws {
        let stack = try XCTUnwrap(ThreadStack(size: 64 * megabyte))
        let lowest = Int(bitPattern: stack.lowest)
        XCTAssertNil(stack.unusedPages(belowFrame: lowest + 64 * megabyte + 80 * megabyte))
        XCTAssertNil(stack.unusedPages(belowFrame: lowest - 8 * megabyte))
    }
}
