import Foundation

/// What a finished process left: its exit status and what it printed.
public struct ProcessRun: Sendable {
    /// The exit status (or the signal's number when a signal ended it).
    public var status: Int32
    /// Standard output, as text.
    public var output: String
    /// Standard error, as text (empty when it went to standard output).
    public var errors: String

    /// Runs a program to its end and collects what it printed. Standard error is read on a
    /// thread of its own, so that a process filling one pipe while the test reads the
    /// other cannot block both.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - environment: The whole environment; nil keeps the test's.
    ///   - folder: The working directory; nil keeps the test's.
    ///   - errorsToOutput: Sends standard error into `output`, interleaved as printed.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, in folder: String? = nil,
        errorsToOutput: Bool = false
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errorsToOutput ? output : errors
        try process.run()
        let errorData = ErrorBytes()
        let errorsRead = DispatchSemaphore(value: 0)
        if !errorsToOutput {
            let handle = errors.fileHandleForReading
            Thread.detachNewThread {
                errorData.bytes = handle.readDataToEndOfFile()
                errorsRead.signal()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if !errorsToOutput { errorsRead.wait() }
        status = process.terminationStatus
        self.output = String(decoding: outputData, as: UTF8.self)
        self.errors = String(decoding: errorData.bytes, as: UTF8.self)
    }

    /// Standard error's bytes, handed from the reading thread.
    private final class ErrorBytes: @unchecked Sendable {
        var bytes = Data()
    }
}
