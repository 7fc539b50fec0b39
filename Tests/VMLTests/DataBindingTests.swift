import ViewTree
import XCTest

@testable import VML

/// §8: VML bound to the state and to data files by key paths: each reserved element,
/// rows and their identity, actions, reads, coercion, and every error and warning at the
/// line and column of the element or key path concerned.
final class DataBindingTests: XCTestCase {
    private let festivalsJSON = """
        [
          {"id": "ade", "title": "Amsterdam Dance Event", "details": {"en": {"short": "Electronic music"}},
           "tags": [{"symbol": "music.note"}]},
          {"id": "hf", "title": "Holland Festival", "details": {"en": {"short": "Performing arts"}}, "tags": []},
          {"id": "kk", "title": "Keti Koti", "details": {"nl": {"short": "Herdenking"}}, "tags": [{"symbol": "sun.max"}]}
        ]
        """

    /// The spec's example, in a VStack whose header reads the state.
    private let festivalsScreen = """
        <VStack>
          <Text><binding name="text" keyPath="heading"/></Text>
          <List>
            <data key="festivals" src="festivals.json"/>
            <binding name="rows" keyPath="festivals"/>
            <prototype>
              <VStack alignment="leading">
                <Text><binding name="text" keyPath="title"/></Text>
                <Text style="font(.caption)"><binding name="text" keyPath="details.en.short"/></Text>
                <Image><binding name="systemName" keyPath="tags.@first.symbol"/></Image>
                <action kind="dispatch" name="open"><argument name="festival" keyPath="self"/></action>
              </VStack>
            </prototype>
          </List>
        </VStack>
        """

    private func convert(
        _ text: String, state: JSONValue? = [:], files: [String: String]? = nil, file: String = "screen.vml"
    ) -> VMLConversion {
        VMLConverter.convert(text: text, file: file, data: VMLDataInput(state: state, files: files ?? ["festivals.json": festivalsJSON]))
    }

    private func root(_ text: String, state: JSONValue? = [:], files: [String: String]? = nil, line: UInt = #line) -> Node {
        let conversion = convert(text, state: state, files: files)
        XCTAssertFalse(conversion.hasErrors, conversion.diagnostics.map { $0.rendered() }.joined(separator: "\n"), line: line)
        return withoutSources(conversion.document?.root ?? Node(id: "?", type: "?"))
    }

