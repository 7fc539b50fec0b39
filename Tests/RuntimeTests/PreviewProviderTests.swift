import Runtime
import ViewTree
import XCTest

/// `struct X_Previews: PreviewProvider { static var previews: some View { ... } }`, the
/// previews of files written before `#Preview`: each is a document named by its type
/// (docs/swiftui.md, "Documents").
final class PreviewProviderTests: XCTestCase {
    private let source = """
        import SwiftUI

        struct Greeting: View {
            var name: String
            @State private var taps = 0
            var body: some View {
                Button("Hello \\(name) \\(taps)") { taps += 1 }
            }
        }

        struct Greeting_Previews: PreviewProvider {
            static var previews: some View {
                Greeting(name: "A")
                Greeting(name: "B")
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Second")
            }
        }

        struct Dark_Previews: PreviewProvider {
            static var previews: some View {
                Greeting(name: "Dark").previewDevice(PreviewDevice(rawValue: "iPhone 15"))
            }
        }
        """

    func testAPreviewProviderIsADocumentNamedByItsType() throws {
        let program = try Runner().compile([ProgramFile(path: "app.swift", text: source)]).get()
        XCTAssertEqual(PreviewNames.documents(of: program), ["Greeting_Previews", "Dark_Previews"])
        let dark = ScriptSession(source, root: .preview("Dark_Previews"))
        XCTAssertEqual(dark.outline, #"Button 0 "Hello Dark 0" tap -> app.swift:7:41 · previewDevice"#)
    }

    func testSeveralPreviewsAreShownTogetherAndRunTheirEvents() throws {
        // The first document, as `workbench run` shows a file with no app.
        let session = ScriptSession(source)
        XCTAssertEqual(session.result.documentName, "Greeting_Previews")
        XCTAssertEqual(session.outline, """
            Group 0
              Button 0.0 "Hello A 0" tap -> app.swift:7:41
              Button 0.1 "Hello B 0" tap -> app.swift:7:41#2 · previewLayout previewDisplayName
            """)
        XCTAssertEqual(session.result.warnings.map(\.message), [])
        try session.tap("0.1")
        XCTAssertEqual(session.root?.node(withID: "0.1")?.props["title"], "Hello B 1")
        XCTAssertEqual(session.state, ["local": ["0.0": ["Greeting": ["taps": 0]], "0.1": ["Greeting": ["taps": 1]]]])
    }

    func testPreviewsWithAnExplicitReturnAndBesideAPreviewMacro() throws {
        let session = ScriptSession("""
            import SwiftUI
            struct Old_Previews: PreviewProvider {
                static var previews: some View {
                    return Text("old")
                }
            }
            #Preview("New") { Text("new") }
            """, root: .preview("New"))
        XCTAssertEqual(session.outline, #"Text 0 "new""#)
        XCTAssertEqual(ScriptSession(session.files[0].text, root: .preview("Old_Previews")).outline, #"Text 0 "old""#)
    }
}
