import Foundation
import Runtime
import XCTest

final class ScriptSourcesTests: XCTestCase {
    func testAFileThatIsNotUTF8IsNamedWithTheLineAndColumnOfItsFirstBadByte() throws {
        let path = NSTemporaryDirectory() + "workbench-sources-\(getpid())-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // "é" is two bytes, so the bad byte is the 11th byte of line 2 but its 10th character.
        try Data(Array("let a = 1\nlet é = \"".utf8) + [0xFF, UInt8(ascii: "\""), UInt8(ascii: "\n")]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ScriptSources.readText(path)) { error in
            let failure = error as? ScriptSources.LoadError
            XCTAssertEqual(failure?.line, 2)
            XCTAssertEqual(failure?.column, 11)
            XCTAssertEqual(failure?.description, "\(path):2:11: the file is not valid UTF-8 text (byte 0xFF)")
        }
    }

    func testAFolderLinkedToItselfIsReadOnce() throws {
        let folder = NSTemporaryDirectory() + "workbench-sources-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try "print(1)\n".write(toFile: folder + "/main.swift", atomically: false, encoding: .utf8)
        try "let x = 1\n".write(toFile: folder + "/sub/x.swift", atomically: false, encoding: .utf8)
        // Two links to the folder itself and one to the parent: each branch of the walk
        // found more of them, without end.
        try FileManager.default.createSymbolicLink(atPath: folder + "/again", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/more", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/up", withDestinationPath: "..")
        XCTAssertEqual(try ScriptSources.swiftFiles(under: folder), [folder + "/main.swift", folder + "/sub/x.swift"])
    }
}
