import DaemonTestSupport
import ViewTree
import XCTest

@testable import LanguageServer

/// Diagnostics as the user types: compile errors and warnings of scripts with their exact
/// ranges and fixes, VML's, workbench.json's.
final class DiagnosticsTests: XCTestCase {
    private func range(_ diagnostic: JSONValue) -> [Int] {
        let range = diagnostic.objectValue?["range"]?.objectValue
        let start = range?["start"]?.objectValue
        let end = range?["end"]?.objectValue
        return [start?["line"], start?["character"], end?["line"], end?["character"]].map { $0?.intValue ?? -1 }
    }

    private func message(_ diagnostic: JSONValue) -> String {
        diagnostic.objectValue?["message"]?.stringValue ?? ""
    }

    /// A server on a project (with `files` on disk) with one file opened as `text`, and
    /// the first diagnostics it publishes for it that are not empty.
    private func opened(
        _ name: String, _ text: String, onDisk files: [String: String] = [:]
    ) throws -> (client: LanguageClient, path: String, diagnostics: [JSONValue], project: TemporaryProject) {
        let project = try TemporaryProject(files: files)
        let client = LanguageClient()
        client.initialize(root: project.root)
        let path = project.root + "/" + name
        client.open(path, text)
        return (client, path, client.diagnostics(path) { !$0.isEmpty }, project)
    }

    func testACompileErrorCoversItsNameAndGoesAwayWhenFixedAsTheUserTypes() throws {
        let (client, path, diagnostics, _) = try opened(
            "app.swift", "let count = 1\nfunc body() -> Node { Text(\"\\(cuont)\") }\n",
            onDisk: ["app.swift": "let count = 1\nfunc body() -> Node { Text(\"\\(count)\") }\n"])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(range(diagnostics[0]), [1, 30, 1, 35])
        XCTAssertEqual(diagnostics[0].objectValue?["severity"], 1)
        XCTAssertEqual(message(diagnostics[0]), "cannot find 'cuont' in scope\ndid you mean 'count'?")
        // The suggestion is a quick fix.
        let actions = client.result("textDocument/codeAction", [
            "textDocument": ["uri": .string(client.uri(path))], "range": diagnostics[0].objectValue!["range"]!,
            "context": ["diagnostics": [diagnostics[0]]],
        ]).arrayValue ?? []
        XCTAssertEqual(actions.first?.objectValue?["title"], "Replace with 'count'")
        let edit = actions.first?.objectValue?["edit"]?.objectValue?["changes"]?.objectValue?[client.uri(path)]?.arrayValue?.first
        XCTAssertEqual(edit?.objectValue?["newText"], "count")
        XCTAssertEqual(range(edit ?? .null), [1, 30, 1, 35])
        // Typing the fix (an incremental change, not a save) clears it.
        client.change(path, from: (1, 31), to: (1, 33), with: "ou", version: 2)
        XCTAssertEqual(client.diagnostics(path) { $0.isEmpty }, [])
    }

    func testASyntaxErrorOffersTheCompilersFixIt() throws {
        let (client, path, diagnostics, _) = try opened("app.swift", "print(\"a\"\n")
        XCTAssertTrue(message(diagnostics[0]).contains("expected ')'"), message(diagnostics[0]))
        let actions = client.result("textDocument/codeAction", [
            "textDocument": ["uri": .string(client.uri(path))], "range": diagnostics[0].objectValue!["range"]!, "context": ["diagnostics": []],
        ]).arrayValue ?? []
        let titles = actions.compactMap { $0.objectValue?["title"]?.stringValue }
        XCTAssertTrue(titles.contains { $0.lowercased().contains("insert ')'") }, "\(titles)")
        // A request for other kinds of action gets none.
        XCTAssertEqual(client.result("textDocument/codeAction", [
            "textDocument": ["uri": .string(client.uri(path))], "range": diagnostics[0].objectValue!["range"]!,
            "context": ["diagnostics": [], "only": ["refactor"]],
        ]), [])
    }

