import Runtime
import ViewTree
import XCTest

/// Presentation as SwiftUI does it (docs/swiftui.md#presentation): an alert's buttons close
/// it, `dismiss()` closes the sheet it is in, navigation by value pushes screens, a disabled
/// view takes no events, a `DisclosureGroup` opens and closes by itself.
final class SwiftUIPresentationTests: XCTestCase {
    private typealias App = CorpusApp

    // MARK: - An alert's buttons close it

    func testEachButtonOfAnAlertClosesItAfterItsClosure() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct V: View {
                @State private var showing = false
                @State private var log = ""
                var body: some View {
                    Button("Ask") { showing = true }
                        .alert("Sure?", isPresented: $showing) {
                            Button("Delete", role: .destructive) { log += "deleted" }
                            Button("Cancel", role: .cancel) { }
                        } message: {
                            Text("It goes")
                        }
                }
            }
            #Preview { V() }
            """)
        XCTAssertEqual(try app.node("0.message.0").props["text"], "It goes")
        try app.tap("0")
        XCTAssertEqual(app.value(#"local["0"].V"#), ["showing": true, "log": ""])
        try app.tap("0.alert.0")
        XCTAssertEqual(app.value(#"local["0"].V"#), ["showing": false, "log": "deleted"])
        try app.tap("0")
        try app.tap("0.alert.1")
        XCTAssertEqual(app.value(#"local["0"].V"#), ["showing": false, "log": "deleted"])
    }

    func testAnAlertButtonThatFailsLeavesTheAlertOpen() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct V: View {
                @State private var showing = true
                @State private var items: [Int] = []
                var body: some View {
                    Text("x").alert("Oops", isPresented: $showing) {
                        Button("Remove") { items.removeLast() }
                    }
                }
            }
            #Preview { V() }
            """)
        let message = try app.failingTap("0.alert.0")
        XCTAssertFalse(message.isEmpty)
        XCTAssertEqual(app.value(#"local["0"].V.showing"#), true, "all or nothing: the alert stays open")
    }

    func testTheOlderAlertValueItsItemAndAnActionSheetClose() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct Show: Identifiable { var id: String { name }; var name: String }
            struct V: View {
                @State private var score = false
                @State private var picked: Show?
                @State private var sheet = false
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Score") { score = true }
                            .alert(isPresented: $score) {
                                Alert(title: Text("Score"), message: Text("1"), dismissButton: .default(Text("Continue")) { count += 1 })
                            }
                        Button("Pick") { picked = Show(name: "Ted") }
                            .alert(item: $picked) { show in
                                Alert(title: Text(show.name), dismissButton: .cancel())
                            }
                        Button("Act") { sheet = true }
                            .actionSheet(isPresented: $sheet) {
                                ActionSheet(title: Text("Do"), buttons: [.destructive(Text("Reset")) { count = 0 }, .cancel()])
                            }
                        Button("Dialog") { sheet = true }
                            .confirmationDialog("Sure?", isPresented: $sheet) {
                                Button("Add") { count += 10 }
                            }
                    }
                }
            }
            #Preview { V() }
            """)
        try app.tap("0.0")
        try app.tap("0.0.alert.0.0")
        XCTAssertEqual(app.value(#"local["0"].V.score"#), false)
        XCTAssertEqual(app.value(#"local["0"].V.count"#), 1)
        try app.tap("0.1")
        XCTAssertEqual(app.texts(under: try app.node("0.1.alert.0")), ["Cancel", "Ted"])
        try app.tap("0.1.alert.0.0")
        XCTAssertEqual(app.value(#"local["0"].V.picked"#), .null)
        XCTAssertNil(try app.node("0.1").slots["alert"]?.first, "a nil item presents nothing")
        try app.tap("0.2")
        try app.tap("0.2.actionSheet.0.1")
        XCTAssertEqual(app.value(#"local["0"].V.sheet"#), false)
        try app.tap("0.3")
        try app.tap("0.3.confirmationDialog.0")
        XCTAssertEqual(app.value(#"local["0"].V.sheet"#), false)
        XCTAssertEqual(app.value(#"local["0"].V.count"#), 11)
    }

    // MARK: - dismiss() closes the presentation it is in

    func testDismissClosesTheSheetOrCoverItIsIn() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Close") { dismiss() }
                }
            }
            struct OldEditor: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    Button(presentationMode.wrappedValue.isPresented ? "In a sheet" : "Alone") {
                        presentationMode.wrappedValue.dismiss()
                    }
                }
            }
            struct Item: Identifiable { var id: Int }
            struct V: View {
                @State private var sheet = true
                @State private var cover = true
                @State private var item: Item?
                var body: some View {
                    VStack {
                        Text("a").sheet(isPresented: $sheet) { Editor() }
                        Text("b").fullScreenCover(isPresented: $cover) { OldEditor() }
                        Button("c") { item = Item(id: 1) }.sheet(item: $item) { item in Editor() }
                        Editor()
                        OldEditor()
                    }
                }
            }
            #Preview { V() }
            """)
        try app.tap("0.0.sheet.0")
        XCTAssertEqual(app.value(#"local["0"].V.sheet"#), false)
        XCTAssertEqual(try app.node("0.1.fullScreenCover.0").props["title"], "In a sheet")
        try app.tap("0.1.fullScreenCover.0")
        XCTAssertEqual(app.value(#"local["0"].V.cover"#), false)
        try app.tap("0.2")
        XCTAssertEqual(app.value(#"local["0"].V.item"#), ["id": 1])
        try app.tap("0.2.sheet.0")
        XCTAssertEqual(app.value(#"local["0"].V.item"#), .null)
        // Outside any presentation, dismiss() does nothing.
        let before = app.value(#"local["0"].V"#)
        try app.tap("0.3")
        XCTAssertEqual(try app.node("0.4").props["title"], "Alone")
        try app.tap("0.4")
        XCTAssertEqual(app.value(#"local["0"].V"#), before)
    }

    // MARK: - A disabled view takes no events

    func testADisabledViewOrAnAncestorsRefusesItsEvents() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct V: View {
                @State private var on = false
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Off") { count += 1 }.disabled(true)
                        Button("On") { count += 1 }.disabled(on)
                        Form {
                            Toggle("T", isOn: $on)
                            Button("Inner") { count += 1 }.disabled(false)
                        }
                        .disabled(count > 0)
                    }
                }
            }
            #Preview { V() }
            """)
        XCTAssertEqual(app.root.disabledRefusal(of: "0.0"), "Button 0.0 is disabled")
        XCTAssertNil(app.root.disabledRefusal(of: "0.1"))
        XCTAssertNil(app.root.disabledRefusal(of: "0.2.1"))
        XCTAssertNil(app.root.disabledRefusal(of: "9"), "no node, no refusal")
        try app.tap("0.1")
        // .disabled(false) inside a disabled view does not enable it again, as in SwiftUI.
        XCTAssertEqual(app.root.disabledRefusal(of: "0.2.1"), "Button 0.2.1 is disabled (by .disabled(true) on Form 0.2)")
        XCTAssertEqual(app.root.disabledRefusal(of: "0.2.0"), "Toggle 0.2.0 is disabled (by .disabled(true) on Form 0.2)")
    }

    // MARK: - A DisclosureGroup keeps its own expansion

    func testADisclosureGroupWithoutABindingOpensAndClosesByItself() throws {
        let app = try App(source:
            """
            import SwiftUI
            struct V: View {
                @State private var open = true
                @State private var shown = true
                var body: some View {
                    VStack {
                        if shown {
                            DisclosureGroup("Own") { Text("a") }
                        }
                        DisclosureGroup("Bound", isExpanded: $open) { Text("b") }
                        Button("Hide") { shown.toggle() }
                    }
                }
            }
            #Preview { V() }
            """)
        let own = #"local["0.0"].DisclosureGroup.isExpanded"#
        XCTAssertEqual(try app.node("0.0").bindings["isExpanded"], own)
        XCTAssertEqual(app.value(own), false)
        try app.tap("0.0")
        XCTAssertEqual(app.value(own), true)
        try app.tap("0.0")
        XCTAssertEqual(app.value(own), false)
        try app.tap("0.0")
        // With isExpanded: it binds, and a tap toggles the bound state.
        XCTAssertEqual(try app.node("0.1").bindings["isExpanded"], #"local["0"].V.open"#)
        try app.tap("0.1")
        XCTAssertEqual(app.value(#"local["0"].V.open"#), false)
        XCTAssertEqual(app.value(#"local["0.1"]"#), .null, "a bound group keeps no state of its own")
        // Its state is view-local: it goes when the group leaves the tree, and starts closed again.
        try app.tap("0.2")
        XCTAssertEqual(app.value(#"local["0.0"]"#), .null)
        try app.tap(try XCTUnwrap(app.root.children.last?.id))
        XCTAssertEqual(app.value(own), false)
    }
}