    /// `line:column severity: message` of each diagnostic.
    private func problems(_ text: String, state: JSONValue? = [:], files: [String: String]? = nil) -> [String] {
        convert(text, state: state, files: files).diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.severity.rawValue): \($0.message)" }
    }

    // MARK: The spec's example

    func testTheSpecsExampleRendersOneRowPerFestival() throws {
        let screen = root(festivalsScreen, state: ["heading": "Festivals"])
        XCTAssertEqual(screen.children[0].props, ["text": "Festivals"])
        XCTAssertEqual(screen.children[0].reads, ["heading"])
        let list = screen.children[1]
        XCTAssertEqual(list.reads, ["festivals"])
        XCTAssertEqual(list.children.map(\.id), ["0.1.@ade", "0.1.@hf", "0.1.@kk"], "rows are identified by their id key")
        let first = list.children[0]
        XCTAssertEqual(first.children.map(\.id), ["0.1.@ade.0", "0.1.@ade.1", "0.1.@ade.2"])
        XCTAssertEqual(first.children[0].props, ["text": "Amsterdam Dance Event"])
        XCTAssertEqual(first.children[0].reads, ["festivals[0].title"])
        XCTAssertEqual(first.children[1].props, ["text": "Electronic music"])
        XCTAssertEqual(first.children[1].modifiers, [Modifier("font", [Argument(.member("caption"))])])
        XCTAssertEqual(first.children[2].props, ["systemName": "music.note"])
        XCTAssertEqual(first.children[2].reads, ["festivals[0].tags[0].symbol"])
        XCTAssertEqual(first.events, ["tap": #"open(festival: \festivals[0])"#])
        XCTAssertEqual(list.children[2].events, ["tap": #"open(festival: \festivals[2])"#])
        XCTAssertEqual(first.props, ["alignment": .member("leading")])
    }

    func testWhatTheExampleCannotFindIsAWarningOnceWithTheRowsCounted() {
        XCTAssertEqual(
            problems(festivalsScreen, state: ["heading": "Festivals"]),
            [
                #"9:68 warning: the key path "details.en.short" finds nothing: festivals[2].details has no key "en""#,
                #"10:52 warning: the key path "tags.@first.symbol" finds nothing: festivals[1].tags is an empty array"#,
            ])
        let conversion = convert(festivalsScreen, state: ["heading": "Festivals"])
        XCTAssertEqual(conversion.diagnostics[0].sourceLine, #"        <Text style="font(.caption)"><binding name="text" keyPath="details.en.short"/></Text>"#)
        XCTAssertEqual(conversion.diagnostics[0].notes, ["its keys are nl"])
        let everyRow = problems(
            "<List><binding name=\"rows\" keyPath=\"items\"/><prototype><Text><binding name=\"text\" keyPath=\"name\"/></Text></prototype></List>",
            state: ["items": [["a": 1], ["a": 2], ["a": 3]]])
        XCTAssertEqual(everyRow, [#"1:92 warning: the key path "name" finds nothing: items[0] has no key "name""#])
        XCTAssertEqual(
            convert(
                "<List><binding name=\"rows\" keyPath=\"items\"/><prototype><Text><binding name=\"text\" keyPath=\"name\"/></Text></prototype></List>",
                state: ["items": [["a": 1], ["a": 2], ["a": 3]]]
            ).diagnostics[0].notes, ["its keys are a", "the same in 2 more rows"])
    }

    func testTheContextHoldsTheDataAndTheStateForTaps() throws {
        let conversion = convert(festivalsScreen, state: ["heading": "Festivals"])
        XCTAssertTrue(conversion.readsData)
        XCTAssertEqual(conversion.dataFiles.map(\.key), ["festivals"])
        XCTAssertEqual(conversion.dataFiles.map(\.path), ["festivals.json"])
        let context = try XCTUnwrap(conversion.context)
        let action = try VMLAction(eventText: #"open(festival: \festivals[1])"#)
        XCTAssertEqual(action.payload(in: context).objectValue?["festival"]?.objectValue?["title"], "Holland Festival")
    }

    // MARK: Bindings

    func testABindingGivesTheAttributeOrTheText() {
        let node = root(
            """
            <VStack>
              <Button><binding name="text" keyPath="label"/></Button>
              <Image><binding name="systemName" keyPath="icon"/></Image>
              <VStack><binding name="spacing" keyPath="gap"/></VStack>
              <Card><binding name="score" keyPath="score"/><binding name="tags" keyPath="tags"/></Card>
            </VStack>
            """,
            state: ["label": "Play", "icon": "play", "gap": 8, "score": 4.5, "tags": ["a", ["b": true]]])
        XCTAssertEqual(node.children[0].props, ["title": "Play"], "text is a button's title")
        XCTAssertEqual(node.children[1].props, ["systemName": "play"])
        XCTAssertEqual(node.children[2].props, ["spacing": 8])
        XCTAssertEqual(node.children[3].props, ["score": 4.5, "tags": .array(["a", .dictionary(["b": true])])], "a custom element takes any value")
        XCTAssertEqual(node.children[3].reads, ["score", "tags"])
    }

    func testAValueOfAnotherKindIsCoercedAsAttrDoes() {
        let node = root(
            """
            <VStack>
              <Text><binding name="text" keyPath="count"/></Text>
              <VStack><binding name="spacing" keyPath="gap"/></VStack>
              <ScrollView><binding name="showsIndicators" keyPath="shows"/></ScrollView>
              <VStack><binding name="alignment" keyPath="side"/></VStack>
            </VStack>
            """,
            state: ["count": 3, "gap": "12", "shows": "false", "side": "leading"])
        XCTAssertEqual(node.children.map(\.props), [["text": "3"], ["spacing": 12], ["showsIndicators": false], ["alignment": .member("leading")]])
        XCTAssertEqual(
            problems(
                #"<VStack><VStack><binding name="spacing" keyPath="gap"/></VStack><Text><binding name="text" keyPath="tags"/></Text></VStack>"#,
                state: ["gap": "wide", "tags": [1]]),
            [
                #"1:50 warning: spacing of <VStack> is bound to gap: a number is expected, not "wide"; SwiftUI's default applies"#,
                "1:101 warning: text of <Text> is bound to tags: a string is expected, not an array; SwiftUI's default applies",
            ])
        XCTAssertEqual(
            root(#"<VStack><VStack spacing="4"><binding name="spacing" keyPath="gap"/></VStack></VStack>"#, state: ["gap": "wide"]).children[0].props,
            [:], "what does not coerce leaves SwiftUI's default")
        XCTAssertEqual(
            problems(#"<VStack><Text><binding name="text" keyPath="items.@distinctUnionOfObjects.city"/></Text></VStack>"#, state: ["items": []]),
            [#"1:45 warning: text of <Text> is bound to items.@distinctUnionOfObjects.city: a string is expected, not an array; SwiftUI's default applies"#],
            "a computed value is named by its key path, not by the collection it was computed from")
    }

    func testAPathThatFindsNothingGivesNull() {
        let node = root(#"<VStack><Text><binding name="text" keyPath="user.name"/></Text></VStack>"#, state: [:])
        XCTAssertEqual(node.children[0].props, ["text": .null])
        XCTAssertEqual(node.children[0].reads, ["user.name"], "the place looked for is read, so setting it re-renders")
        XCTAssertEqual(
            problems(#"<VStack><Text><binding name="text" keyPath="user.name"/></Text></VStack>"#, state: ["users": []]),
            [#"1:45 warning: the key path "user.name" finds nothing: neither the state nor a <data> file has the key "user""#])
    }

    func testTheBindingReplacesWhatIsWritten() {
        XCTAssertEqual(
            problems(#"<VStack><Text>Static<binding name="text" keyPath="t"/></Text><Image systemName="x"><binding name="systemName" keyPath="t"/></Image></VStack>"#, state: ["t": "bound"]),
            [
                "1:21 warning: the binding replaces the text written on <Text>",
                "1:84 warning: the binding replaces the systemName written on <Image>",
            ])
        XCTAssertEqual(root(#"<VStack><Text>Static<binding name="text" keyPath="t"/></Text></VStack>"#, state: ["t": "bound"]).children[0].props, ["text": "bound"])
    }

    func testAttrReadsABoundAttribute() {
        let text = #"<VStack style="navigationTitle(attr(title))"><binding name="title" keyPath="screen"/></VStack>"#
        XCTAssertEqual(problems(text, state: ["screen": "Home"]), [])
        XCTAssertEqual(root(text, state: ["screen": "Home"]).props, ["title": "Home"])
        XCTAssertEqual(problems(text, state: nil), [], "a value not known is not missing")
    }

    // MARK: Two-way bindings

    func testControlsAreBoundBothWaysToTheStatePath() {
        let node = root(
            """
            <List>
              <binding name="rows" keyPath="todos"/>
              <prototype>
                <Toggle><binding name="text" keyPath="title"/><binding name="isOn" keyPath="done"/></Toggle>
              </prototype>
              <TextField><binding name="text" keyPath="draft"/></TextField>
              <Slider><binding name="value" keyPath="volume"/></Slider>
              <Picker><binding name="selection" keyPath="@root.filter"/></Picker>
            </List>
            """,
            state: ["todos": [["id": 1, "title": "Milk", "done": false], ["id": 2, "title": "Ship", "done": true]], "draft": "", "volume": 3])
        XCTAssertEqual(node.children.map(\.id), ["0.@1", "0.@2", "0.2", "0.3", "0.4"])
        XCTAssertEqual(node.children[1].props, ["title": "Ship"])
        XCTAssertEqual(node.children[1].bindings, ["isOn": "todos[1].done"])
        XCTAssertEqual(node.children[1].reads, ["todos[1].done", "todos[1].title"])
        XCTAssertEqual(node.children[2].bindings, ["text": "draft"], "a text field's text is its binding, not its title")
        XCTAssertEqual(node.children[3].bindings, ["value": "volume"])
        XCTAssertEqual(node.children[4].bindings, ["selection": "filter"], "writing creates a path that is absent: no warning")
    }

    func testATwoWayBindingNeedsOnePlaceInTheState() {
        XCTAssertEqual(
            problems(#"<VStack><Toggle><binding name="isOn" keyPath="todos.@count"/></Toggle></VStack>"#, state: ["todos": []]),
            [#"1:47 error: isOn of <Toggle> is bound both ways, and "todos.@count" is no place to write: it computes a value"#])
        XCTAssertEqual(
            problems(
                #"<VStack><data key="festivals" src="festivals.json"/><Toggle><binding name="isOn" keyPath="festivals[0].done"/></Toggle></VStack>"#),
            [#"1:91 warning: isOn of <Toggle> is bound to festivals[0].done, which a <data> file gives: it is read-only, so the control cannot change it"#])
        // What an operator computes is no place whether or not its array is there: `check`
        // (the state not known) and a state without the array say so too.
        let computed = #"<VStack><Toggle><binding name="isOn" keyPath="todos.@count"/><action kind="set" keyPath="todos.@sum.n" value="1"/></Toggle></VStack>"#
        let expected = [
            #"1:47 error: isOn of <Toggle> is bound both ways, and "todos.@count" is no place to write: it computes a value"#,
            #"1:90 error: a set action writes one place, and "todos.@sum.n" computes a value"#,
        ]
        XCTAssertEqual(problems(computed, state: nil), expected)
        XCTAssertEqual(problems(computed, state: [:]), expected)
    }

    // MARK: Rows

    func testRowsWithoutAnIDAreKeyedByIndexAndStaticChildrenKeepTheirPlaces() {
        let node = root(
            """
            <VStack>
              <Text>Header</Text>
              <binding name="rows" keyPath="names"/>
              <prototype><Text><binding name="text" keyPath="self"/></Text></prototype>
              <Text>Footer</Text>
            </VStack>
            """,
            state: ["names": ["Ada", "Grace"]])
        XCTAssertEqual(node.children.map(\.id), ["0.0", "0.@0", "0.@1", "0.3"])
        XCTAssertEqual(node.children.map { $0.props["text"] }, ["Header", "Ada", "Grace", "Footer"])
        XCTAssertEqual(node.children[2].reads, ["names[1]"])
    }

    func testAPrototypeOfSeveralViewsAndDuplicateIDs() {
        let text = """
            <VStack>
              <binding name="rows" keyPath="items"/>
              <prototype><Text><binding name="text" keyPath="name"/></Text><Divider/></prototype>
            </VStack>
            """
        let node = root(text, state: ["items": [["id": 7, "name": "a"], ["id": 7, "name": "b"]]])
        XCTAssertEqual(node.children.map(\.id), ["0.@7", "0.@7#1", "0.2", "0.3"])
        XCTAssertEqual(
            problems(text, state: ["items": [["id": 7, "name": "a"], ["id": 7, "name": "b"]]]),
            ["2:33 warning: two rows of <VStack> have the id 7; the second is identified by its position"])
    }

    func testRowsOfSomethingElse() {
        let text = #"<List><binding name="rows" keyPath="items"/><prototype><Text>x</Text></prototype></List>"#
        XCTAssertEqual(problems(text, state: ["items": ["a": 1]]), [#"1:37 warning: rows of <List> needs an array, and items is an object"#])
        XCTAssertEqual(root(text, state: ["items": ["a": 1]]).children, [])
        XCTAssertEqual(problems(text, state: [:]), [#"1:37 warning: the key path "items" finds nothing: neither the state nor a <data> file has the key "items""#])
        XCTAssertEqual(root(text, state: ["items": .null]).children, [], "null is no rows, without a word")
        XCTAssertEqual(problems(text, state: nil), [], "rows of a state not known are not checked")
    }

    func testAPrototypeAndItsRowsBindingGoTogether() {
        XCTAssertEqual(
            problems(#"<List><binding name="rows" keyPath="items"/></List>"#, state: ["items": []]),
            ["1:7 warning: rows of <List> renders each element with a <prototype> child, and there is none"])
        XCTAssertEqual(
            problems(#"<List><prototype><Text>x</Text></prototype></List>"#),
            [#"1:7 warning: <prototype> renders the rows of <List>, which binds none; it is ignored"#])
        XCTAssertEqual(
            problems(#"<Text><binding name="rows" keyPath="items"/><prototype><Text>x</Text></prototype></Text>"#, state: ["items": []]),
            ["1:45 warning: <Text> takes no child views; its <prototype> is ignored"])
        XCTAssertEqual(
            problems(#"<List><binding name="rows" keyPath="items"/><prototype/><prototype/></List>"#, state: ["items": []]),
            ["1:57 warning: <List> already has a <prototype> at 1:45; this one is ignored"])
    }

    func testAProblemEveryRowRepeatsIsSaidOnceWithTheRowsCounted() {
        let text = """
            <List>
              <data key="festivals" src="festivals.json"/>
              <binding name="rows" keyPath="festivals"/>
              <prototype>
                <Toggle><binding name="isOn" keyPath="starred"/><action kind="toggle" keyPath="title"/></Toggle>
                <Button><binding name="text" keyPath="tags"/><action kind="set" keyPath="seen" value="true"/></Button>
              </prototype>
            </List>
            """
        let conversion = convert(text)
        XCTAssertEqual(
            conversion.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.severity.rawValue): \($0.message) \($0.notes.last ?? "")" },
            [
                "5:43 warning: isOn of <Toggle> is bound to festivals[0].starred, which a <data> file gives: it is read-only, so the control cannot change it the same in 2 more rows",
                "5:84 error: a toggle action writes the state, and festivals[0].title is read from a <data> file, which is read-only the same in 2 more rows",
                "6:43 warning: title of <Button> is bound to festivals[0].tags: a string is expected, not an array; SwiftUI's default applies the same in 2 more rows",
                "6:78 error: a set action writes the state, and festivals[0].seen is read from a <data> file, which is read-only the same in 2 more rows",
            ])
    }

    func testIDsInsideAPrototypeAreTheRowsOwn() {
        let node = root(
            #"<List><binding name="rows" keyPath="items"/><prototype><HStack id="row"><Text id="t">x</Text></HStack></prototype></List>"#,
            state: ["items": [1, 2]])
        XCTAssertEqual(node.children.map(\.id), ["0.@0", "0.@1"], "elements without an id key are identified by their index")
        XCTAssertEqual(node.children[1].children.map(\.id), ["0.@1.0"])
    }

    func testUnknownStateStillChecksThePrototypesKeyPaths() {
        XCTAssertEqual(
            problems(#"<List><binding name="rows" keyPath="items"/><prototype><Text><binding name="text" keyPath="a..b"/></Text></prototype></List>"#, state: nil),
            [#"1:94 error: malformed key path "a..b": expected a key, found '.'"#])
    }

    // MARK: Actions

    func testTheThreeKindsOfAction() throws {
        let node = root(
            """
            <List>
              <binding name="rows" keyPath="todos"/>
              <prototype>
                <Text>
                  <binding name="text" keyPath="title"/>
                  <action kind="toggle" keyPath="done"/>
                </Text>
              </prototype>
              <Button>All<action kind="set" keyPath="filter" value="all"/></Button>
              <Button>Many<action kind="set" keyPath="limit" value="[1, 2]"/></Button>
              <Button>Add<action kind="dispatch" name="addTodo"/></Button>
              <Button>
                Open
                <action kind="dispatch" name="open">
                  <argument name="todo" keyPath="todos.@first"/>
                  <argument name="count" keyPath="todos.@count"/>
                  <argument name="mode" value="full"/>
                  <argument name="depth" value="2"/>
                </action>
              </Button>
            </List>
            """,
            state: ["todos": [["title": "Milk", "done": false]], "filter": "open"])
        XCTAssertEqual(node.children.map { $0.events["tap"] }, [
            #"toggle \todos[0].done"#, #"set \filter = "all""#, #"set \limit = [1,2]"#, "addTodo",
            #"open(todo: \todos[0], count: \todos.@count, mode: "full", depth: 2)"#,
        ])
        XCTAssertEqual(node.children[1].props, ["title": "All"])
        for text in node.children.compactMap({ $0.events["tap"] }) {
            XCTAssertEqual(try VMLAction(eventText: text).eventText, text, "the event's text reads back")
        }
    }

    func testAnActionsPayloadIsReadWhenTapped() throws {
        let context = DataContext(state: ["todos": [["title": "Milk"], ["title": "Ship"]]])
        let action = try VMLAction(eventText: #"open(todo: \todos.@last, count: \todos.@count, mode: "full")"#)
        XCTAssertEqual(action.payload(in: context), ["todo": ["title": "Ship"], "count": 2, "mode": "full"])
        XCTAssertEqual(try VMLAction(eventText: "addTodo").payload(in: context), [:])
        XCTAssertEqual(try VMLAction(eventText: #"set \filter = "a, b""#), .set(try StatePath(parsing: "filter"), "a, b"))
        XCTAssertEqual(try VMLAction(eventText: #"toggle \prefs["dark mode"]"#), .toggle(try StatePath(parsing: #"prefs["dark mode"]"#)))
        XCTAssertThrowsError(try VMLAction(eventText: "open(x)"))
        XCTAssertThrowsError(try VMLAction(eventText: #"set \a = nope"#))
    }

    func testAnArgumentOfAComputedRowGoesAsItsValue() throws {
        let node = root(
            """
            <List>
              <binding name="rows" keyPath="items.@distinctUnionOfObjects.city"/>
              <prototype><Text><binding name="text" keyPath="self"/><action kind="dispatch" name="pick"><argument name="city" keyPath="self"/></action></Text></prototype>
            </List>
            """,
            state: ["items": [["city": "Delft"], ["city": "Delft"], ["city": "Gouda"]]])
        XCTAssertEqual(node.children.map(\.id), ["0.@0", "0.@1"])
        XCTAssertEqual(node.children.map { $0.events["tap"] }, [#"pick(city: "Delft")"#, #"pick(city: "Gouda")"#])
        XCTAssertEqual(node.children[1].reads, ["items"])
    }

    func testActionErrors() {
        XCTAssertEqual(
            problems(
                """
                <VStack>
                  <data key="festivals" src="festivals.json"/>
                  <Button>A<action kind="show"/></Button>
                  <Button>B<action kind="set" keyPath="festivals[0].title" value="x"/></Button>
                  <Button>C<action kind="toggle" keyPath="items.@count"/></Button>
                  <Button>D<action kind="toggle" keyPath="name"/></Button>
                  <Button>E<action kind="dispatch" name="open now"/></Button>
                  <Button>F<action kind="set" keyPath="x"/></Button>
                  <Button>G<action kind="dispatch"/></Button>
                </VStack>
                """,
                state: ["items": [], "name": "Ada"]),
            [
                #"3:20 error: unknown action kind "show""#,
                "4:40 error: a set action writes the state, and festivals[0].title is read from a <data> file, which is read-only",
                #"5:43 error: a toggle action writes one place, and "items.@count" computes a value"#,
                "6:43 warning: toggle flips a Bool, and name holds a string",
                #"7:36 error: the action name "open now" has characters an action name cannot have"#,
                #"8:12 error: <action kind="set"> needs a value"#,
                "9:12 error: <action> needs a name",
            ])
        let notes = convert(#"<VStack><Button>A<action kind="dispach" name="x"/></Button></VStack>"#).diagnostics.first?.notes
        XCTAssertEqual(notes?.first, "did you mean dispatch?")
    }

    func testArgumentErrors() {
        XCTAssertEqual(
            problems(
                """
                <Button>
                  <action kind="dispatch" name="open">
                    <argument name="a" keyPath="x" value="1"/>
                    <argument name="b"/>
                    <argument name="c d" value="1"/>
                    <argument name="e" value="1"/>
                    <argument name="e" value="2"/>
                  </action>
                  <argument name="f" value="1"/>
                  <action kind="set" keyPath="x" value="1"><argument name="g" value="1"/></action>
                </Button>
                """),
            [
                "3:5 error: <argument> takes a keyPath or a value, one of the two",
                "4:5 error: <argument> takes a keyPath or a value, one of the two",
                #"5:15 error: the argument name "c d" is not an identifier"#,
                #"7:5 error: the argument "e" is already given at 6:5"#,
                #"9:3 warning: <argument> belongs inside an <action kind="dispatch">; here it is ignored"#,
                "10:44 warning: only a dispatch action takes arguments; this one is ignored",
            ])
    }

    func testOneActionPerElement() {
        XCTAssertEqual(
            problems(#"<Button><action kind="dispatch" name="a"/><action kind="dispatch" name="b"/></Button>"#),
            ["1:43 warning: <Button> already has an <action> at 1:9; this one is ignored"])
    }

    // MARK: Data files

    func testDataFileProblems() {
        XCTAssertEqual(
            problems(
                """
                <VStack>
                  <data key="a" src="missing.json"/>
                  <data key="b c" src="b.json"/>
                  <data key="d" src="d.txt"/>
                  <data key="e" src="../../e.json"/>
                  <data key="a" src="a2.json"/>
                  <data src="f.json"/>
                  <data key="bad" src="bad.json"/>
                </VStack>
                """,
                files: ["bad.json": "[1,\n 2,,\n]"]),
            [
                "2:17 error: the data file missing.json was not read",
                #"3:9 error: the data key "b c" is not a name"#,
                #"4:17 error: src="d.txt" is not a .json file"#,
                #"5:17 error: src="../../e.json" is outside the project"#,
                #"6:9 error: the data key "a" is already given at 2:3"#,
                "7:3 error: <data> needs a key",
                "2:4 error: expected a value (an object, array, string, number, true, false or null)",
            ])
        let bad = convert(#"<VStack><data key="bad" src="bad.json"/></VStack>"#, files: ["bad.json": "[1,\n 2,,\n]"]).diagnostics[0]
        XCTAssertEqual(bad.file, "bad.json")
        XCTAssertEqual(bad.sourceLine, " 2,,")
        XCTAssertEqual(bad.notes, ["read by <data key=\"bad\"> at screen.vml:1:9"])
    }

    func testABrokenDataFileIsOneErrorNotAWarningPerBinding() {
        XCTAssertEqual(
            problems(#"<List><data key="f" src="f.json"/><binding name="rows" keyPath="f"/><prototype><Text><binding name="text" keyPath="x"/></Text></prototype></List>"#,
                     files: ["f.json": "{"]).count, 1)
    }

    func testDataFilesAreFoundFromTheVMLFilesFolder() {
        XCTAssertEqual(DataSourcePath.resolve("festivals.json", against: "screens/list.vml"), "screens/festivals.json")
        XCTAssertEqual(DataSourcePath.resolve("../data/f.json", against: "screens/list.vml"), "data/f.json")
        XCTAssertEqual(DataSourcePath.resolve("./a/./b.json", against: "list.vml"), "a/b.json")
        XCTAssertEqual(DataSourcePath.resolve("../f.json", against: "list.vml"), nil)
        XCTAssertEqual(DataSourcePath.resolve("/etc/f.json", against: "list.vml"), nil)
        XCTAssertEqual(DataSourcePath.resolve("f.json", against: "/tmp/p/list.vml"), "/tmp/p/f.json")
        let conversion = convert(#"<VStack><data key="f" src="../data/f.json"/></VStack>"#, files: ["data/f.json": "[]"], file: "screens/list.vml")
        XCTAssertEqual(conversion.dataFiles.map(\.path), ["data/f.json"])
        XCTAssertFalse(conversion.hasErrors)
    }

    func testADataKeyThatHidesAStateKey() {
        XCTAssertEqual(
            problems(#"<VStack><data key="festivals" src="festivals.json"/></VStack>"#, state: ["festivals": 1]),
            [#"1:15 warning: the data key "festivals" hides the state's "festivals""#])
    }

    // MARK: Structure

    func testReservedElementsOutOfPlace() {
        XCTAssertEqual(
            problems(
                """
                <VStack>
                  <binding nme="text" keyPath="x" id="b"/>
                  <action kind="dispatch" name="a"><Text>x</Text></action>
                  <binding name="text" keyPath="t">oops</binding>
                  <data key="k" src="k.json"><Text/></data>
                </VStack>
                """,
                files: ["k.json": "1"]),
            [
                "2:3 error: <binding> needs a name",
                "2:12 warning: <binding> has no attribute 'nme'; it is ignored",
                "2:35 warning: <binding> is not a view: its id is ignored",
                "3:36 warning: <action> holds only <argument> elements; <Text> is ignored",
                "4:36 warning: <binding> holds nothing; its text is ignored",
                "4:3 warning: <VStack> takes no text; the binding of text is ignored",
                "5:30 warning: <data> holds nothing; <Text> is ignored",
            ].sorted { $0.split(separator: " ")[0].compare($1.split(separator: " ")[0], options: .numeric) == .orderedAscending })
        XCTAssertEqual(problems("<binding name=\"a\" keyPath=\"b\"/>"), ["1:1 error: the root element is a view, not <binding>"])
        XCTAssertEqual(
            problems(#"<VStack><action kind="dispatch" name="a"><binding name="x" keyPath="y"/></action></VStack>"#),
            ["1:42 warning: <action> holds only <argument> elements; <binding> is ignored"])
        XCTAssertEqual(problems("<VStack><bindng name=\"a\" keyPath=\"b\"/></VStack>"), ["1:9 warning: unknown element <bindng>; did you mean <binding>?"])
    }

    func testADocumentWithoutReservedElementsReadsNoData() {
        let conversion = convert("<VStack><Text>Hi</Text></VStack>")
        XCTAssertFalse(conversion.readsData)
        XCTAssertEqual(conversion.document?.root.children[0].reads, [])
    }

    // MARK: The canonical form

    func testBoundDocumentsFormatCanonicallyAndStayCanonical() {
        let messy = """
            <List><data src='festivals.json' key='festivals'/>
            <binding keyPath="festivals"   name="rows"/>
              <prototype>
            <Text><binding keyPath="title" name="text"/><action value="1" keyPath="n" kind="set"/></Text>
              </prototype>
            </List>
            """
        let once = formatted(messy)
        XCTAssertEqual(
            once,
            """
            <List>
              <data key="festivals" src="festivals.json"/>
              <binding name="rows" keyPath="festivals"/>
              <prototype>
                <Text><binding name="text" keyPath="title"/><action kind="set" keyPath="n" value="1"/></Text>
              </prototype>
            </List>

            """)
        XCTAssertEqual(formatted(once), once)
        assertCanonical(festivalsScreen + "\n")
        XCTAssertEqual(
            formatted(#"<Button><Text>Ignored</Text><Text template="label">Used</Text><action kind="dispatch" name="a"/></Button>"#),
            #"<Button><Text template="label">Used</Text><action kind="dispatch" name="a"/></Button>"# + "\n",
            "an explicit default template drops the unlabeled views, never the reserved elements")
    }
}
