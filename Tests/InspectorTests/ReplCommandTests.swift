import Daemon
import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// Every command of `workbench repl`, driven through piped standard input against a daemon
/// the test starts, as a script would drive it.
final class ReplCommandTests: XCTestCase {
    private var project: TemporaryProject!
    private var daemon: Daemon!

    override func setUpWithError() throws {
        project = try TemporaryProject(files: ["app.swift": counterApp, "screens/about.vml": "<VStack><Text>About</Text></VStack>\n"])
        daemon = try startDaemon(project)
    }

    override func tearDown() {
        daemon?.stop()
        daemon = nil
        project = nil
    }

    /// The REPL's answers to `lines`, checking that it ended well and wrote no error.
    private func answers(_ lines: String..., file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try ReplProcess.answers(project, lines, file: file, line: line)
    }

    private static func withoutTimings(_ text: String) -> String {
        ReplProcess.withoutTimings(text)
    }

    func testHelpListsEveryCommandWithOneLine() throws {
        let help = try answers(":help").split(separator: "\n")
        let commands = [
            ":help", ":doc", ":tree", ":inspect", ":why", ":state", ":set", ":tap", ":dispatch", ":bind", ":errors", ":trace",
            ":snapshots", ":show", ":replay", ":diff", ":bisect", ":goto", ":reload", ":watch", ":record", ":test", ":cold",
            ":json", ":quit",
        ]
        XCTAssertEqual(help.map { String($0.prefix { $0 != " " }) }, commands + ["SWIFTLITE"])
        XCTAssertTrue(help.contains { $0.hasPrefix(":tree [ID] [--depth N]  ") && $0.hasSuffix("type, id, key props, modifiers") })
    }

    func testDocListsTheDocumentsAndPicksOneByTheEndOfItsPath() throws {
        let output = try answers(":doc", ":doc about.vml", ":tree", ":doc app", ":tree 0.1")
        XCTAssertEqual(output, """
            * app                script  4 nodes  snapshot #1
              screens/about.vml  vml     2 nodes  snapshot #2
            screens/about.vml: 2 nodes
            VStack 0
              Text 0.0 "About"
            app: 4 nodes
            Button 0.1 "Add" tap -> increment

            """)
    }

    func testTreeIsOneNodePerLineAndStopsAtTheDepthAsked() throws {
        let output = try answers(":tree", ":tree --depth 0", ":tree 0.0")
        XCTAssertEqual(output, """
            VStack 0 spacing: 8
              Text 0.0 "Count: 0" · font padding
              Button 0.1 "Add" tap -> increment
              Toggle 0.2 "Milk" isOn <-> todos[0].done
            VStack 0 spacing: 8
              … 3 more nodes
            Text 0.0 "Count: 0" · font padding

            """)
    }

    func testInspectShowsPropsModifiersReadsSourceAndChanges() throws {
        let output = try answers(":dispatch increment", ":inspect 0.0", ":inspect 0.2")
        XCTAssertTrue(output.contains("""
            Text 0.0
            props          text: "Count: 1"
            modifiers      font(.title)
                           padding(4)
            slots          none
            events         none
            bindings       none
            reads          count
            subtree reads  count
            changed in     #3
            source         app.swift:16:9
                             14 | func body() -> Node {
                             15 |     VStack(spacing: 8) {
                           > 16 |         Text("Count: \\(state.get("count"))")
                             17 |             .font(.title)
                             18 |             .padding(4)
            """), output)
        XCTAssertTrue(output.contains("Toggle 0.2 · row\n"), output)
        XCTAssertTrue(output.contains("bindings       isOn <-> todos[0].done\n"), output)
        XCTAssertTrue(output.contains("source         app.swift:11:5\n"), output)
    }

    func testWhyNamesTheReadPathThatChangedWithBeforeAndAfter() throws {
        let output = try answers(":set count 5", ":why 0.0", ":why 0.1")
        XCTAssertTrue(output.hasSuffix("""
            props.text: "Count: 0" -> "Count: 5"
            it reads count, which changed: 0 -> 5
            Button 0.1 did not change in the last reload

            """), output)
    }

    func testASummaryOfAnotherDocumentThanTheOneLookedAtNamesIt() throws {
        let output = try answers(":doc about.vml", ":set count 5")
        XCTAssertEqual(output, """
            screens/about.vml: 2 nodes
            1 changed in app · snapshot #3 · T
            ~ Text 0.0
                props.text: "Count: 0" -> "Count: 5"

            """, "the VML document reads nothing that changed: the change is the app's, with the app's node ids")
    }