    func testAnEditInOneScriptReportsTheErrorItCausesInAnother() throws {
        let project = try TemporaryProject(files: [
            "a.swift": "func greeting() -> String { \"hi\" }\n",
            "b.swift": "func body() -> Node { Text(greeting()) }\n",
        ])
        let client = LanguageClient()
        client.initialize(root: project.root)
        let a = project.root + "/a.swift"
        let b = project.root + "/b.swift"
        client.open(a, "func greeting() -> String { \"hi\" }\n")
        client.change(a, to: "func salutation() -> String { \"hi\" }\n", version: 2)
        let diagnostics = client.diagnostics(b) { !$0.isEmpty }
        XCTAssertTrue(message(diagnostics[0]).hasPrefix("cannot find 'greeting' in scope"), message(diagnostics[0]))
        XCTAssertEqual(range(diagnostics[0]), [0, 27, 0, 35])
    }

    func testAWarningIsAWarning() throws {
        let (_, _, diagnostics, _) = try opened("app.swift", "class C {\n    deinit { }\n}\n")
        XCTAssertEqual(diagnostics[0].objectValue?["severity"], 2)
        XCTAssertEqual(message(diagnostics[0]), "'deinit' never runs in scripts")
        XCTAssertEqual(range(diagnostics[0]), [1, 4, 1, 10])
    }

    func testVMLErrorsAndWarningsAreReported() throws {
        let (client, path, warnings, _) = try opened("about.vml", "<VStack style=\"paddin(8)\">\n  <Text>Hi</Text>\n</VStack>\n")
        XCTAssertEqual(warnings[0].objectValue?["severity"], 2)
        XCTAssertTrue(message(warnings[0]).contains("paddin"), message(warnings[0]))
        XCTAssertEqual(range(warnings[0]), [0, 15, 0, 21])
        let actions = client.result("textDocument/codeAction", [
            "textDocument": ["uri": .string(client.uri(path))], "range": warnings[0].objectValue!["range"]!, "context": ["diagnostics": []],
        ]).arrayValue ?? []
        let edit = actions.first?.objectValue?["edit"]?.objectValue?["changes"]?.objectValue?[client.uri(path)]?.arrayValue?.first
        XCTAssertEqual(edit?.objectValue?["newText"], "padding")
        XCTAssertEqual(range(edit ?? .null), [0, 15, 0, 21], "the fix replaces the misspelled name")
        client.change(path, to: "<VStack>\n  <Text>Hi</Txt>\n</VStack>\n", version: 2)
        let errors = client.diagnostics(path) { $0.contains { $0.objectValue?["severity"] == 1 } }
        XCTAssertEqual(errors.first?.objectValue?["severity"], 1)
    }

    func testConfigurationErrorsAreReportedAtTheirKey() throws {
        let project = try TemporaryProject(files: ["app.swift": "print(1)\n"])
        let client = LanguageClient()
        client.initialize(root: project.root)
        client.open(project.configurationPath, "{\n  \"scripts\": [\".\"],\n  \"debounce_ms\": 20\n}\n")
        let diagnostics = client.diagnostics(project.configurationPath) { !$0.isEmpty }
        XCTAssertTrue(message(diagnostics[0]).contains("unknown key \"debounce_ms\""), message(diagnostics[0]))
        XCTAssertEqual(range(diagnostics[0]), [2, 2, 2, 15])
        client.change(project.configurationPath, to: "{\n  \"scripts\": [\"src\"]\n}\n", version: 2)
        XCTAssertEqual(client.diagnostics(project.configurationPath) { $0.isEmpty }, [])
    }

    func testClosingADocumentGoesBackToTheFileOnDisk() throws {
        let (client, path, diagnostics, _) = try opened("app.swift", "print(undefinedName)\n", onDisk: ["app.swift": "print(1)\n"])
        XCTAssertFalse(diagnostics.isEmpty)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(client.uri(path))]])
        XCTAssertEqual(client.diagnostics(path) { $0.isEmpty }, [])
    }

    func testFilesChangedOnDiskAreAnalysedAgain() throws {
        let project = try TemporaryProject(files: ["a.swift": "print(helper())\n"])
        let client = LanguageClient()
        client.initialize(root: project.root)
        let a = project.root + "/a.swift"
        // Not open: the project's scripts are checked from the start.
        XCTAssertTrue(message(client.diagnostics(a) { !$0.isEmpty }[0]).hasPrefix("cannot find 'helper' in scope"))
        try project.write("b.swift", "func helper() -> Int { 1 }\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri(project.root + "/b.swift")), "type": 1]]])
        XCTAssertEqual(client.diagnostics(a) { $0.isEmpty }, [])
    }
}
