import Runtime
import ViewTree
import XCTest

/// A view's stored property that holds a view builder, set through the memberwise
/// initializer: the closure passed is a view builder, as SwiftUI's `@ViewBuilder` says.
final class ViewBuilderPropertyTests: XCTestCase {
    func testAStoredViewBuilderClosureBuildsEachStatement() throws {
        let session = ScriptSession("""
            import SwiftUI
            struct GridStack<Content: View>: View {
                let rows: Int
                let columns: Int
                @ViewBuilder let content: (Int, Int) -> Content
                var body: some View {
                    VStack {
                        ForEach(0..<rows, id: \\.self) { row in
                            HStack {
                                ForEach(0..<columns, id: \\.self) { column in
                                    content(row, column)
                                }
                            }
                        }
                    }
                }
            }
            #Preview {
                GridStack(rows: 2, columns: 2) { row, column in
                    Image(systemName: "\\(row * 4 + column).circle")
                    Text("R\\(row) C\\(column)")
                }
            }
            """)
        XCTAssertEqual(session.outline, """
            VStack 0
              HStack 0.@0
                Image 0.@0.@0 "0.circle"
                Text 0.@0.@0#1 "R0 C0"
                Image 0.@0.@1 "1.circle"
                Text 0.@0.@1#1 "R0 C1"
              HStack 0.@1
                Image 0.@1.@0 "4.circle"
                Text 0.@1.@0#1 "R1 C0"
                Image 0.@1.@1 "5.circle"
                Text 0.@1.@1#1 "R1 C1"
            """)
    }

    func testContentClosuresAndViewBuilderContent() throws {
        let session = ScriptSession("""
            import SwiftUI
            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View { VStack { content() } }
            }
            struct Box<Content: View>: View {
                var title: String
                @ViewBuilder var content: Content
                var body: some View { HStack { Text(title); content } }
            }
            #Preview {
                VStack {
                    Card { Text("one") }
                    Box(title: "box") {
                        Text("a")
                        if true { Text("b") }
                    }
                }
            }
            """)
        XCTAssertEqual(session.outline, """
            VStack 0
              VStack 0.0
                Text 0.0.0 "one"
              HStack 0.1
                Text 0.1.0 "box"
                Text 0.1.1 "a"
                Text 0.1.2 "b"
            """)
    }
}
