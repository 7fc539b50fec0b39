import Foundation
import XCTest

/// `workbench run PATH [--preview NAME] [--tap ID]...` on a SwiftUI program.
final class RunSwiftUICommandTests: XCTestCase {
    private var script = ""

    override func setUpWithError() throws {
        script = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-\(UUID().uuidString).swift").path
        try """
            import SwiftUI

            struct Counter: View {
                var step = 1
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("Count: \\(count)")
                        Button("+") { count += step }
                        ForEach(0..<count, id: \\.self) { i in Text("row \\(i)") }
                            .onDelete { offsets in count -= offsets.count }
                    }
                }
            }

            #Preview { Counter() }
            #Preview("By ten") { Counter(step: 10) }
            """.write(toFile: script, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: script)
    }

    func testTapsRunInOrderAndTheTreeAfterTheLastIsPrinted() throws {
        let result = try runWorkbench(["run", script, "--tap", "0.1", "--tap", "0.1", "--tap", "0.@0/delete", "--print-state"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("""
            VStack 0
              Text 0.0 "Count: 1"
              Button 0.1 "+" tap -> 
            """), result.output)
        XCTAssertTrue(result.output.contains(#""count": 1"#), result.output)
    }

    func testTheHandlersOfTheViewsThatAppearRunAfterTheRenderAsInSwiftUI() throws {
        try """
            import SwiftUI
            struct Loader: View {
                @State private var items: [String] = []
                var body: some View {
                    List(items, id: \\.self) { item in
                        Text(item).onAppear { if item == "b" { items.append("c") } }
                    }
                    .onAppear { items = ["a"] }
                    .task { items.append("b") }
                }
            }
            #Preview { Loader() }
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let file = URL(fileURLWithPath: script).lastPathComponent
        let result = try runWorkbench(["run", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            List 0 appear -> \(file):8:19 task -> \(file):9:15
              Text 0.@a "a" appear -> \(file):6:33
              Text 0.@b "b" appear -> \(file):6:33#2
              Text 0.@c "c" appear -> \(file):6:33#3

            """)
        let without = try runWorkbench(["run", script, "--no-appear"])
        XCTAssertEqual(without.output, "List 0 appear -> \(file):8:19 task -> \(file):9:15\n", without.errors)
    }

    func testATapThatChangesAWatchedValueRunsItsOnChange() throws {
        try """
            import SwiftUI
            struct Counter: View {
                @State private var count = 0
                @State private var log: [String] = []
                var body: some View {
                    VStack {
                        Button("+") { count += 1 }
                        Text(log.joined(separator: ", "))
                    }
                    .onChange(of: count) { old, new in log.append("\\(old)->\\(new)") }
                }
            }
            #Preview { Counter() }
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try runWorkbench(["run", script, "--tap", "0.0", "--tap", "0.0"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#"Text 0.1 "0->1, 1->2""#), result.output)
        let without = try runWorkbench(["run", script, "--tap", "0.0", "--no-appear"])
        XCTAssertTrue(without.output.contains(#"Text 0.1 """#), without.output)
    }

    func testATapOfAToggleFlipsItsBindingAsInSwiftUI() throws {
        try """
            import SwiftUI
            @Observable class Book { var isRead = false }
            struct Settings: View {
                @State private var notify = true
                @State private var book = Book()
                var body: some View {
                    Form {
                        Toggle("Notify", isOn: $notify)
                        Toggle("Read", isOn: $book.isRead)
                        Text(notify ? "on" : "off")
                        if book.isRead { Image(systemName: "checkmark") }
                    }
                    .onChange(of: notify) { old, new in print("notify", old, "->", new) }
                }
            }
            #Preview { Settings() }
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try runWorkbench(["run", script, "--tap", "0.0", "--tap", "0.1"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("notify true -> false\n"), result.output)
        XCTAssertTrue(result.output.contains(#"Text 0.2 "off""#), result.output)
        XCTAssertTrue(result.output.contains(#"Image 0.3 "checkmark""#), result.output)
        let twice = try runWorkbench(["run", script, "--tap", "0.0", "--tap", "0.0", "--no-appear"])
        XCTAssertTrue(twice.output.contains(#"Text 0.2 "on""#), twice.output)
    }

    func testAStepperStepsWithinItsRangeAndATapOnAPickersOptionSelectsIt() throws {
        try """
            import SwiftUI
            enum Size: String, CaseIterable { case small, large }
            struct Order: View {
                @State private var cups = 1
                @State private var size = Size.small
                var body: some View {
                    Form {
                        Stepper("Cups: \\(cups)", value: $cups, in: 1...3)
                        Picker("Size", selection: $size) {
                            ForEach(Size.allCases, id: \\.self) { size in Text(size.rawValue).tag(size) }
                        }
                        Text("\\(cups) \\(size.rawValue)")
                    }
                }
            }
            #Preview { Order() }
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let steps = ["0.0/increment", "0.0/increment", "0.0/increment", "0.0/decrement", "0.1.@large"]
        let result = try runWorkbench(["run", script] + steps.flatMap { ["--tap", $0] })
        XCTAssertEqual(result.status, 0, result.errors)
        // Three increments stop at the range's end, 3; the decrement makes it 2.
        XCTAssertTrue(result.output.contains(#"Text 0.2 "2 large""#), result.output)
        let unknown = try runWorkbench(["run", script, "--tap", "0.2/increment"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.errors.contains("Text 0.2 has no increment action"), unknown.errors)
    }

    func testASelectionOfAViewsItemsByTheirUUIDHoldsAcrossRenders() throws {
        // The view's `let items` are made again by every run; SwiftUI keeps them between
        // renders, so their ids must not change under the selection. Items an action adds
        // get fresh ids.
        try """
            import SwiftUI
            struct Item: Identifiable { let id = UUID(); var name: String }
            struct Picker: View {
                let samples = [Item(name: "a"), Item(name: "b")]
                @State private var added: [Item] = []
                @State private var selected: Item.ID?
                var body: some View {
                    VStack {
                        ForEach(samples + added) { item in
                            Text(item.name + (selected == item.id ? " ✓" : ""))
                        }
                        Button("pick b") { selected = samples[1].id }
                        Button("add") { added.append(Item(name: "new")); added.append(Item(name: "newer")) }
                        Text(Set((samples + added).map(\\.id)).count == samples.count + added.count ? "distinct" : "repeated")
                    }
                }
            }
            #Preview { Picker() }
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try runWorkbench(["run", script, "--tap", "0.2", "--tap", "0.3"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#""b ✓""#), result.output)
        XCTAssertFalse(result.output.contains(#""a ✓""#), result.output)
        XCTAssertTrue(result.output.contains(#""newer""#), result.output)
        XCTAssertTrue(result.output.contains(#""distinct""#), result.output)
    }

    func testPreviewPicksADocumentByItsTitle() throws {
        let result = try runWorkbench(["run", script, "--preview", "By ten", "--tap", "0.1"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#"Text 0.0 "Count: 10""#), result.output)
    }

    func testATapOfANodeThatIsNotThereSaysWhichAreNear() throws {
        let result = try runWorkbench(["run", script, "--tap", "0.2"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "error: --tap 0.2: there is no node 0.2; did you mean 0.0?\n")
        let noEvent = try runWorkbench(["run", script, "--tap", "0.0"])
        XCTAssertEqual(noEvent.errors, "error: --tap 0.0: Text 0.0 has no tap action\n")
    }

    func testAnUnknownPreviewNamesThePreviews() throws {
        let result = try runWorkbench(["run", script, "--preview", "Huge"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains(#"there is no preview named "Huge"; the previews are "Preview 1", "By ten""#), result.errors)
    }

    func testExportGivesAPreviewsVMLTwin() throws {
        let result = try runWorkbench(["export", "--vml", script, "--preview", "By ten"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("<VStack>\n  <Text>Count: 0</Text>\n  <Button>+</Button>\n</VStack>"), result.output)
    }
}
