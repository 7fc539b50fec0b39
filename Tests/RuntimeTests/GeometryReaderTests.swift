import Runtime
import ViewTree
import XCTest

/// `GeometryReader { proxy in ... }`: its content is built with the space the reader is
/// given, a frame's or the preview's screen, and the node says which.
final class GeometryReaderTests: XCTestCase {
    private let ring = """
        struct Ring: View {
            var progress: Double
            var body: some View {
                GeometryReader { geo in
                    ZStack {
                        Circle().stroke(Color.blue, lineWidth: geo.size.width / 10)
                        Text("\\(Int(progress * 100))% of \\(Int(geo.size.width))x\\(Int(geo.size.height))")
                    }
                }
                .frame(width: 120, height: 80)
            }
        }
        struct Screen: View {
            var body: some View {
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .local)
                    Text("\\(proxy.size.width) \\(frame.midX) \\(frame.maxY) \\(proxy.safeAreaInsets.top)")
                }
            }
        }
        """

    func testTheContentSeesTheSpaceTheFrameGives() throws {
        let result = runScript(ring + "\nfunc body() -> Node { Ring(progress: 0.25) }\n")
        let reader = try XCTUnwrap(result.document?.root, "\(result.failure?.message ?? "") \(result.diagnostics)")
        XCTAssertEqual(reader.type, "GeometryReader")
        XCTAssertEqual(reader.props["width"], .double(120))
        XCTAssertEqual(reader.props["height"], .double(80))
        XCTAssertEqual(reader.children[0].children[1].props["text"], "25% of 120x80")
    }

    func testWithoutAFrameTheContentSeesThePreviewsScreen() throws {
        let result = runScript(ring + "\nfunc body() -> Node { Screen() }\n")
        let reader = try XCTUnwrap(result.document?.root, "\(result.failure?.message ?? "") \(result.diagnostics)")
        XCTAssertEqual(reader.children[0].props["text"], "393.0 196.5 852.0 0.0")
    }
}
