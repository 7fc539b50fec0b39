import ViewTree

/// One value of every kind the IR has, nested where a kind can nest.
let everyValueKind: [Value] = [
    .null,
    .bool(true),
    .bool(false),
    .int(0),
    .int(-42),
    .int(Int.max),
    .int(Int.min),
    .double(0.5),
    .double(8.0),
    .double(-0.0),
    .double(1e20),
    .double(1.5e-7),
    .double(.infinity),
    .double(-.infinity),
    .string(""),
    .string("Hello \"quoted\" \\ back\nnew line\ttab \u{1} é 😀"),
    .array([]),
    .array([.member("blue"), .member("purple")]),
    .dictionary([:]),
    .dictionary(["b": 1, "a": .array(["x"])]),
    .tuple([Argument(label: "x", 1), Argument(label: "y", 0), Argument(.double(2.5))]),
    .member("topLeading"),
    .member(MemberChain([.init("black"), .init("opacity", arguments: [Argument(.double(0.2))])])),
    .member(MemberChain([.init("system", arguments: [Argument(label: "size", 17), Argument(label: "weight", .member("semibold"))])])),
    .named(MemberChain([.init("EdgeInsets", arguments: [])])),
    .named(MemberChain([.init("Gradient"), .init("Stop", arguments: [Argument(label: "color", .member("red")), Argument(label: "location", .double(0.3))])])),
    .named(MemberChain([.init("padding")])),
    .angle(degrees: 45),
    .angle(degrees: 22.5),
    .cssColor("#ff0000"),
    .cssColor("rgb(255, 0, 0)"),
    .slot("bg"),
    .attr(AttrReference(name: "title")),
    .attr(AttrReference(name: "w", type: .number, fallback: 200)),
    .attr(AttrReference(name: "title", type: .string, fallback: "Untitled")),
    .stateRef("cart.items[3].qty"),
    .bindingRef("todos[0].done"),
]

/// A small tree using every node field.
func sampleTree() -> Node {
    Node(
        id: "0", type: "VStack",
        props: ["alignment": .member("leading"), "spacing": 12],
        children: [
            Node(
                id: "0.0", type: "Text", props: ["text": "Count: 1"],
                modifiers: [Modifier("font", [Argument(.member("title"))]), Modifier("padding", [Argument(8)])],
                source: SourceLocation(file: "app.swift", line: 4, column: 9), reads: ["count"]),
            Node(
                id: "0.1", type: "Toggle", props: ["title": "Milk"],
                bindings: ["isOn": "todos[0].done"],
                source: SourceLocation(file: "app.swift", line: 8, column: 9, component: "row")),
            Node(
                id: "0.2", type: "Button", props: ["title": "Increment"], events: ["tap": "increment"]),
        ],
        slots: ["toolbar": [Node(id: "0.toolbar.0", type: "ToolbarItem", props: ["placement": "topBarLeading"])]],
        modifiers: [Modifier("padding", [Argument(16)])],
        source: SourceLocation(file: "app.swift", line: 2, column: 5),
        reads: ["todos"])
}
