import Runtime
import ViewTree
import XCTest

/// An optional `@State` or observable property set to nil holds nil, as in SwiftUI: it
/// does not start again from its initial value on the next render, nor after a reload.
final class OptionalViewStateTests: XCTestCase {
    func testAnOptionalStateSetToNilStaysNil() throws {
        let app = ScriptSession("""
            import SwiftUI
            struct Selection: View {
                @State private var selected: Int? = 1
                var body: some View {
                    VStack {
                        Text(selected.map { "picked \\($0)" } ?? "none")
                        Button("Clear") { selected = nil }
                        Button("Pick 2") { selected = 2 }
                    }
                }
            }
            #Preview { Selection() }
            """)
        XCTAssertEqual(app.root?.node(withID: "0.0")?.props["text"], "picked 1")
        try app.tap("0.1")
        XCTAssertEqual(app.root?.node(withID: "0.0")?.props["text"], "none")
        XCTAssertEqual(app.state, ["local": ["0": ["Selection": ["selected": nil]]]])
        try app.tap("0.2")
        XCTAssertEqual(app.root?.node(withID: "0.0")?.props["text"], "picked 2")
    }

    func testAnObservablesOptionalPropertySetToNilStaysNil() throws {
        let app = ScriptSession("""
            import SwiftUI
            @Observable final class Model { var picked: String? = "apple" }
            struct Basket: View {
                @State private var model = Model()
                var body: some View {
                    VStack {
                        Text(model.picked ?? "nothing")
                        Button("Clear") { model.picked = nil }
                    }
                }
            }
            #Preview { Basket() }
            """)
        try app.tap("0.1")
        XCTAssertEqual(app.root?.node(withID: "0.0")?.props["text"], "nothing")
        XCTAssertEqual(app.state, ["local": ["0": ["Basket": ["model": ["picked": nil]]]]])
    }
}
