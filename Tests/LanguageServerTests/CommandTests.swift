import DaemonTestSupport
import Foundation
import XCTest

/// `workbench lsp` as an editor starts it: a process speaking LSP on its standard streams.
final class CommandTests: XCTestCase {
    private func frame(_ json: String) -> Data {
        Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    func testTheCommandSpeaksLSPOnItsStandardStreamsAndExitsAsAsked() throws {
        let project = try TemporaryProject(files: ["app.swift": "print(1)\n"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: workbenchExecutable)
        process.arguments = ["lsp", "--no-daemon", "--config", project.configurationPath]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var messages = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        messages.append(frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#))
        messages.append(frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
        messages.append(frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
        input.fileHandleForWriting.write(messages)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.hasPrefix("Content-Length: "), text)
        XCTAssertTrue(text.contains(#""serverInfo":{"name":"workbench""#), text)
        XCTAssertTrue(text.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#), text)
    }

    func testTheEndOfTheInputWithoutShutdownEndsWithOne() throws {
        let status = try exitStatus(of: workbenchExecutable, ["lsp", "--no-daemon"], input: Data())
        XCTAssertEqual(status, 1)
    }

    /// Runs a process with `input` on its standard input; returns its exit status.
    private func exitStatus(of executable: String, _ arguments: [String], input: Data) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        pipe.fileHandleForWriting.write(input)
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
