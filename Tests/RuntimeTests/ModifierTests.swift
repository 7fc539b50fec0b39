import Runtime
import ViewTree
import XCTest

final class ModifierTests: XCTestCase {
    func testModifiersKeepTheirOrderLabelsAndSymbolicValues() throws {
        let root = try XCTUnwrap(render("""
            func body() -> Node {
                Text("Hello")
                    .font(.system(size: 17, weight: .semibold))
                    .padding(.horizontal, 12)
                    .foregroundColor(.purple)
                    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                    .rotationEffect(.degrees(45))
                    .frame(width: 100, height: 40)
                    .background(Color.blue)
                    .rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))
                    .padding(8)
            }
            """))
        XCTAssertEqual(root.modifiers.map(\.description), [
            "font(.system(size: 17, weight: .semibold))", "padding(.horizontal, 12)", "foregroundColor(.purple)",
            "shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)", "rotationEffect(.degrees(45))",
            "frame(width: 100, height: 40)", "background(Color.blue)", "rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))",
            "padding(8)",
        ])
        XCTAssertEqual(root.modifiers[0].arguments[0].value, .member(MemberChain([
            .init("system", arguments: [Argument(label: "size", 17), Argument(label: "weight", .member("semibold"))]),
        ])))
    }

    func testAnArgumentThatUnfoldsToMoreThanARunMayDoEndsAtTheInstructionLimit() {
        // Three arrays in memory, a billion elements as a tree.
        let failure = runtimeFailure("""
            let row = Array(repeating: 1, count: 1000)
            let grid = Array(repeating: row, count: 1000)
            let cube = Array(repeating: grid, count: 1000)
            func body() -> Node {
                Text("x").tag(cube)
            }
            """)
        XCTAssertEqual(failure?.message, "the instruction limit (10000000 per run) was exceeded: is a loop running without end?")
    }

    func testAnUnknownModifierIsAWarningWithASuggestion() throws {
        let result = runScript("func body() -> Node {\n    Text(\"x\").paddin(8)\n}")
        XCTAssertFalse(result.failed)
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertEqual(result.warnings.first?.message, "unknown modifier 'paddin'; did you mean 'padding'? (it is recorded as written)")
        XCTAssertEqual(result.warnings.first?.line, 2)
        XCTAssertEqual(result.document?.root.modifiers.map(\.name), ["paddin"])
    }

    func testEventModifiersRecordHooksNotModifiers() throws {
        let root = try XCTUnwrap(render("""
            actions["load"] = { ctx in }
            func body() -> Node {
                Text("x")
                    .onAppear(action: "load")
                    .onTapGesture { state.set("tapped", true) }
                    .onChange(of: "query", action: "search")
            }
            """))
        XCTAssertEqual(root.events, ["appear": "load", "tap": "app.swift:5:23", "change:query": "search"])
        XCTAssertTrue(root.modifiers.isEmpty)
    }
}