    func testStateSetTapDispatchAndBindChangeTheStateAndShowTheDiff() throws {
        let output = try answers(
            ":state count", ":set count 5", ":tap 0.1", ":dispatch add 3", ":bind 0.2 true", ":state todos[0]", ":state")
        XCTAssertEqual(output, """
            0
            1 changed · snapshot #3 · T
            ~ Text 0.0
                props.text: "Count: 0" -> "Count: 5"
            1 changed · snapshot #4 · T
            ~ Text 0.0
                props.text: "Count: 5" -> "Count: 6"
            1 changed · snapshot #5 · T
            ~ Text 0.0
                props.text: "Count: 6" -> "Count: 9"
            no changes · snapshot #6 · T
            {
              "done": true,
              "title": "Milk"
            }
            {
              "count": 9,
              "todos": [
                {
                  "done": true,
                  "title": "Milk"
                }
              ]
            }

            """)
    }

    /// A run the store could not keep (here another process holds the database's lock)
    /// says so after its diff.
    func testARunThatCouldNotBeStoredSaysWhy() throws {
        let database = project.root + "/.workbench/workbench.sqlite"
        let holder = try DatabaseLockHolder(database: database)
        defer { holder.release() }
        XCTAssertEqual(try answers(":set count 5"), """
            1 changed · T
            ~ Text 0.0
                props.text: "Count: 0" -> "Count: 5"
            not stored: \(database): the database is locked by another process (waited 5 s for it to finish)

            """)
    }

