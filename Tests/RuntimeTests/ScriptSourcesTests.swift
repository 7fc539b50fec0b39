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
}
