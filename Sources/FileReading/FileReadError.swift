/// Why a file could not be read: the path, what went wrong, and where in the file when the
/// problem is at one place (a byte that is not UTF-8).
public struct FileReadError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The file could not be opened: the system's reason (`No such file or directory`).
        case cannotOpen(String)
        /// Reading failed partway: the system's reason.
        case cannotRead(String)
        /// The path names something other than a regular file: `a folder`, `a FIFO`, `a
        /// character device`...
        case notRegular(kind: String)
        /// The file is larger than the limit, in bytes.
        case tooLarge(limit: Int)
        /// The bytes are not UTF-8; the first byte that does not decode, when known.
        case notUTF8(byte: UInt8?)
    }

    /// The path as given.
    public let path: String
    /// What went wrong.
    public let problem: Problem
    /// The line and column (in bytes, from 1) of the problem, when it is at one place.
    public let line: Int?
    public let column: Int?

    /// An error about `path`.
    public init(path: String, problem: Problem, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.problem = problem
        self.line = line
        self.column = column
    }

    /// The problem in words, without the path.
    public var reason: String {
        switch problem {
        case .cannotOpen(let reason): return "cannot open the file (\(reason))"
        case .cannotRead(let reason): return "cannot read the file (\(reason))"
        case .notRegular(let kind): return "not a regular file (\(kind)); only regular files are read"
        case .tooLarge(let limit):
            return "the file is larger than \(limit >> 20) MB, the most the workbench reads (docs/configuration.md, \"Files the workbench reads\")"
        case .notUTF8(let byte?): return "the file is not valid UTF-8 text (byte 0x\(String(byte, radix: 16, uppercase: true)))"
        case .notUTF8(nil): return "the file is not valid UTF-8 text"
        }
    }

    /// `path: reason`, or `path:line:column: reason`.
    public var description: String {
        guard let line, let column else { return "\(path): \(reason)" }
        return "\(path):\(line):\(column): \(reason)"
    }
}
