import SwiftLite
import XCTest

/// Ranges with a `Double` bound (`0...duration`), which SwiftUI code gives sliders and
/// gauges: they hold their bounds and answer `contains`, and are not sequences, as in Swift.
final class DoubleRangeTests: XCTestCase {
    func testALiteralBesideADoubleBoundIsADouble() throws {
        let source = """
            let duration = 2.5
            let range = 0...duration
            print(range, range.lowerBound, range.upperBound)
            print(range.contains(1), (0.0..<duration).contains(duration), range == 0.0...2.5)
            """
        XCTAssertEqual(try runProgram(source), "0.0...2.5 0.0 2.5\ntrue false true\n")
    }

    func testLoopingOverARangeOfDoublesIsOneErrorNamingStride() {
        XCTAssertThrowsError(try runProgram("for x in 0.0...1.0 { print(x) }\n")) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "a range of Doubles is not a sequence: step through it with stride(from:through:by:)")
        }
        XCTAssertThrowsError(try runProgram("let r = 2.0...1.0\n")) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "a range needs its lower bound <= its upper bound, found 2.0...1.0")
        }
    }
}