    func testMistakesAboutNodesAndPathsAreErrorsThatSayWhy() throws {
        let result = try ReplProcess.run(project, [":tap 0.0", ":inspect 0.9", ":state todos["])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, """
            error: Text 0.0 has no tap action
            error: no node "0.9" in "app"; did you mean "0.0"?
            error: malformed state path "todos[": expected an index (a number) or a quoted key at column 7

            """)
    }

    func testErrorsAndTraceShowTheCrashWithTheSourceOfEachFrame() throws {
        let output = try answers(":errors", ":trace", ":dispatch crash", ":errors", ":trace")
        XCTAssertEqual(output, """
            no errors: the last run of every document succeeded without a warning
            no runtime error: the last run of every document succeeded
            failed · snapshot #3 · T; the state is as it was
            app.swift:7:12: error: index 5 is out of range for an array of 2 elements
             7 |     numbers[index]
               |            ^
            stack trace, innermost first:
              pick at app.swift:7:12
              closure at app.swift:5:48
            app:
            app.swift:7:12: error: index 5 is out of range for an array of 2 elements
             7 |     numbers[index]
               |            ^
            stack trace, innermost first:
              pick at app.swift:7:12
              closure at app.swift:5:48
            app: error: index 5 is out of range for an array of 2 elements
             7 |     numbers[index]
               |            ^
            stack trace, innermost first:
              pick at app.swift:7:12
                  5 | actions["crash"] = { ctx in state.set("count", pick([1, 2], 5)) }
                  6 | func pick(_ numbers: [Int], _ index: Int) -> Int {
                > 7 |     numbers[index]
                  8 | }
                  9 | 
              closure at app.swift:5:48
                  3 | actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
                  4 | actions["add"] = { ctx in state.set("count", (state.get("count") as! Int) + (ctx.payload as! Int)) }
                > 5 | actions["crash"] = { ctx in state.set("count", pick([1, 2], 5)) }
                  6 | func pick(_ numbers: [Int], _ index: Int) -> Int {
                  7 |     numbers[index]

            """)
    }

    func testRecordWritesAScenarioThatTestPlays() throws {
        let output = try answers(":record first", ":dispatch increment", ":set count 5", ":record stop", ":test")
        XCTAssertTrue(output.contains("recording first from the app's current state; :record stop writes scenarios/first.json\n"), output)
        XCTAssertTrue(output.contains("wrote scenarios/first.json: 3 steps (load, dispatch increment, set count 5); workbench test plays it\n"), output)
        XCTAssertTrue(output.contains("PASS first (3 steps) "), output)
        XCTAssertTrue(output.contains("\n\n1 passed, 0 failed in "), output)
        let refused = try ReplProcess.run(project, [":record stop", ":record"])
        XCTAssertEqual(refused.errors, """
            error: nothing is being recorded; :record NAME starts
            error: :record needs a scenario's name, stop or cancel (usage: :record NAME [--cold]|stop|cancel)

            """)
    }

    func testColdChecksTheLiveStateAndResetTakesTheColdOne() throws {
        let output = try answers(":dispatch increment", ":set count 7", ":cold", ":cold reset")
        XCTAssertTrue(output.contains("\ncold start: same state after 2 inputs ("), output)
        XCTAssertTrue(output.contains("\nmade by hand, which no code of the app could make: input 2 (set count 7)\n"), output)
        XCTAssertTrue(output.contains("\nthe app took the state a cold start reaches with the same 2 inputs\nno changes · snapshot #"), output)
        let refused = try ReplProcess.run(project, [":cold now"])
        XCTAssertEqual(refused.errors, "error: unexpected \"now\" (usage: :cold [reset])\n")
    }

    func testACompileErrorIsShownByErrorsAndTraceSaysNothingRan() throws {
        let repl = try ReplProcess(project)
        repl.send(":watch")
        try repl.waitFor("watching", inErrors: true)
        try project.write("app.swift", counterApp.replacingOccurrences(of: "Button(\"Add\", action: \"increment\")", with: "Button(\"Add\", action: \"increment\""))
        try repl.waitFor("the last good tree stays")
        repl.interrupt()
        repl.send(":errors", ":trace")
        XCTAssertEqual(try repl.finish(), 0)
        XCTAssertTrue(repl.output.contains("""
            app:
            app.swift:19:42: error: expected ')' to end function call
            """), repl.output)
        XCTAssertTrue(repl.output.hasSuffix("no runtime error: the last run failed to compile, so nothing ran (:errors shows where)\n"), repl.output)
    }

    func testSnapshotsShowReplayDiffGotoAndBisectAnswerWithTheirReports() throws {
        // Snapshots #3 and #4 count up; an edit breaks increment (#5, waited for so that the
        // numbering is certain); #6 is the crash.
        let repl = try ReplProcess(project)
        repl.send(":dispatch increment", ":dispatch increment", ":watch")
        try repl.waitFor("watching", inErrors: true)
        try project.write("app.swift", counterApp.replacingOccurrences(of: "+ 1)", with: "+ [1][3])"))
        try repl.waitFor("reloaded app (app.swift)")
        repl.interrupt()
        repl.send(":dispatch increment", ":snapshots --crashes", ":show 6", ":replay #6", ":diff 1 4", ":bisect 6", ":goto 3", ":state count")
        XCTAssertEqual(try repl.finish(), 0)
        XCTAssertEqual(repl.errors, "watching every document; Ctrl-C stops\n")
        let output = Self.withoutTimings(repl.output)
        XCTAssertTrue(output.contains("failed · snapshot #6 · T; the state is as it was\napp.swift:3:86: error: index 3 is out of range"), output)
        XCTAssertTrue(output.contains("crash: app.swift:3: index 3 is out of range for an array of 1 element"), output)
        XCTAssertTrue(output.contains("snapshot #6 · action increment · app"), output)
        XCTAssertTrue(output.contains("\nreproduced\n"), output)
        XCTAssertTrue(output.contains("snapshot #1 -> #4"), output)
        XCTAssertTrue(output.contains("~ count: 0 -> 2"), output)
        XCTAssertTrue(output.contains("crash #6 first fails with the program first stored in snapshot #5"), output)
        XCTAssertTrue(output.contains("+ [1][3])"), "bisect shows the edit that broke increment: \(output)")
        XCTAssertTrue(output.hasSuffix("""
            1 changed · snapshot #7 · T
            ~ Text 0.0
                props.text: "Count: 2" -> "Count: 1"
            1

            """), output)
    }

    func testReloadListsTheDocumentsAndWatchPrintsEachReloadUntilCtrlC() throws {
        let repl = try ReplProcess(project)
        repl.send(":reload", ":watch")
        try repl.waitFor("watching every document; Ctrl-C stops", inErrors: true)
        try project.write("app.swift", counterApp.replacingOccurrences(of: "Count: ", with: "Total: "))
        try repl.waitFor("props.text: \"Count: 0\" -> \"Total: 0\"")
        try project.write("screens/about.vml", "<VStack><Text>About us</Text></VStack>\n")
        try repl.waitFor("props.text: \"About\" -> \"About us\"")
        repl.interrupt()
        repl.send(":why 0.0")
        try repl.waitFor("the edit of app.swift at line 16 touched its constructor (line 16)\n")
        XCTAssertEqual(try repl.finish(), 0, "Ctrl-C stops the watch, not the REPL")
        let lines = repl.output.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(Array(lines.prefix(2)), ["* app                script  4 nodes  snapshot #3", "  screens/about.vml  vml     2 nodes  snapshot #2"])
        XCTAssertTrue(repl.output.contains("reloaded app (app.swift) · 1 changed · snapshot #4"), repl.output)
        XCTAssertTrue(repl.output.contains("reloaded screens/about.vml (screens/about.vml) · 1 changed · snapshot #5"), repl.output)
    }

    func testSwiftLiteInputIsEvaluatedAgainstTheLiveState() throws {
        let output = try answers(
            ":set count 2", "(state.get(\"count\") as! Int) * 10", "row([\"title\": \"Bread\", \"done\": true], 3)", "body()",
            "print(\"hello\")", "state.set(\"count\", 7)")
        XCTAssertTrue(output.hasSuffix("""
            20
            Toggle 0 "Bread" isOn <-> todos[3].done
            VStack 0 spacing: 8
              Text 0.0 "Count: 2" · font padding
              Button 0.1 "Add" tap -> increment
              Toggle 0.2 "Milk" isOn <-> todos[0].done
            hello
            nil
            1 changed · snapshot #4 · T
            ~ Text 0.0
                props.text: "Count: 2" -> "Count: 7"

            """), output)
    }

    func testSwiftLiteThatDoesNotCompileShowsTheDiagnostic() throws {
        let result = try ReplProcess.run(project, ["state.get(\"count\""])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("<repl>:"), result.output)
        XCTAssertTrue(result.output.contains("error: expected ')'"), result.output)
    }

    func testJSONModeAnswersEachCommandWithOneCanonicalLine() throws {
        let result = try ReplProcess.run(project, [":json on", ":state count", ":tree 0.1", ":dispatch increment", ":inspect 7", ":json off", ":state count"])
        XCTAssertEqual(result.status, 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, result.output)
        XCTAssertEqual(lines[0], #"{"json":true}"#)
        XCTAssertEqual(lines[1], #"{"path":"count","value":0}"#)
        let tree = try JSONParser.parse(lines[2])
        XCTAssertEqual(tree.objectValue?["node"]?.objectValue?["type"], "Button")
        XCTAssertEqual(try JSONParser.parse(lines[2]).canonicalText, lines[2], "canonical JSON")
        let run = try JSONParser.parse(lines[3])
        XCTAssertEqual(run.objectValue?["summary"], "1 changed")
        XCTAssertEqual(run.objectValue?["ok"], true)
        XCTAssertEqual(lines[4], "1", ":json off brings the text back")
        let error = try JSONParser.parse(String(result.errors.dropLast()))
        XCTAssertEqual(error.objectValue?["error"]?.objectValue?["code"], "notFound")
    }

    func testMistypedCommandsAndMalformedJSONSayWhatWasExpected() throws {
        let result = try ReplProcess.run(project, [":tre", ":set count", ":set count abc", ":dispatch add {", ":tree --depth x", ":show abc", ":json maybe", ":state count"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "0\n", "the REPL goes on after every mistake")
        XCTAssertEqual(result.errors.split(separator: "\n").map(String.init), [
            "error: unknown command :tre; did you mean :tree? (:help lists the commands)",
            "error: :set needs the value to write as JSON (usage: :set PATH JSON)",
            "error: :set expects the value to write as JSON, and abc is not JSON (1:1: expected a value (an object, array, string, number, true, false or null)); a string is written in double quotes: \"abc\"",
            "error: :dispatch expects the payload as JSON, and { is not JSON (1:2: expected a string key in the object)",
            "error: --depth needs a number (usage: :tree [ID] [--depth N])",
            "error: abc is not a snapshot id; ids are the numbers :snapshots lists (usage: :show ID)",
            "error: maybe is neither on nor off (usage: :json on|off)",
        ])
    }

    func testQuitEndsTheSessionAndIgnoresTheRest() throws {
        let result = try ReplProcess.run(project, [":state count", ":quit", ":state count"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "0\n")
    }
}
