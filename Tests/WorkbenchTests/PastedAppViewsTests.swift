import Foundation
import ProcessTestSupport
import XCTest

/// `workbench run` on views written as apps write them: sample data in extensions, colors
/// in models, the Foundation and SwiftUI types such views use. Each test asserts what the
/// user sees: the tree, the state, the one error.
final class PastedAppViewsTests: XCTestCase {
    /// The script's file name, which the tree's sources and the errors name.
    private let file = "pasted-\(UUID().uuidString).swift"

    /// Runs `workbench run` on `source`, written to a file of its own, with `arguments` after it.
    private func run(_ source: String, _ arguments: [String] = []) throws -> ProcessRun {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(file).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try runWorkbench(["run", path] + arguments)
    }

    func testStateInitializedFromAStaticPropertyOfAnExtensionHasThePropertysType() throws {
        // `@State var habits = Habit.samples` is `[Habit]`, not `Habit` as `Color.red` is Color.
        let source = """
            import SwiftUI
            struct Habit: Identifiable { var id: Int; var name: String; var done = false }
            extension Habit {
                static let samples: [Habit] = [Habit(id: 1, name: "Read"), Habit(id: 2, name: "Run")]
                static let featured = samples
            }
            struct Habits: View {
                @State private var habits = Habit.samples
                @State private var featured = Habit.featured
                var body: some View {
                    VStack {
                        Text("\\(habits.filter(\\.done).count) of \\(featured.count) done")
                        Button("Done") { habits[0].done = true }
                    }
                }
            }
            #Preview { Habits() }
            """
        let result = try run(source, ["--tap", "0.1", "--tap", "0.1"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("VStack 0\n  Text 0.0 \"1 of 2 done\""), result.output)
    }

    func testAColorInAModelKeptInStateIsWrittenAsSwiftAndReadBackAsTheColor() throws {
        let source = """
            import SwiftUI
            struct Tag: Identifiable { var id: Int; var color: Color; var count = 0 }
            struct Tags: View {
                @State private var tags = [
                    Tag(id: 1, color: .blue),
                    Tag(id: 2, color: Color(hue: 0.5, saturation: 0.6, brightness: 0.9).opacity(0.5)),
                ]
                @State private var accent = Color.red
                var body: some View {
                    ForEach(tags) { tag in
                        Text("\\(tag.count)").foregroundStyle(tag.color)
                            .onTapGesture { tags[tag.id - 1].count += 1 }
                    }
                    .tint(accent)
                }
            }
            #Preview { Tags() }
            """
        let result = try run(source, ["--tap", "0.@2", "--json", "--print-state"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#""color": ".blue""#), result.output)
        XCTAssertTrue(result.output.contains(#""color": "Color(hue: 0.5, saturation: 0.6, brightness: 0.9).opacity(0.5)""#), result.output)
        XCTAssertTrue(result.output.contains(#""accent": "Color.red""#), result.output)
        // After the tap the rows were read back from the state: the first row's style is
        // the color `.blue` again, not the string ".blue".
        XCTAssertTrue(result.output.contains(#"""
                        "args": [
                          {
                            "value": {
                              "member": [
                                {
                                  "name": "blue"
            """#), result.output)
        let tree = try run(source, ["--tap", "0.@2"])
        XCTAssertTrue(tree.output.contains("Text 0.@2 \"1\""), tree.output)
    }

    func testAChatViewsScrollViewReaderToolbarGroupAndContinuousCornersRun() throws {
        let source = """
            import SwiftUI
            struct Message: Identifiable { let id: Int; let text: String; let sentAt: Date }
            struct Chat: View {
                @State private var messages = [Message(id: 1, text: "Hi", sentAt: Date(timeIntervalSince1970: 1_700_000_000))]
                var body: some View {
                    NavigationStack {
                        ScrollViewReader { proxy in
                            ScrollView {
                                ForEach(messages) { message in
                                    Text(message.text)
                                        .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(.blue))
                                }
                            }
                            .onChange(of: messages.count) { _, _ in
                                if let last = messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
                            }
                        }
                        .toolbar {
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Send") { messages.append(Message(id: 2, text: "Hello", sentAt: Date(timeIntervalSince1970: 1_700_000_060))) }
                                Link("Help", destination: URL(string: "https://example.com/help")!)
                            }
                        }
                    }
                }
            }
            #Preview { Chat() }
            """
        let result = try run(source, ["--tap", "0.0.toolbar.0.0", "--print-state"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("""
              ScrollViewReader 0.0 · toolbar
                ScrollView 0.0.0 change:local["0"].Chat.messages -> \(file):14:47
                  Text 0.0.0.@1 "Hi" · background
                    content:
                      RoundedRectangle 0.0.0.@1.content.0 cornerRadius: 16, style: .continuous · fill
                  Text 0.0.0.@2 "Hello" · background
            """), result.output)
        XCTAssertTrue(result.output.contains("""
                  ToolbarItemGroup 0.0.toolbar.0 placement: .bottomBar
                    Button 0.0.toolbar.0.0 "Send" tap -> \(file):20:36
                    Link 0.0.toolbar.0.1 "Help", destination: "https://example.com/help"
            """), result.output)
        XCTAssertTrue(result.output.contains(#""sentAt": 1700000060.0"#), result.output)
    }

    func testANavigationSplitViewBindsItsColumnVisibility() throws {
        let source = """
            import SwiftUI
            struct Mail: View {
                @State private var visibility = NavigationSplitViewVisibility.all
                var body: some View {
                    NavigationSplitView(columnVisibility: $visibility) {
                        Text("Mailboxes")
                    } detail: {
                        Button("Focus") { visibility = .detailOnly }
                    }
                }
            }
            #Preview { Mail() }
            """
        let result = try run(source, ["--tap", "0.detail.0", "--print-state"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("""
            NavigationSplitView 0 columnVisibility <-> local["0"].Mail.visibility
              Text 0.0 "Mailboxes"
            """), result.output)
        XCTAssertTrue(result.output.contains(#""visibility": ".detailOnly""#), result.output)
    }

    func testACallOfAnUnknownTypeWithLabelsIsOneError() throws {
        let source = """
            import SwiftUI
            struct About: View {
                var body: some View {
                    Text(Bundle.main.appName(label: "x"))
                    Text(Unknown(string: "x"))
                }
            }
            #Preview { About() }
            """
        let result = try run(source)
        XCTAssertEqual(result.status, 1)
        let errors = result.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors, [
            "\(file):4:14: error: cannot find 'Bundle' in scope",
            "\(file):5:14: error: cannot find 'Unknown' in scope",
        ], result.errors)
    }

    func testAForEachClosureOfTwoParametersTakesEachEnumeratedPairApart() throws {
        // `{ index, song in }` over `Array(queue.enumerated())`, as Swift allows a closure to.
        let source = """
            import SwiftUI
            struct Queue: View {
                @State private var songs = ["Naima", "So What"]
                @State private var current = 0
                var body: some View {
                    ForEach(Array(songs.enumerated()), id: \\.element) { index, song in
                        Text(index == current ? "> \\(song)" : song).onTapGesture { current = index }
                    }
                }
            }
            #Preview { Queue() }
            """
        let result = try run(source, ["--tap", "0.@So What"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("""
            Group 0
              Text 0.@Naima "Naima" tap
            """), result.output)
        XCTAssertTrue(result.output.contains(#"Text 0.@So What "> So What" tap"#), result.output)
    }

    func testARangeWithADoubleBoundIsARangeOfDoublesForSlidersAndGauges() throws {
        // `0...song.duration`: the literal is a Double beside a Double, as Swift types it.
        let source = """
            import SwiftUI
            struct Player: View {
                let duration = 337.0
                @State private var progress = 0.0
                var body: some View {
                    VStack {
                        Slider(value: $progress, in: 0...duration)
                        Gauge(value: progress, in: 0.0...1.0) { Text("Level") }
                        Text((0.0..<duration).contains(progress) ? "in" : "out")
                        Text("\\((1...duration).upperBound)")
                    }
                }
            }
            #Preview { Player() }
            """
        let result = try run(source)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#"Slider 0.0 in: ClosedRange(lowerBound: 0.0, upperBound: 337.0) value <-> local["0"].Player.progress"#), result.output)
        XCTAssertTrue(result.output.contains("Gauge 0.1 in: ClosedRange(lowerBound: 0.0, upperBound: 1.0), value: 0.0\n    Text 0.1.0 \"Level\""), result.output)
        XCTAssertTrue(result.output.contains(#"Text 0.2 "in""#), result.output)
        XCTAssertTrue(result.output.contains(#"Text 0.3 "337.0""#), result.output)
    }

    func testTextsJoinedWithPlusAreOneText() throws {
        let source = """
            import SwiftUI
            struct Status: View {
                @State private var name = "Fern"
                var body: some View {
                    (Text("Last watered: ") + Text(name).bold() + Text(".")).font(.callout)
                }
            }
            #Preview { Status() }
            """
        let result = try run(source)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "Text 0 \"Last watered: Fern.\" · font\n")
    }

    func testRefreshableIsAnEventRunOnRefreshNotWhenTheListIsBuilt() throws {
        let source = """
            import SwiftUI
            struct Inbox: View {
                @State private var refreshes = 0
                @State private var editMode: EditMode = .inactive
                var body: some View {
                    List {
                        Text("Refreshed \\(refreshes) times")
                        Text(editMode.isEditing ? "editing" : "browsing")
                    }
                    .refreshable { refreshes += 1 }
                    .environment(\\.editMode, $editMode)
                }
            }
            #Preview { Inbox() }
            """
        let built = try run(source)
        XCTAssertEqual(built.status, 0, built.errors)
        XCTAssertTrue(built.output.contains(#"Text 0.0 "Refreshed 0 times""#), built.output)
        XCTAssertTrue(built.output.contains(#"Text 0.1 "browsing""#), built.output)
        let refreshed = try run(source, ["--tap", "0/refresh", "--print-state"])
        XCTAssertEqual(refreshed.status, 0, refreshed.errors)
        XCTAssertTrue(refreshed.output.contains(#"Text 0.0 "Refreshed 1 times""#), refreshed.output)
        XCTAssertTrue(refreshed.output.contains(#""editMode": "inactive""#), refreshed.output)
    }

    func testShareLinkViewThatFitsAndALocaleInTheEnvironmentAreViews() throws {
        let source = """
            import SwiftUI
            struct Report: View {
                var body: some View {
                    VStack {
                        ViewThatFits(in: .horizontal) {
                            Text("CPU at 42 percent")
                            Text("CPU")
                        }
                        ShareLink(item: "CPU at 42%") {
                            Label("Share", systemImage: "square.and.arrow.up")
                        }
                    }
                    .environment(\\.locale, Locale(identifier: "de_DE"))
                }
            }
            #Preview { Report() }
            """
        let result = try run(source)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("""
            VStack 0 · environment
              ViewThatFits 0.0 in: .horizontal
                Text 0.0.0 "CPU at 42 percent"
                Text 0.0.1 "CPU"
              ShareLink 0.1 item: "CPU at 42%"
                Label 0.1.0
            """), result.output)
    }
}
