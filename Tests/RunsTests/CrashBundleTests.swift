import Foundation
import Runtime
import Store
import ViewTree
import XCTest

@testable import Runs

/// Crash bundles: written, read back exactly, replayed; and every damaged or edited file
/// refused with a clear error, never a crash.
final class CrashBundleTests: XCTestCase {
    /// A stored crash of the scenario app: its `add` action indexes past the end.
    private func crash() -> Snapshot {
        let files = [ProgramFile(path: "app.swift", text: scenarioApp.replacingOccurrences(of: "(ctx.payload as! Int)", with: "[1][ctx.payload as! Int]"))]
        let runner = Runner()
        let loaded = runner.run(RunInput(files: files))
        let result = runner.run(RunInput(files: files, state: loaded.stateAfter, event: .action(name: "add", payload: 4)))
        XCTAssertTrue(result.failed)
        return Snapshot(result, files: files)
    }

    private func bundle() -> CrashBundle {
        CrashBundle(snapshot: crash(), snapshotID: 7, limits: SwiftLiteLimits(instructions: 2_000_000, callDepth: 200, memoryBytes: 64 << 20))
    }

    private func decodeError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try CrashBundle.decode(bytes, file: "crash.wbbundle")
            XCTFail("decoded", file: file, line: line)
            return ""
        } catch {
            return error.description
        }
    }

    func testABundleReadsBackAsItWasWrittenAndReproduces() throws {
        let original = bundle()
        let bytes = original.encoded()
        XCTAssertTrue(Gzip.isGzip(bytes))
        XCTAssertLessThan(bytes.count, 2000, "a crash of a one-file app fits in well under 2 kB")
        let read = try CrashBundle.decode(bytes, file: "crash.wbbundle")
        XCTAssertEqual(read.snapshotID, 7)
        XCTAssertEqual(read.limits, original.limits)
        XCTAssertEqual(read.workbenchVersion, WorkbenchRelease.version)
        var stored = original.snapshot
        stored.time = read.snapshot.time
        stored.duration = read.snapshot.duration
        XCTAssertEqual(read.snapshot, stored, "every field but the clock's, which is kept to the microsecond")
        XCTAssertEqual(read.snapshot.time.timeIntervalSince1970, original.snapshot.time.timeIntervalSince1970, accuracy: 1e-6)
        XCTAssertEqual(read.title, "crash #7 of app")
        XCTAssertTrue(Replayer(runner: Runner(limits: read.limits)).replay(read.snapshot).isReproduced)
        // The JSON as zcat shows it is a bundle too.
        let json = try Gzip.decompress(bytes, limit: 1 << 20)
        XCTAssertEqual(try CrashBundle.decode(json, file: "crash.json").snapshot, read.snapshot)
    }

    func testABundleOfARunThatRenderedKeepsItsTreeAndHashes() throws {
        let files = [ProgramFile(path: "app.swift", text: scenarioApp)]
        let loaded = Runner().run(RunInput(files: files))
        let original = CrashBundle(snapshot: Snapshot(loaded, files: files), snapshotID: 1, limits: .standard)
        let read = try CrashBundle.decode(original.encoded(), file: "load.wbbundle")
        XCTAssertEqual(read.snapshot.ir, loaded.document)
        XCTAssertEqual(read.irHash, ContentHash(hashing: IRJSONEncoder.encode(loaded.document!)).hex)
        XCTAssertEqual(read.title, "snapshot #1 of app")
    }

    func testDamagedEditedAndForeignFilesAreRefusedWithWhatIsWrong() throws {
        let bytes = bundle().encoded()
        let json = try Gzip.decompress(bytes, limit: 1 << 20)
        let edited = Gzip.compress(Array(String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"payload\": 4", with: "\"payload\": 1").utf8))
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x40
        let newer = Gzip.compress(Array(String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"workbenchBundle\": 1", with: "\"workbenchBundle\": 2").utf8))
        let cases: [(bytes: [UInt8], error: String)] = [
            (Array(bytes.prefix(bytes.count / 2)), "crash.wbbundle: error: the bundle is damaged: it ends early (the file was cut short)"),
            (edited, "crash.wbbundle: error: the bundle's checksum does not match its content: it was damaged or edited after it was written; write it again with workbench bundle"),
            (newer, "crash.wbbundle: error: the bundle has format 2 (written by workbench \(WorkbenchRelease.version)), newer than this workbench reads (1); update the workbench"),
            (Array("hello\n".utf8), "crash.wbbundle: error: not a workbench bundle: it is neither gzip data nor JSON (`workbench bundle ID -o FILE` writes one)"),
            (Array("{}".utf8), "crash.wbbundle: error: not a workbench bundle: its JSON has no \"workbenchBundle\" version"),
            (Array("{\"workbenchBundle\": 1,\n \"x\": }".utf8), "crash.wbbundle: error: the bundle is damaged: its JSON is malformed: expected a value (an object, array, string, number, true, false or null) (line 2, column 7 of its JSON)"),
            (Array("{\"workbenchBundle\": 1}".utf8), "crash.wbbundle: error: the bundle has no checksum, so its content cannot be trusted; write it again with workbench bundle"),
            (bytes + [0x1F, 0x8B, 0], "crash.wbbundle: error: the bundle is damaged: it has 3 bytes after the end of its compressed data"),
        ]
        for (index, (damaged, expected)) in cases.enumerated() {
            XCTAssertEqual(decodeError(damaged), expected, "case \(index)")
        }
        XCTAssertTrue(decodeError(flipped).hasPrefix("crash.wbbundle: error: the bundle is damaged: "), decodeError(flipped))
        XCTAssertEqual(try Gzip.decompress(Gzip.compress([UInt8](repeating: 0, count: 100_000)), limit: 1 << 20).count, 100_000)
        XCTAssertThrowsError(try Gzip.decompress(Gzip.compress([UInt8](repeating: 0, count: 3 << 20)), limit: 2 << 20)) { error in
            XCTAssertEqual("\(error)", "it inflates to more than 2 MB")
        }
    }

    func testAMemberOfTheWrongShapeIsNamedEvenUnderAValidChecksum() throws {
        // Made by hand with the checksum recomputed: the checksum passes, the members do not.
        func made(_ change: (inout [String: JSONValue]) -> Void) -> [UInt8] {
            var members = bundle().contentJSON
            change(&members)
            members["checksum"] = .string(CrashBundle.checksum(of: members))
            return CanonicalJSONWriter(style: .pretty).bytes(.object(members))
        }
        func snapshotMember(_ key: String, _ value: JSONValue) -> [UInt8] {
            made { members in
                var snapshot = members["snapshot"]!.objectValue!
                snapshot[key] = value
                members["snapshot"] = .object(snapshot)
            }
        }
        XCTAssertEqual(
            decodeError(snapshotMember("program", [["path": "app.swift", "text": 3]])),
            "crash.wbbundle: error: \"snapshot.program[0].text\" must be a string, found an integer (line 32, column 9 of its JSON)")
        XCTAssertEqual(decodeError(snapshotMember("reason", "crash")), "crash.wbbundle: error: \"snapshot.reason\" must be one of load, reload, action, binding, replay, found \"crash\" (line 35, column 5 of its JSON)")
        XCTAssertEqual(decodeError(snapshotMember("stateBefore", [1])).hasPrefix("crash.wbbundle: error: \"snapshot.stateBefore\" must be an object or null, found an array"), true)
        XCTAssertEqual(decodeError(snapshotMember("ir", ["root": 1])).hasPrefix("crash.wbbundle: error: \"snapshot.ir\" is not an IR document: "), true)
        XCTAssertEqual(decodeError(made { $0["limits"] = ["instructions": 0, "callDepth": 1, "memoryBytes": 1] }).hasPrefix(
            "crash.wbbundle: error: \"limits.instructions\" must be between 1 and 1000000000000, found 0"), true)
        XCTAssertEqual(decodeError(made { $0["stateHash"] = "00000000000000000000000000000000" }).hasPrefix(
            "crash.wbbundle: error: \"stateHash\" is not the hash of the bundle's state after the run"), true)
    }

    func testNoTruncationOrFlippedByteCrashesTheReader() throws {
        let original = bundle()
        let bytes = original.encoded()
        let content = try Gzip.decompress(bytes, limit: CrashBundle.inflatedLimit)
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try CrashBundle.decode(Array(bytes.prefix(length)), file: "cut.wbbundle"), "cut at \(length)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = bytes
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            damaged[index] ^= UInt8.random(in: 1...255, using: &generator)
            // A flip either is refused or leaves the inflated content as it was: gzip's header
            // (its time and system bytes) is outside its CRC, so are the padding bits of the
            // last compressed byte, and a few flips in a dynamic Huffman block re-encode the
            // same bytes (measured: 4 of 390 positions, for one or two of their 255 values).
            if let read = try? CrashBundle.decode(damaged, file: "flipped.wbbundle") {
                XCTAssertEqual(try Gzip.decompress(damaged, limit: CrashBundle.inflatedLimit), content, "a flip at \(index) of \(bytes.count) changed what was read")
                XCTAssertEqual(read.snapshot.program, original.snapshot.program)
            }
        }
    }
}
