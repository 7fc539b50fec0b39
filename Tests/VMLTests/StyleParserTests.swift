import XCTest
import ViewTree
import VML

/// §7's style grammar: what each construct reads as, how it is written back, and the
/// errors, positioned, for what it does not allow.
final class StyleParserTests: XCTestCase {
    private func modifiers(_ style: String, file: StaticString = #filePath, line: UInt = #line) -> [Modifier] {
        do {
            return try VMLStyle(parsing: style).modifiers
        } catch {
            XCTFail("\(style): \(error)", file: file, line: line)
            return []
        }
    }

    private func value(_ expression: String, file: StaticString = #filePath, line: UInt = #line) -> Value? {
        modifiers("m(\(expression))", file: file, line: line).first?.arguments.first?.value
    }

    private func canonical(_ style: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            return try VMLStyle(parsing: style).canonicalText
        } catch {
            XCTFail("\(style): \(error)", file: file, line: line)
            return nil
        }
    }

    private func error(_ style: String, file: StaticString = #filePath, line: UInt = #line) -> VMLSyntaxError? {
        do {
            _ = try VMLStyle(parsing: style)
            XCTFail("\(style) parsed", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testNumbers() {
        XCTAssertEqual(value("12"), .int(12))
        XCTAssertEqual(value("-4"), .int(-4))
        XCTAssertEqual(value("0.5"), .double(0.5))
        XCTAssertEqual(value(".5"), .double(0.5))
        XCTAssertEqual(value("8.0"), .double(8.0), "8.0 stays a double, apart from 8")
        XCTAssertEqual(value("1."), .double(1.0))
        XCTAssertEqual(value("1e-07"), .double(1e-7), "the canonical writer spells tiny doubles with an exponent")
        XCTAssertEqual(canonical("m(.5, 1., 1e+20, 0.0)"), "m(0.5, 1.0, 1e+20, 0.0)")
    }

    func testAngles() {
        XCTAssertEqual(value("45deg"), .angle(degrees: 45))
        XCTAssertEqual(value("-22.5deg"), .angle(degrees: -22.5))
        XCTAssertEqual(value(".degrees(45)"), call("degrees", Argument(45)), ".degrees(45) stays a member chain")
        XCTAssertEqual(canonical("rotationEffect(45.0deg)"), "rotationEffect(45deg)")
        // -0 is another angle in the IR (its bits differ): canonical text keeps the sign.
        XCTAssertEqual(canonical("rotationEffect(-0deg)"), "rotationEffect(-0deg)")
        guard case .angle(let degrees)? = value("-0deg") else { return XCTFail("-0deg is not an angle") }
        XCTAssertEqual(degrees.sign, .minus)
    }

    func testStrings() {
        XCTAssertEqual(value(#""Untitled""#), "Untitled")
        XCTAssertEqual(value(#""say \"hi\"\n\u{1F600}""#), "say \"hi\"\n😀")
        XCTAssertEqual(canonical(#"navigationTitle("a\"b\\c")"#), #"navigationTitle("a\"b\\c")"#)
    }

    func testCSSColors() {
        XCTAssertEqual(value("#FF00aa"), .cssColor("#ff00aa"), "hex is written in lowercase")
        XCTAssertEqual(value("#ff00aa80"), .cssColor("#ff00aa80"))
        XCTAssertEqual(value("rgb(255,0,0)"), .cssColor("rgb(255, 0, 0)"))
        XCTAssertEqual(value("rgba(255 0 0 / 50%)"), .cssColor("rgb(255, 0, 0, 50%)"))
        XCTAssertEqual(value("hsl(120deg, 100%, 50%)"), .cssColor("hsl(120deg, 100%, 50%)"))
        XCTAssertEqual(error("m(#ff00)")?.message, "'#ff00' is not a CSS color")
        XCTAssertEqual(error("m(rgb(1, 2))")?.message, "'rgb(...)' needs three components")
        XCTAssertEqual(error("m(hsl(1%, 2, 3))")?.message, "unexpected unit '%' in a color")
    }

    func testChainsArraysAndTuples() {
        XCTAssertEqual(value(".black.opacity(0.2)"), .member(MemberChain([.init("black"), .init("opacity", arguments: [Argument(0.2)])])))
        XCTAssertEqual(value("EdgeInsets()"), .named(MemberChain([.init("EdgeInsets", arguments: [])])))
        XCTAssertEqual(
            value("Gradient.Stop(color: .red, location: 0.3)"),
            .named(MemberChain([.init("Gradient"), .init("Stop", arguments: [.labeled("color", .member("red")), .labeled("location", 0.3)])])))
        XCTAssertEqual(value("[]"), .array([]))
        XCTAssertEqual(value("[.blue, .purple]"), [.member("blue"), .member("purple")])
        XCTAssertEqual(value("(x: 1, y: 0)"), .tuple([.labeled("x", 1), .labeled("y", 0)]))
        XCTAssertEqual(value("true"), .bool(true))
        XCTAssertEqual(value("nil"), .null)
        XCTAssertEqual(value(":bg"), .slot("bg"))
    }

    func testTheFourAttrForms() {
        XCTAssertEqual(value("attr(title)"), .attr(AttrReference(name: "title")))
        XCTAssertEqual(value("attr(w, 200)"), .attr(AttrReference(name: "w", fallback: 200)))
        XCTAssertEqual(value("attr(w type(<number>))"), .attr(AttrReference(name: "w", type: .number)))
        XCTAssertEqual(value("attr(w type(<number>), 200)"), .attr(AttrReference(name: "w", type: .number, fallback: 200)))
        for type in AttrReference.AttrType.allCases {
            XCTAssertEqual(value("attr(x type(<\(type.rawValue)>))"), .attr(AttrReference(name: "x", type: type)))
        }
    }

    func testSpacingIsFreeAndWrittenCanonically() {
        XCTAssertEqual(
            canonical("  padding( 8 ) ,font(.system(size:17,weight:.semibold)),\n frame(width : 100)  "),
            "padding(8), font(.system(size: 17, weight: .semibold)), frame(width: 100)")
        XCTAssertEqual(canonical("background(content::bg)"), "background(content: :bg)")
        XCTAssertEqual(canonical("m(attr( w  type( <number> ) ,200 ))"), "m(attr(w type(<number>), 200))")
        XCTAssertEqual(canonical(""), "")
    }

    func testEvenStopsBecomeColorsAndUnevenStayStops() {
        XCTAssertEqual(
            canonical(
                "fill(.linearGradient(stops: [Gradient.Stop(color: .blue, location: 0), .init(color: .red, location: 0.5), Gradient.Stop(color: .purple, location: 1.0)], startPoint: .top, endPoint: .bottom))"
            ),
            "fill(.linearGradient(colors: [.blue, .red, .purple], startPoint: .top, endPoint: .bottom))")
        let uneven = "fill(Gradient(stops: [Gradient.Stop(color: .blue, location: 0.1), Gradient.Stop(color: .purple, location: 1.0)]))"
        XCTAssertEqual(canonical(uneven), uneven)
    }

    func testRecordsWhereModifiersSymbolsAndAttrAre() throws {
        let style = try VMLStyle(parsing: "padding(8), background(content: :bg, x: attr(w, attr(v)))")
        XCTAssertEqual(style.modifierOffsets, [0, 12])
        XCTAssertEqual(style.slotUses, [VMLStyle.SlotUse(name: "bg", modifier: "background", offset: 32)])
        XCTAssertEqual(style.attrUses.map(\.offset), [40, 48])
    }

    func testErrorsSayWhatIsWrongAndWhere() {
        let semicolon = error("padding(); background(.orange)")
        XCTAssertEqual(semicolon?.message, "modifiers are separated by ', ', not ';'")
        XCTAssertEqual(semicolon?.offset, 9)
        XCTAssertEqual(error("padding(8")?.message, "'(' is never closed")
        XCTAssertEqual(error("padding(8")?.offset, 7)
        XCTAssertEqual(error("padding")?.message, "expected '(' after the modifier name 'padding'")
        XCTAssertEqual(error("padding(8),")?.message, "expected a modifier after ',', found the end of the style")
        XCTAssertEqual(error("frame(width: 10px)")?.message, "unknown unit 'px' after 10")
        XCTAssertEqual(error("m(1, )")?.message, "expected an argument after ',', found ')'")
        XCTAssertEqual(error("font(.title).bold()")?.message, "modifiers are not chained with '.'")
        XCTAssertEqual(error(#"m("open)"#)?.message, "the string is never closed")
        XCTAssertEqual(error(#"m("\q")"#)?.message, #"unknown escape '\q' in a string"#)
        XCTAssertEqual(error("m(())")?.message, "a tuple needs at least one field")
        XCTAssertEqual(error("m(99999999999999999999)")?.message, "the number 99999999999999999999 is out of range")
        XCTAssertEqual(error("m(: bg)")?.message, "expected a slot name after ':'")
    }

    func testAttrErrors() {
        let quoted = error(#"navigationTitle(attr("title"))"#)
        XCTAssertEqual(quoted?.message, "the attribute name in attr(...) is an identifier, not a string")
        XCTAssertEqual(quoted?.notes, ["write attr(title)"])
        let unknown = error("m(attr(w type(<nubmer>)))")
        XCTAssertEqual(unknown?.message, "unknown attribute type <nubmer>")
        XCTAssertEqual(unknown?.notes.first, "did you mean <number>?")
        XCTAssertEqual(error("m(attr(is-presented))")?.message, "attr(...) names are identifiers (letters, digits and _); '-' cannot appear in them")
        XCTAssertEqual(error("m(attr(w kind(<number>)))")?.message, "expected type(<...>) or ',' after the attribute name, found 'kind'")
    }

    func testNestingIsBounded() {
        let deep = "m(" + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + ")"
        XCTAssertEqual(error(deep)?.message, "the style nests more than 64 levels deep")
    }

    func testAPositionInsideAStyleIsTheDocumentsLineAndColumn() {
        let text = """
            <VStack>
              <Text
                 style="navigationTitle(&quot;é&quot;), padding(8;)">Hi</Text>
            </VStack>
            """
        let document = VMLDocument.parse(text: text, file: "doc.vml")
        XCTAssertEqual(document.diagnostics.count, 1)
        let diagnostic = document.diagnostics[0]
        XCTAssertEqual(diagnostic.message, "expected ',' or ')', found ';'")
        XCTAssertEqual(diagnostic.line, 3)
        XCTAssertEqual(diagnostic.column, 54, "entities count as written, é as one column")
        XCTAssertEqual(diagnostic.sourceLine, #"     style="navigationTitle(&quot;é&quot;), padding(8;)">Hi</Text>"#)
    }
}
