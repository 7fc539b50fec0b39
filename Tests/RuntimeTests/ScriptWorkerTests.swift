import Runtime
import ViewTree
import XCTest

final class ScriptWorkerTests: XCTestCase {
    /// Releasing a chain of arrays recurses once per level inside Swift's runtime; on an
    /// ordinary 8 MB (or the former 64 MB) stack this chain overflowed it and killed the
    /// process, the daemon included.
    func testAChainOfArraysAsDeepAsTheLimitsAllowIsReleasedWithoutExhaustingTheStack() {
        let worker = ScriptWorker()
        defer { worker.stop() }
        let result = worker.run {
            runScript("var chain: [Any] = []\nfor _ in 0..<500_000 { chain = [chain] }\nprint(chain.count)")
        }
        XCTAssertNil(result.failure)
        XCTAssertEqual(result.output, "1\n")
    }

    func testJobsRunInOrderOnTheWorker() {
        let worker = ScriptWorker()
        defer { worker.stop() }
        var order: [Int] = []
        for index in 0..<5 { worker.submit { order.append(index) } }
        XCTAssertEqual(worker.run { order }, [0, 1, 2, 3, 4])
    }

    func testTheStackGrowsWithTheMemoryLimit() {
        XCTAssertEqual(ScriptWorker.stackSize(forMemoryLimit: 256 << 20), 2 << 30)
        XCTAssertEqual(ScriptWorker.stackSize(forMemoryLimit: 1 << 20), 1 << 30)
        XCTAssertEqual(ScriptWorker.stackSize(forMemoryLimit: .max), 1 << 42)
    }
}
