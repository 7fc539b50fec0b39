import Runtime
import ViewTree
import XCTest

/// Values as views show them: `Text(_:format:)`, `Text(_:style:)`, a range's and a
/// colour's `description`, a stepper whose label is its first trailing closure, and a
/// `#Preview`'s own `@Previewable` state.
final class FormattedValueViewTests: XCTestCase {
    func testTextFormatsNumbersAndDatesAsFoundationDoes() throws {
        let session = ScriptSession(#"""
            import SwiftUI
            struct Receipt: View {
                let price = 1234.5
                let due: Date = 1718466300
                var body: some View {
                    VStack {
                        Text(price, format: .currency(code: "USD"))
                        Text(price, format: .number.precision(.fractionLength(0)))
                        Text(0.25, format: .percent)
                        Text(due, format: Date.FormatStyle(date: .numeric, time: .omitted))
                        Text(due, style: .date)
                        Text(due, style: .time)
                        Text("\(price.formatted()) in \(1...5)")
                    }
                }
            }
            #Preview { Receipt() }
            """#)
        XCTAssertEqual(session.root?.children.map { $0.props["text"] }, [
            "$1,234.50", "1,234", "25%", "6/15/2024", "June 15, 2024", "3:45\u{202F}PM", "1,234.5 in 1...5",
        ])
    }

    func testAnInterpolationWithAFormatAndLabeledContentWithAFormatWriteTheValueAsTheStyleDoes() throws {
        let session = ScriptSession(#"""
            import SwiftUI
            struct Total: View {
                let total = 7.5
                var body: some View {
                    Form {
                        Text("Price: \(total, format: .currency(code: "USD")) for \(3, format: .number) scoops")
                        LabeledContent("Total", value: total, format: .currency(code: "EUR"))
                        LabeledContent("Plain", value: "text")
                    }
                }
            }
            #Preview { Total() }
            """#)
        let rows = try XCTUnwrap(session.root?.children)
        XCTAssertEqual(rows[0].props["text"], "Price: $7.50 for 3 scoops")
        XCTAssertEqual(rows[1].props["value"], "€7.50")
        XCTAssertEqual(rows[2].props["value"], "text")
    }

    func testAStepperWhoseLabelIsItsFirstTrailingClosureAndAColorsDescription() throws {
        let session = ScriptSession(#"""
            import SwiftUI
            struct Colors: View {
                @State private var value = 0
                let colors: [Color] = [.orange, .red]
                var body: some View {
                    Stepper {
                        Text("Color: \(colors[value].description) \(Color.blue.description)")
                    } onIncrement: {
                        value = 1
                    } onDecrement: {
                        value = 0
                    }
                }
            }
            #Preview { Colors() }
            """#)
        XCTAssertNil(session.root?.props["title"])
        XCTAssertEqual(session.root?.children.map { $0.props["text"] }, ["Color: orange blue"])
        try session.tap("0", "increment")
        XCTAssertEqual(session.root?.children.map { $0.props["text"] }, ["Color: red blue"])
    }

    func testPreviewableStateIsThePreviewsOwn() throws {
        let session = ScriptSession(#"""
            import SwiftUI
            struct Row: View {
                @Binding var done: Bool
                var body: some View {
                    Button(done ? "Done" : "To do") { done.toggle() }
                }
            }
            #Preview {
                @Previewable @State var done = false
                @Previewable
                @State var other: Date = .now
                Row(done: $done)
            }
            """#)
        XCTAssertEqual(session.result.warnings.map(\.message), [])
        XCTAssertEqual(session.root?.props["title"], "To do")
        try session.tap("0")
        XCTAssertEqual(session.root?.props["title"], "Done")
        XCTAssertEqual(session.state.objectValue?["local"]?.objectValue?["0"]?.objectValue?["Preview-8"]?.objectValue?["done"], true)
    }

    /// A `Set` in `@State` is kept as an array of its elements and read back as the set,
    /// whatever its elements: UUIDs (`Hashable`, as in Swift), enum cases, structs.
    func testSetsInStateRoundTripWhateverTheirElements() throws {
        let session = ScriptSession(#"""
            import SwiftUI
            enum Flavor: String, Hashable { case vanilla, chocolate }
            struct Point: Hashable { var x: Int }
            struct Picker: View {
                @State private var ids = Set<UUID>()
                @State private var flavors: Set<Flavor> = [.vanilla]
                @State private var points = Set<Point>()
                var body: some View {
                    Button("\(ids.count) \(flavors.count) \(points.count) \(flavors.contains(.chocolate))") {
                        let id = UUID()
                        ids.insert(id)
                        ids.insert(id)
                        flavors.insert(.chocolate)
                        points.insert(Point(x: ids.count))
                    }
                }
            }
            #Preview { Picker() }
            """#)
        try session.tap("0")
        try session.tap("0")
        XCTAssertEqual(session.result.warnings.map(\.message), [])
        XCTAssertEqual(session.root?.props["title"], "2 2 2 true")
        let state = session.state.objectValue?["local"]?.objectValue?["0"]?.objectValue?["Picker"]
        XCTAssertEqual(state?.objectValue?["flavors"], ["vanilla", "chocolate"])
        XCTAssertEqual(state?.objectValue?["ids"]?.arrayValue?.count, 2)
    }
}
