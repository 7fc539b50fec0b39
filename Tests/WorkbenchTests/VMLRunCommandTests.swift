import Foundation
import XCTest

/// `workbench run FILE.vml [--state FILE] [--tap ID]...` and `workbench check` on VML
/// documents bound to data (spec §8), as users run them.
final class VMLRunCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vmlrun-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        try #"{"scripts": ["app"], "vml": ["screens"]}"#.write(toFile: folder + "/workbench.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try #"actions["open"] = { ctx in state.set("opened", ctx.payload) }"#.write(
            toFile: folder + "/app/app.swift", atomically: true, encoding: .utf8)
        try """
            <VStack>
              <data key="festivals" src="festivals.json"/>
              <Text><binding name="text" keyPath="filter"/></Text>
              <List>
                <binding name="rows" keyPath="festivals"/>
                <prototype>
                  <Text><binding name="text" keyPath="title"/><action kind="dispatch" name="open"><argument name="id" keyPath="id"/></action></Text>
                </prototype>
              </List>
              <Button>Done<action kind="set" keyPath="filter" value="done"/></Button>
              <Toggle><binding name="isOn" keyPath="dark"/><action kind="toggle" keyPath="dark"/></Toggle>
            </VStack>
            """.write(toFile: folder + "/screens/list.vml", atomically: true, encoding: .utf8)
        try #"[{"id": "kk", "title": "Keti Koti"}, {"id": "pr", "title": "Pride"}]"#.write(
            toFile: folder + "/screens/festivals.json", atomically: true, encoding: .utf8)
        try #"{"filter": "all"}"#.write(toFile: folder + "/state.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let result = try runWorkbench(arguments + ["--config", folder + "/workbench.json"])
        return (result.status, result.output, result.errors)
    }

    func testADocumentRendersAgainstTheStateGiven() throws {
        let result = try run(["run", folder + "/screens/list.vml", "--state", folder + "/state.json"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#"Text 0.0 "all""#), result.output)
        XCTAssertTrue(result.output.contains(#"Text 0.1.@pr "Pride" tap -> open(id: \festivals[1].id)"#), result.output)
    }

    func testTapsRunInOrderAndTheTreeAfterTheLastIsPrinted() throws {
        let result = try run(["run", folder + "/screens/list.vml", "--state", folder + "/state.json", "--tap", "0.2", "--tap", "0.3", "--tap", "0.1.@pr", "--print-state"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#"Text 0.0 "done""#), result.output)
        XCTAssertTrue(result.output.hasSuffix("{\n  \"dark\": true,\n  \"filter\": \"done\",\n  \"opened\": {\n    \"id\": \"pr\"\n  }\n}\n"), result.output)
    }

    func testATapThatCannotRunSaysWhy() throws {
        let missing = try run(["run", folder + "/screens/list.vml", "--tap", "0.9"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.errors.contains("error: --tap 0.9: there is no node 0.9; did you mean 0.0?"), missing.errors)
        try #"{"dark": "yes"}"#.write(toFile: folder + "/dark.json", atomically: true, encoding: .utf8)
        let notABool = try run(["run", folder + "/screens/list.vml", "--state", folder + "/dark.json", "--tap", "0.3"])
        XCTAssertEqual(notABool.status, 1)
        XCTAssertTrue(notABool.errors.contains(#"error: --tap 0.3: toggle flips a Bool, and dark holds a string: "yes""#), notABool.errors)
    }

    func testCheckReadsTheDataFilesAndNotTheState() throws {
        try """
            <List>
              <data key="festivals" src="festivals.json"/>
              <binding name="rows" keyPath="festivals"/>
              <prototype><Text><binding name="text" keyPath="titel"/></Text></prototype>
              <Text><binding name="text" keyPath="user.name"/></Text>
              <Text><binding name="text" keyPath="user..name"/></Text>
            </List>
            """.write(toFile: folder + "/screens/broken.vml", atomically: true, encoding: .utf8)
        let checked = try runWorkbench(["check", folder + "/screens/broken.vml"])
        let result = (status: checked.status, errors: checked.errors)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains(#"broken.vml:4:50: warning: the key path "titel" finds nothing: festivals[0] has no key "titel""#), result.errors)
        XCTAssertTrue(result.errors.contains(#"broken.vml:6:44: error: malformed key path "user..name": expected a key, found '.'"#), result.errors)
        XCTAssertFalse(result.errors.contains("user.name"), "the state is not known to check")
        XCTAssertTrue(result.errors.contains("1 error, 1 warning"), result.errors)
    }

    func testCheckReportsEveryDataFileThatCannotBeReadOrIsNotJSON() throws {
        try """
            <VStack>
              <data key="gone" src="gone.json"/>
              <data key="broken" src="broken.json"/>
              <data key="festivals" src="festivals.json"/>
              <Text><binding name="text" keyPath="festivals[0].titel"/></Text>
            </VStack>
            """.write(toFile: folder + "/screens/files.vml", atomically: true, encoding: .utf8)
        try "{\n  \"a\": 1,,\n}".write(toFile: folder + "/screens/broken.json", atomically: true, encoding: .utf8)
        let checked = try runWorkbench(["check", folder + "/screens/files.vml"])
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(checked.errors.contains("files.vml:2:20: error: the data file"), checked.errors)
        XCTAssertTrue(checked.errors.contains("broken.json:2:10: error: expected a string key in the object"), checked.errors)
        XCTAssertTrue(checked.errors.contains(#"warning: the key path "festivals[0].titel" finds nothing"#), checked.errors)
        XCTAssertFalse(checked.errors.contains("was not read"), checked.errors)
        XCTAssertTrue(checked.errors.contains("2 errors, 1 warning"), checked.errors)
    }

    func testExportWithDataWritesBindingsAndActions() throws {
        try """
            state.initial("on", false)
            actions["save"] = { ctx in }
            func body() -> Node { VStack { Toggle("On", isOn: state.bind("on")); Button("Save", action: "save") } }
            """.write(toFile: folder + "/app/app.swift", atomically: true, encoding: .utf8)
        let plain = try run(["export", "--vml", folder + "/app/app.swift"])
        XCTAssertTrue(plain.errors.contains("binding isOn <-> on is not part of VML"), plain.errors)
        let result = try run(["export", "--vml", "--data", folder + "/app/app.swift"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            result.output,
            """
            <VStack>
              <Toggle>
                On
                <binding name="isOn" keyPath="on"/>
              </Toggle>
              <Button>
                Save
                <action kind="dispatch" name="save"/>
              </Button>
            </VStack>

            """)
        XCTAssertEqual(result.errors, "")
    }
}
