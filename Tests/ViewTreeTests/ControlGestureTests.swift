import XCTest

@testable import ViewTree

/// What a gesture on a control writes through its binding (`ControlGesture`).
final class ControlGestureTests: XCTestCase {
    private let range = Value.named(
        MemberChain([.init("ClosedRange", arguments: [Argument(label: "lowerBound", 0), Argument(label: "upperBound", 5)])]))

    private func tree(stepperStep: Value = 2, stepperEvents: [String: String] = [:]) -> Node {
        Node(
            id: "0", type: "VStack",
            children: [
                Node(id: "0.0", type: "Toggle", bindings: ["isOn": "on"]),
                Node(
                    id: "0.1", type: "Stepper", props: ["step": stepperStep, "in": range], events: stepperEvents,
                    bindings: ["value": "count"]),
                Node(
                    id: "0.2", type: "Picker",
                    children: [
                        Node(id: "0.2.0", type: "Text", modifiers: [Modifier("tag", [Argument("s")])]),
                        Node(id: "0.2.1", type: "Text", modifiers: [Modifier("tag", [Argument(.member(MemberChain([.init("large")])))])]),
                        Node(id: "0.2.2", type: "Text"),
                    ],
                    bindings: ["selection": "size"]),
                Node(id: "0.3", type: "Button", events: ["tap": "save"]),
            ])
    }

    private func write(_ event: String, on id: String, in root: Node, state: [String: JSONValue] = [:]) -> ControlGesture? {
        ControlGesture.write(for: event, on: id, in: root, current: { state[$0] })
    }

    func testATapOnAToggleFlipsWhatIsStoredOrTurnsItOn() {
        XCTAssertEqual(write("tap", on: "0.0", in: tree(), state: ["on": true])?.value, false)
        XCTAssertEqual(write("tap", on: "0.0", in: tree()), ControlGesture(control: "0.0", binding: "isOn", path: "on", value: true))
    }

    func testAStepperStepsByItsStepWithinItsRangeKeepingAnInteger() {
        XCTAssertEqual(write("increment", on: "0.1", in: tree(), state: ["count": 2])?.value, .int(4))
        XCTAssertEqual(write("increment", on: "0.1", in: tree(), state: ["count": 4])?.value, .int(5))
        XCTAssertEqual(write("decrement", on: "0.1", in: tree(), state: ["count": 1])?.value, .int(0))
        XCTAssertEqual(write("increment", on: "0.1", in: tree(stepperStep: 0.5), state: ["count": 1.0])?.value, .double(1.5))
    }

    func testAStepperWithClosuresOfItsOwnIsNotWrittenThrough() {
        XCTAssertNil(write("increment", on: "0.1", in: tree(stepperEvents: ["increment": "up"])))
        XCTAssertNil(write("tap", on: "0.1", in: tree()))
    }

    func testATapOnAPickersOptionWritesItsTagToThePicker() {
        XCTAssertEqual(write("tap", on: "0.2.0", in: tree()), ControlGesture(control: "0.2", binding: "selection", path: "size", value: "s"))
        XCTAssertEqual(write("tap", on: "0.2.1", in: tree())?.value, "large")
        // An option with no tag, the picker itself, a button with an action: nothing to write.
        XCTAssertNil(write("tap", on: "0.2.2", in: tree()))
        XCTAssertNil(write("tap", on: "0.2", in: tree()))
        XCTAssertNil(write("tap", on: "0.3", in: tree()))
        XCTAssertNil(write("tap", on: "9", in: tree()))
    }
}
