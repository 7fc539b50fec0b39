import Foundation
import XCTest

/// Runs every program of the conformance suite through SwiftLite and compares what it
/// prints with the output real Swift prints (see `ConformanceSuite`), byte for byte.
final class ConformanceTests: XCTestCase {
    func testEveryProgramPrintsWhatSwiftPrints() throws {
        let allPrograms = try ConformanceSuite.programs()
        XCTAssertFalse(allPrograms.isEmpty, "no programs found in \(ConformanceSuite.directory.path)")
        let pending = Set(try ConformanceSuite.pendingNames())
        let programs = allPrograms.filter { !pending.contains($0.displayName) }
        var failures: [String] = []
        for program in programs {
            guard let expected = try? String(contentsOf: program.expectedURL, encoding: .utf8) else {
                failures.append(program.displayName)
                XCTFail("\(program.displayName): \(program.expectedURL.lastPathComponent) is missing")
                continue
            }
            let actual = try ConformanceSuite.output(of: program)
            if !ConformanceSuite.sameBytes(actual, expected) {
                failures.append(program.displayName)
                XCTFail(
                    "\(program.displayName) prints something else than expected (- expected, + SwiftLite):\n"
                        + LineDiff.describe(expected: expected, actual: actual))
            }
        }
        if !failures.isEmpty {
            XCTFail(
                "\(failures.count) of \(programs.count) conformance programs fail: \(failures.joined(separator: ", "))"
                    + " (a program SwiftLite cannot pass yet belongs in Conformance/pending.txt)")
        }
    }

    /// `Conformance/pending.txt` lists the programs SwiftLite does not pass yet; the test
    /// above skips them. This one keeps the list honest so that it only shrinks: every
    /// entry must name a program of the suite, appear once, and still fail. A pending
    /// program that now prints what Swift prints must leave the list.
    func testPendingProgramsStillFail() throws {
        let names = try ConformanceSuite.pendingNames()
        let programs = Dictionary(
            try ConformanceSuite.programs().map { ($0.displayName, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var nowPassing: [String] = []
        for name in names {
            guard seen.insert(name).inserted else {
                XCTFail("pending.txt lists \(name) twice")
                continue
            }
            guard let program = programs[name] else {
                XCTFail("pending.txt lists \(name), which is not a program of the suite")
                continue
            }
            guard let expected = try? String(contentsOf: program.expectedURL, encoding: .utf8) else {
                XCTFail("\(name): \(program.expectedURL.lastPathComponent) is missing")
                continue
            }
            if ConformanceSuite.sameBytes(try ConformanceSuite.output(of: program), expected) {
                nowPassing.append(name)
            }
        }
        if !nowPassing.isEmpty {
            XCTFail(
                "\(nowPassing.count) pending programs now pass; remove them from Conformance/pending.txt: "
                    + nowPassing.joined(separator: ", "))
        }
    }

}
