import Runtime
import ViewTree
import XCTest

/// `Color.blue` is a view: SwiftUI's view modifiers apply to the `Color` node (its own
/// `opacity` keeps it a color), and `Color(.red)`, `Color(red:green:blue:)` keep their color.
final class ColorViewTests: XCTestCase {
    func testModifiersOfAColorApplyToItsView() throws {
        let session = ScriptSession("""
            import SwiftUI
            struct ContentView: View {
                @State private var taps = 0
                var body: some View {
                    VStack {
                        Color.blue.ignoresSafeArea().opacity(0.5).onTapGesture { taps += 1 }
                        Color.blue.opacity(0.5).frame(height: 10)
                        Color(.red).frame(width: 24)
                        Color(red: 1, green: 0.5, blue: 0).padding()
                        Color.red
                        Text("\\(taps)")
                    }
                }
            }
            #Preview { ContentView() }
            """)
        XCTAssertEqual(session.outline, """
            VStack 0
              Color 0.0 color: .blue tap -> app.swift:6:68 · ignoresSafeArea opacity
              Color 0.1 color: .blue.opacity(0.5) · frame
              Color 0.2 color: .red · frame
              Color 0.3 color: Color(red: 1, green: 0.5, blue: 0) · padding
              Color 0.4 color: .red
              Text 0.5 "0"
            """)
        XCTAssertEqual(session.root?.node(withID: "0.0")?.modifiers[1].arguments, [Argument(.double(0.5))])
        try session.tap("0.0")
        XCTAssertEqual(session.root?.node(withID: "0.5")?.props["text"], "1")
    }

    func testAGradientIsAViewWhereAViewIsExpectedAndAStyleElsewhere() throws {
        let session = ScriptSession("""
            import SwiftUI
            struct Backdrop: View {
                var body: some View {
                    ZStack {
                        LinearGradient(colors: [.blue, .black], startPoint: .top, endPoint: .bottom)
                            .ignoresSafeArea()
                        Text("Hello")
                            .padding()
                            .background(RadialGradient(colors: [.white, .gray], center: .center, startRadius: 0, endRadius: 40))
                    }
                }
            }
            #Preview { Backdrop() }
            """)
        XCTAssertEqual(session.outline, """
            ZStack 0
              LinearGradient 0.0 gradient: LinearGradient(colors: [.blue, .black], startPo… · ignoresSafeArea
              Text 0.1 "Hello" · padding background
            """)
        XCTAssertEqual(session.root?.node(withID: "0.1")?.modifiers[1].arguments.first?.value.description.hasPrefix("RadialGradient("), true)
    }

    func testTheTreeShowsStringsAsSwiftSourceWritesThem() throws {
        let session = ScriptSession(#"""
            import SwiftUI
            #Preview { Text("Joe's \"quote\" \\ tab\t") }
            """#)
        XCTAssertEqual(session.outline, #"Text 0 "Joe's \"quote\" \\ tab\t""#)
    }
}
