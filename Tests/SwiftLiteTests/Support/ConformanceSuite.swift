import Foundation
import SwiftLite

/// One program of the conformance suite: `Conformance/<group>/<name>.swift` and the
/// output it must print, `<name>.expected`.
struct ConformanceProgram {
    /// The topic folder: `switch`, `closures`...
    let group: String
    /// The file name without `.swift`.
    let name: String
    let sourceURL: URL
    let expectedURL: URL

    /// `group/name`, as failures name the program.
    var displayName: String { "\(group)/\(name)" }
}

/// Finds the suite's programs and runs them through SwiftLite.
///
/// The expected outputs come from real Swift (`scripts/verify-conformance` compiles every
/// program with swiftc), except in the group `differences`, which pins down the places
/// where SwiftLite differs from Swift on purpose.
enum ConformanceSuite {
    /// `Tests/SwiftLiteTests/Conformance`, found from this file's own path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Conformance")

    /// The group whose expected outputs are SwiftLite's documented behaviour, not Swift's.
    static let differencesGroup = "differences"

    /// `Conformance/pending.txt`: the programs SwiftLite does not pass yet.
    static let pendingListURL = directory.appendingPathComponent("pending.txt")

    /// The programs listed in `pending.txt`, as `group/name`: one a line; blank lines
    /// and everything after a `#` are ignored. A missing file lists none.
    static func pendingNames() throws -> [String] {
        guard FileManager.default.fileExists(atPath: pendingListURL.path) else { return [] }
        let text = try String(contentsOf: pendingListURL, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            return entry.isEmpty ? nil : entry
        }
    }

    /// Every program, sorted by group and name.
    static func programs() throws -> [ConformanceProgram] {
        let fileManager = FileManager.default
        var programs: [ConformanceProgram] = []
        for group in try fileManager.contentsOfDirectory(atPath: directory.path).sorted() {
            let groupURL = directory.appendingPathComponent(group)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: groupURL.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for file in try fileManager.contentsOfDirectory(atPath: groupURL.path).sorted() where file.hasSuffix(".swift") {
                let name = String(file.dropLast(".swift".count))
                programs.append(
                    ConformanceProgram(
                        group: group, name: name, sourceURL: groupURL.appendingPathComponent(file),
                        expectedURL: groupURL.appendingPathComponent(name + ".expected")))
            }
        }
        return programs
    }

    /// Whether two outputs are the same bytes. `==` on `String` compares canonical
    /// equivalence, so it would take a decomposed "e\u{301}" for the precomposed "é"
    /// that Swift prints; the suite compares outputs byte for byte.
    static func sameBytes(_ actual: String, _ expected: String) -> Bool {
        actual.utf8.elementsEqual(expected.utf8)
    }

    /// What the script prints when SwiftLite runs it; a compile or runtime error is
    /// appended as text, so that it shows up in the comparison with the expected output.
    static func output(of program: ConformanceProgram) throws -> String {
        let text = try String(contentsOf: program.sourceURL, encoding: .utf8)
        let file = SourceFile(name: program.sourceURL.lastPathComponent, text: text)
        let compiled: CompiledProgram
        // As swiftc compiles them (`-module-name Conformance`): nested values print `Conformance.Point(...)`.
        let environment = HostEnvironment()
        environment.moduleName = "Conformance"
        switch CompiledProgram.compile([file], environment: environment) {
        case .success(let program):
            compiled = program
        case .failure(let failure):
            return failure.diagnostics.map { "compile error: \($0.summary)\n" }.joined()
        }
        let interpreter = Interpreter(program: compiled)
        var output = ""
        interpreter.printHandler = { output += $0 }
        do {
            interpreter.beginRun()
            try interpreter.runTopLevel()
        } catch {
            output += "runtime error: \(error.message)\n" + error.frames.map { "    \($0)\n" }.joined()
        }
        return output
    }
}
