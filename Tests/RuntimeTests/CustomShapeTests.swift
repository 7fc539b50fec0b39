import Runtime
import ViewTree
import XCTest

/// A program's own `Shape` is a view whose node carries the SVG path its `path(in:)` draws,
/// in the space it is given; `Path`, `CGPoint`, `CGRect` and `CGSize` as SwiftUI has them.
final class CustomShapeTests: XCTestCase {
    private let shapes = """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        struct Arc: Shape {
            var degrees: Double
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                             startAngle: .degrees(0), endAngle: .degrees(degrees), clockwise: false)
                }
            }
        }
        struct Badge: View {
            var body: some View {
                VStack {
                    Triangle().fill(.red).frame(width: 100, height: 80)
                    Arc(degrees: 90).stroke(Color.blue, lineWidth: 4).frame(width: 20, height: 20)
                    Path(CGRect(x: 1, y: 2, width: 3, height: 4))
                    Text("moved").offset(CGSize(width: 4, height: 2))
                }
            }
        }
        func body() -> Node { Badge() }
        """

    func testAShapeIsANodeWithThePathItDrawsInItsFrame() throws {
        let result = runScript(shapes)
        let root = try XCTUnwrap(result.document?.root, "\(result.failure?.message ?? "") \(result.diagnostics)")
        let triangle = root.children[0]
        XCTAssertEqual(triangle.type, "Triangle")
        XCTAssertEqual(triangle.props["path"], "M 50 0 L 0 80 L 100 80 Z")
        XCTAssertEqual(triangle.props["width"], .double(100))
        XCTAssertEqual(triangle.modifiers.map(\.name), ["fill", "frame"])
        XCTAssertEqual(root.children[1].props["path"], "M 20 10 A 10 10 0 0 1 10 20")
    }

    func testPathsAndCoreGraphicsValuesAsValues() throws {
        let root = try XCTUnwrap(runScript(shapes).document?.root)
        XCTAssertEqual(root.children.count, 4)
        XCTAssertEqual(root.children[2].type, "Path")
        XCTAssertEqual(root.children[2].props["path"], "M 1 2 h 3 v 4 h -3 Z")
        XCTAssertEqual(root.children[3].modifiers.first?.arguments.first?.value.description, "CGSize(width: 4.0, height: 2.0)")
    }

    func testRoundedRectanglesHaveTheirCornersAsArcs() throws {
        let root = try XCTUnwrap(
            runScript(
                """
                struct Card: Shape {
                    func path(in rect: CGRect) -> Path {
                        var path = Path()
                        path.addRoundedRect(in: rect, cornerSize: CGSize(width: 10, height: 5))
                        return path
                    }
                }
                func body() -> Node {
                    VStack {
                        Card().frame(width: 100, height: 60)
                        Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
                    }
                }
                """
            ).document?.root)
        XCTAssertEqual(
            root.children[0].props["path"],
            "M 10 0 H 90 A 10 5 0 0 1 100 5 V 55 A 10 5 0 0 1 90 60 H 10 A 10 5 0 0 1 0 55 V 5 A 10 5 0 0 1 10 0 Z")
        // A radius larger than half the shorter side is that half, as SwiftUI draws it.
        XCTAssertEqual(root.children[1].props["path"], "M 5 0 H 15 A 5 5 0 0 1 20 5 V 5 A 5 5 0 0 1 15 10 H 5 A 5 5 0 0 1 0 5 V 5 A 5 5 0 0 1 5 0 Z")
    }

    func testZerosAndInitializersWrittenAsImplicitMembers() throws {
        let result = runScript(
            """
            struct Zig: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: .zero)
                    path.addLine(to: .init(x: rect.maxX, y: rect.midY))
                    path.addLines([CGPoint(x: 0, y: rect.maxY), .init(x: rect.midX, y: rect.maxY)])
                    path.addRect(.init(origin: .zero, size: .init(width: 2, height: 3)))
                    path.closeSubpath()
                    return path
                }
            }
            struct Spot {
                var origin: CGPoint = .zero
                var corner: CGPoint = .init(x: 3, y: 4)
                var size = CGSize.zero
            }
            func body() -> Node {
                let spot = Spot()
                return VStack {
                    Zig().frame(width: 40, height: 20)
                    Text("\\(spot.origin.x) \\(spot.corner.y) \\(spot.size.width) \\(CGRect.zero.maxX) \\(CGPoint.zero == spot.origin)")
                }
            }
            """)
        let root = try XCTUnwrap(result.document?.root, "\(result.failure?.message ?? "") \(result.diagnostics)")
        XCTAssertEqual(root.children[0].props["path"], "M 0 0 L 40 10 M 0 20 L 20 20 M 0 0 h 2 v 3 h -2 Z Z")
        XCTAssertEqual(root.children[1].props["text"], "0.0 4.0 0.0 0.0 true")
    }

    func testAShapeWithoutAFrameFillsThePreviewsScreen() throws {
        let alone = runScript(shapes.replacingOccurrences(of: "func body() -> Node { Badge() }", with: "func body() -> Node { Triangle() }"))
        XCTAssertEqual(alone.document?.root.props["path"], "M 196.5 0 L 0 852 L 393 852 Z")
    }
}
