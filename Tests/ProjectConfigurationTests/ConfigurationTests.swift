import XCTest
import ProjectConfiguration
import ViewTree

final class ConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> WorkbenchConfiguration {
        try WorkbenchConfiguration.parse(text, file: "workbench.json", root: "/project")
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        do {
            _ = try parse(text)
            XCTFail("accepted: \(text)", file: file, line: line)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func testAnEmptyObjectGivesTheDocumentedDefaults() throws {
        let configuration = try parse("{}")
        XCTAssertEqual(configuration.scriptFolders, ["."])
        XCTAssertEqual(configuration.database, ".workbench/workbench.sqlite")
        XCTAssertEqual(configuration.socket, ".workbench/workbench.sock")
        XCTAssertEqual(configuration.debounceMilliseconds, 20)
        XCTAssertEqual(configuration.limits.instructions, 10_000_000)
        XCTAssertEqual(configuration.limits.callDepth, 512)
        XCTAssertEqual(configuration.limits.memoryMegabytes, 256)
        XCTAssertEqual(configuration.preview.port, 7420)
        XCTAssertEqual(configuration.retention.keepLast, 1000)
    }

    func testEveryKeyIsRead() throws {
        let configuration = try parse("""
            {
              "scripts": ["app", "lib"], "vml": ["screens"], "ignore": ["*.generated.swift"],
              "database": "db/wb.sqlite", "socket": "/tmp/wb.sock", "debounceMs": 50,
              "limits": {"instructions": 5000, "callDepth": 64, "memoryMB": 32},
              "preview": {"enabled": false, "host": "localhost", "port": 0},
              "retention": {"keepLast": 10}
            }
            """)
        XCTAssertEqual(configuration.scriptFolders, ["app", "lib"])
        XCTAssertEqual(configuration.vmlFolders, ["screens"])
        XCTAssertEqual(configuration.ignore, ["*.generated.swift"])
        XCTAssertEqual(configuration.resolve(configuration.database), "/project/db/wb.sqlite")
        XCTAssertEqual(configuration.resolve(configuration.socket), "/tmp/wb.sock")
        XCTAssertEqual(configuration.stateDirectory, "/project/db")
        XCTAssertEqual(configuration.debounceMilliseconds, 50)
        XCTAssertEqual(configuration.limits.callDepth, 64)
        XCTAssertEqual(configuration.preview.enabled, false)
        XCTAssertEqual(configuration.retention.keepLast, 10)
    }

    func testAnUnknownKeyIsAnErrorWithItsLineAndASuggestion() {
        let failure = error("{\n  \"scripts\": [\"a\"],\n  \"debounce_ms\": 5\n}")
        XCTAssertEqual(failure?.description, "workbench.json:3:3: error: unknown key \"debounce_ms\" (did you mean \"debounceMs\"?)")
        XCTAssertEqual(failure?.key, "debounce_ms")
    }

    func testAnUnknownNestedKeyIsNamedInFull() {
        let failure = error("{\"limits\": {\"calldepth\": 5}}")
        XCTAssertEqual(failure?.description, "workbench.json:1:13: error: unknown key \"limits.calldepth\" (did you mean \"limits.callDepth\"?)")
    }

    func testAnUnknownKeyWithoutACloseMatchListsTheKeys() {
        XCTAssertEqual(error("{\"preview\": {\"colour\": 1}}")?.message,
                       "unknown key \"preview.colour\"; the keys here are \"enabled\", \"host\", \"port\"")
    }

    func testAWrongTypeNamesTheKeyAndTheTypeFound() {
        let failure = error("{\n  \"limits\": {\n    \"callDepth\": \"deep\"\n  }\n}")
        XCTAssertEqual(failure?.description, "workbench.json:3:5: error: \"limits.callDepth\" must be an integer, found a string")
        XCTAssertEqual(error("{\"scripts\": \"app\"}")?.message, "\"scripts\" must be an array of strings, found a string")
        XCTAssertEqual(error("{\"scripts\": [\"app\", 3]}")?.message, "\"scripts[1]\" must be a non-empty string, found an integer")
        XCTAssertEqual(error("{\"preview\": {\"enabled\": 1}}")?.message, "\"preview.enabled\" must be true or false, found an integer")
        XCTAssertEqual(error("{\"debounceMs\": 2.5}")?.message, "\"debounceMs\" must be an integer, found a number")
    }

    func testABadValueIsAnError() {
        XCTAssertEqual(error("{\"preview\": {\"port\": 70000}}")?.message, "\"preview.port\" must be between 0 and 65535, found 70000")
        XCTAssertEqual(error("{\"debounceMs\": -1}")?.message, "\"debounceMs\" must be between 0 and 10000, found -1")
        XCTAssertEqual(error("{\"scripts\": []}")?.message, "\"scripts\" must name at least one folder")
        XCTAssertEqual(error("{\"database\": \"\"}")?.message, "\"database\" must not be empty")
    }

    func testASyntaxErrorHasAPosition() {
        XCTAssertEqual(error("{\n  \"scripts\": [\"a\",]\n}")?.description, "workbench.json:2:19: error: expected a value (an object, array, string, number, true, false or null)")
        XCTAssertEqual(error("[]")?.message, "the configuration must be a JSON object, found an array")
    }

    func testTheEffectiveConfigurationPrintsEveryKey() throws {
        let json = try parse("{\"debounceMs\": 7}").jsonValue
        XCTAssertEqual(json.objectValue?["debounceMs"], 7)
        XCTAssertEqual(
            json.objectValue?.keys.sorted(),
            ["coldStart", "database", "debounceMs", "ignore", "limits", "preview", "retention", "scenarios", "scripts", "socket", "vml"])
    }

    func testTheScenarioAndColdStartKeysAreReadAndChecked() throws {
        let defaults = try parse("{}")
        XCTAssertEqual(defaults.scenarios.folder, "scenarios")
        XCTAssertFalse(defaults.scenarios.onReload)
        XCTAssertTrue(defaults.coldStart.enabled)
        XCTAssertEqual(defaults.coldStart.maxInputs, 500)
        XCTAssertEqual(defaults.coldStart.timeoutMilliseconds, 2000)
        let configuration = try parse("""
            {"scenarios": {"folder": "tests/scenarios", "onReload": true},
             "coldStart": {"enabled": false, "maxInputs": 20, "timeoutMs": 100}}
            """)
        XCTAssertEqual(configuration.scenarios.folder, "tests/scenarios")
        XCTAssertTrue(configuration.scenarios.onReload)
        XCTAssertFalse(configuration.coldStart.enabled)
        XCTAssertEqual(configuration.coldStart.maxInputs, 20)
        XCTAssertEqual(configuration.coldStart.timeoutMilliseconds, 100)
        XCTAssertEqual(error("{\"coldStart\": {\"timeoutMs\": 0}}")?.description, "workbench.json:1:16: error: \"coldStart.timeoutMs\" must be between 1 and 600000, found 0")
        XCTAssertEqual(error("{\"scenarios\": {\"onreload\": 1}}")?.description, "workbench.json:1:16: error: unknown key \"scenarios.onreload\" (did you mean \"scenarios.onReload\"?)")
    }

    func testTheRepositorysOwnConfigurationIsValid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let configuration = try WorkbenchConfiguration.load(path: root.appendingPathComponent("workbench.json").path)
        XCTAssertEqual(configuration.root, root.path)
        XCTAssertFalse(configuration.scriptFolders.isEmpty)
    }
}
