import Runtime
import ViewTree
import XCTest

/// Environment values SwiftUI gives every view (docs/swiftui.md): what a view reads with
/// `@Environment(\.key)` when no ancestor sets it.
final class SwiftUIEnvironmentTests: XCTestCase {
    func testPresentationModeDismissesAsDismissDoes() throws {
        let session = ScriptSession("""
            import SwiftUI

            struct Detail: View {
                @Environment(\\.presentationMode) var presentationMode
                @Environment(\\.dismiss) var dismiss
                @State private var closed = 0
                var body: some View {
                    VStack {
                        Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
                        Button("Close") {
                            presentationMode.wrappedValue.dismiss()
                            closed += 1
                        }
                        Button("Dismiss") {
                            dismiss()
                            closed += 1
                        }
                    }
                }
            }
            #Preview { Detail() }
            """)
        XCTAssertEqual(session.root?.node(withID: "0.0")?.props["text"], "root")
        try session.tap("0.1")
        try session.tap("0.2")
        XCTAssertEqual(session.state, ["local": ["0": ["Detail": ["closed": 2]]]])
    }
}
