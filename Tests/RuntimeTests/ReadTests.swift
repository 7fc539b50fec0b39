import Runtime
import ViewTree
import XCTest

final class ReadTests: XCTestCase {
    func testEachNodeOwnsTheReadsOfItsArgumentsModifiersAndControlFlow() throws {
        let root = try XCTUnwrap(render("""
            state.initial("show", true)
            state.initial("title", "T")
            state.initial("pad", 4)
            state.initial("items", ["x", "y"])
            state.initial("spacing", 2)
            func body() -> Node {
                VStack(spacing: state.get("spacing") as! Int) {
                    if state.get("show") as! Bool {
                        Text(state.get("title") as! String)
                            .padding(state.get("pad") as! Int)
                    }
                    for name in state.get("items") as! [String] {
                        Text(name)
                    }
                }
            }
            """))
        XCTAssertEqual(root.reads, ["spacing", "show", "items"], "the container owns its arguments, its if condition and its for collection")
        XCTAssertEqual(root.children[0].reads, ["title", "pad"], "the child owns its argument and its modifier's argument")
        XCTAssertEqual(root.children[1].reads, [])
    }

    func testReadsInsideAComponentBelongToTheNodeItReturns() throws {
        let root = try XCTUnwrap(render("""
            state.initial("count", 3)
            func badge() -> Node {
                let count = state.get("count") as! Int
                return Text("\\(count)")
            }
            func body() -> Node {
                HStack { badge(); Text("static") }
            }
            """))
        XCTAssertEqual(root.children[0].reads, ["count"])
        XCTAssertEqual(root.reads, [])
    }

    func testReadPathsAreCanonical() throws {
        let root = try XCTUnwrap(render("""
            state.initial("todos", [["done": true]])
            func body() -> Node { Text("\\(state.get("todos[0].done"))") }
            """))
        XCTAssertEqual(root.reads, ["todos[0].done"])
    }
}
