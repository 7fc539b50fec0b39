import Foundation
import XCTest

/// Runs every program of the conformance suite through SwiftLite and compares what it
/// prints with the output real Swift prints (see `ConformanceSuite`), byte for byte.
final class ConformanceTests: XCTestCase {
    func testEveryProgramPrintsWhatSwiftPrints() throws {
        let programs = try ConformanceSuite.programs()
        XCTAssertFalse(programs.isEmpty, "no programs found in \(ConformanceSuite.directory.path)")
        var failures: [String] = []
        for program in programs {
            guard let expected = try? String(contentsOf: program.expectedURL, encoding: .utf8) else {
                failures.append(program.displayName)
                XCTFail("\(program.displayName): \(program.expectedURL.lastPathComponent) is missing")
                continue
            }
            let actual = try ConformanceSuite.output(of: program)
            if actual != expected {
                failures.append(program.displayName)
                XCTFail(
                    "\(program.displayName) prints something else than expected (- expected, + SwiftLite):\n"
                        + LineDiff.describe(expected: expected, actual: actual))
            }
        }
        if !failures.isEmpty {
            XCTFail("\(failures.count) of \(programs.count) conformance programs fail: \(failures.joined(separator: ", "))")
        }
    }

}
