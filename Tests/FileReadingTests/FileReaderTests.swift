import FileReading
import Foundation
import XCTest

/// The one reader of user files: regular files only, bounded in size whatever the path
/// names (issue 25: `workbench run /dev/zero` allocated until it aborted).
final class FileReaderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func problem(_ read: () throws(FileReadError) -> Any) -> FileReadError? {
        do {
            _ = try read()
            return nil
        } catch {
            return error
        }
    }

    func testARegularFileIsReadWhole() throws {
        let bytes = (0..<200_000).map { UInt8($0 % 251) }
        XCTAssertEqual(try FileReader.bytes(at: try write("data.bin", bytes)), bytes)
        XCTAssertEqual(try FileReader.text(at: try write("app.swift", Array("let x = 1\n".utf8))), "let x = 1\n")
        XCTAssertEqual(try FileReader.bytes(at: try write("empty.vml", [])), [])
    }

    func testADeviceThatNeverEndsIsRefusedWithoutReading() {
        let error = problem { () throws(FileReadError) in try FileReader.bytes(at: "/dev/zero") }
        XCTAssertEqual(error?.problem, .notRegular(kind: "a character device"))
        XCTAssertEqual(error?.description, "/dev/zero: not a regular file (a character device); only regular files are read")
    }

    func testAFolderGivenAsAFileIsRefused() {
        XCTAssertEqual(problem { () throws(FileReadError) in try FileReader.text(at: folder) }?.problem, .notRegular(kind: "a folder"))
    }

    func testAFIFOIsRefusedAtOnceInsteadOfWaitingForAWriter() throws {
        let path = folder + "/pipe.swift"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let started = Date()
        XCTAssertEqual(problem { () throws(FileReadError) in try FileReader.text(at: path) }?.problem, .notRegular(kind: "a FIFO"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }

    func testAFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        // A sparse file: 9 MB long, nothing on disk.
        let path = folder + "/huge.swift"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, off_t(FileReader.sizeLimit + (1 << 20))), 0)
        let error = problem { () throws(FileReadError) in try FileReader.text(at: path) }
        XCTAssertEqual(error?.problem, .tooLarge(limit: 8 << 20))
        XCTAssertTrue(error?.reason.hasPrefix("the file is larger than 8 MB, the most the workbench reads") ?? false, "\(String(describing: error))")
        // At the limit exactly, a file is read.
        XCTAssertEqual(try FileReader.bytes(at: try write("limit.bin", [1, 2, 3]), limit: 3), [1, 2, 3])
        let over = try write("over.bin", [1, 2, 3, 4])
        XCTAssertEqual(problem { () throws(FileReadError) in try FileReader.bytes(at: over, limit: 3) }?.problem, .tooLarge(limit: 3))
    }

    func testAFileLongerThanItsSizeSaysIsReadToItsEndAndStillBounded() throws {
        // /proc's files are regular files whose size reads 0: what is past fstat's size is
        // read on in chunks, as for a file that grows while it is read, up to the limit.
        XCTAssertTrue(try FileReader.text(at: "/proc/self/status").contains("Name:"))
        let error = problem { () throws(FileReadError) in try FileReader.bytes(at: "/proc/self/status", limit: 10) }
        XCTAssertEqual(error?.problem, .tooLarge(limit: 10))
    }

    func testTextThatIsNotUTF8NamesTheFirstBadByteAndWhereItIs() throws {
        let path = try write("bad.swift", Array("let a = 1\nlet b = \"".utf8) + [0xFF, 0x22, 0x0A])
        let error = problem { () throws(FileReadError) in try FileReader.text(at: path) }
        XCTAssertEqual(error?.description, "\(path):2:10: the file is not valid UTF-8 text (byte 0xFF)")
    }

    func testAMissingFileSaysWhy() {
        let error = problem { () throws(FileReadError) in try FileReader.text(at: folder + "/absent.swift") }
        XCTAssertEqual(error?.description, "\(folder)/absent.swift: cannot open the file (No such file or directory)")
    }
}
