import XCTest
import ViewTree
import VML

/// §3: the eight types, their coercions, fallbacks, and empty values.
final class AttrResolverTests: XCTestCase {
    private func resolve(_ text: String?, as type: AttrReference.AttrType?, fallback: Value? = nil) -> AttrResolution {
        let attributes = text.map { ["a": $0] } ?? [:]
        return AttrResolver(attributes: attributes).resolve(AttrReference(name: "a", type: type, fallback: fallback))
    }

    private func coerced(_ text: String, as type: AttrReference.AttrType?) -> Value? {
        if case .resolved(let value) = resolve(text, as: type) { return value }
        return nil
    }

    func testStringsAndNoHint() {
        XCTAssertEqual(coerced("Welcome", as: .string), "Welcome")
        XCTAssertEqual(coerced(" spaced ", as: nil), " spaced ", "no hint reads the text as a string, as it is")
    }

    func testNumbersIntegersAndLengths() {
        XCTAssertEqual(coerced("150", as: .number), .int(150))
        XCTAssertEqual(coerced(" 1.5 ", as: .number), .double(1.5))
        XCTAssertEqual(coerced("+3", as: .number), .int(3))
        XCTAssertEqual(coerced("1e3", as: .number), .double(1000))
        XCTAssertNil(coerced("wide", as: .number))
        XCTAssertEqual(coerced("12", as: .integer), .int(12))
        XCTAssertNil(coerced("1.5", as: .integer))
        XCTAssertEqual(coerced("12pt", as: .length), .int(12))
        XCTAssertEqual(coerced("12.5px", as: .length), .double(12.5))
        XCTAssertNil(coerced("2em", as: .length))
    }

    func testAngles() {
        XCTAssertEqual(coerced("45deg", as: .angle), .angle(degrees: 45))
        XCTAssertEqual(coerced("0.25turn", as: .angle), .angle(degrees: 90))
        XCTAssertEqual(coerced("100grad", as: .angle), .angle(degrees: 90))
        XCTAssertEqual(coerced("0", as: .angle), .angle(degrees: 0))
        XCTAssertEqual(coerced(".degrees(45)", as: .angle), call("degrees", Argument(45)))
        XCTAssertEqual(coerced(".radians(1.5)", as: .angle), call("radians", Argument(1.5)))
        XCTAssertNil(coerced("45", as: .angle), "an angle other than 0 needs a unit")
        XCTAssertNil(coerced(".degrees(\"x\")", as: .angle))
    }

    func testColors() {
        XCTAssertEqual(coerced("#FF0000", as: .color), .cssColor("#ff0000"))
        XCTAssertEqual(coerced("#ff000080", as: .color), .cssColor("#ff000080"))
        XCTAssertEqual(coerced("rgb(255, 0, 0)", as: .color), .cssColor("rgb(255, 0, 0)"))
        XCTAssertEqual(coerced("hsl(120, 100%, 50%)", as: .color), .cssColor("hsl(120, 100%, 50%)"))
        XCTAssertEqual(coerced(".red", as: .color), .member("red"))
        XCTAssertEqual(coerced(".secondary", as: .color), .member("secondary"))
        XCTAssertEqual(
            coerced(".blue.opacity(0.5)", as: .color),
            .member(MemberChain([.init("blue"), .init("opacity", arguments: [Argument(0.5)])])))
        XCTAssertNil(coerced("#f00", as: .color), "§7's CSSHEX has six or eight digits")
        guard case .unresolved(.notCoercible(_, _, _, let reason)) = resolve("red", as: .color) else { return XCTFail() }
        XCTAssertTrue(reason.hasSuffix("SwiftUI colors keep their dot: .red"), reason)
        guard case .unresolved(.notCoercible(_, _, _, let typo)) = resolve(".bleu", as: .color) else { return XCTFail() }
        XCTAssertEqual(typo, "'.bleu' is not a SwiftUI color; did you mean .blue?")
    }

    func testURLsAndBooleans() {
        XCTAssertEqual(coerced("/products/1", as: .url), "/products/1")
        XCTAssertEqual(coerced("https://example.com/a?b=c", as: .url), "https://example.com/a?b=c")
        XCTAssertNil(coerced("not a url", as: .url))
        XCTAssertEqual(coerced("true", as: .boolean), .bool(true))
        XCTAssertEqual(coerced("false", as: .boolean), .bool(false))
        XCTAssertNil(coerced("yes", as: .boolean))
    }

    func testFallbacks() {
        XCTAssertEqual(resolve(nil, as: .number, fallback: 200), .fallback(200, because: .missing(attribute: "a")))
        XCTAssertEqual(
            resolve("wide", as: .number, fallback: 200),
            .fallback(200, because: .notCoercible(attribute: "a", text: "wide", type: .number, reason: "expected a number such as 12 or 0.5")))
        XCTAssertEqual(resolve(nil, as: .number), .unresolved(.missing(attribute: "a")))
        let chained = AttrResolver(attributes: ["b": "7"]).resolve(
            AttrReference(name: "a", type: .number, fallback: .attr(AttrReference(name: "b", type: .number))))
        XCTAssertEqual(chained, .fallback(7, because: .missing(attribute: "a")), "a fallback may itself be attr(...)")
    }

    func testEmptyIsMissingExceptForStrings() {
        XCTAssertEqual(resolve("", as: .string), .resolved(""))
        XCTAssertEqual(resolve("", as: .number, fallback: 1), .fallback(1, because: .missing(attribute: "a")))
        XCTAssertEqual(resolve("", as: nil, fallback: "x"), .fallback("x", because: .missing(attribute: "a")))
    }

    func testResolvingModifiersLeavesOutWhatHasNoValue() {
        let modifiers = [
            Modifier("frame", [.labeled("width", .attr(AttrReference(name: "w", type: .number))), .labeled("height", 10)])
        ]
        XCTAssertEqual(AttrResolver(attributes: [:]).resolve(modifiers), [Modifier("frame", [.labeled("height", 10)])])
        XCTAssertEqual(AttrResolver(attributes: ["w": "5"]).resolve(modifiers), [Modifier("frame", [.labeled("width", 5), .labeled("height", 10)])])
    }

    func testIRPropsStandForAttributes() {
        let resolver = AttrResolver(props: ["spacing": 8, "alignment": .member("leading"), "on": true])
        XCTAssertEqual(resolver.resolve(AttrReference(name: "spacing", type: .integer)), .resolved(8))
        XCTAssertEqual(resolver.resolve(AttrReference(name: "alignment")), .resolved("leading"))
        XCTAssertEqual(resolver.resolve(AttrReference(name: "on", type: .boolean)), .resolved(true))
    }

    func testCheckWarnsAboutFailedCoercionsAndMissingValues() {
        let text = """
            <Rectangle w="wide" style="frame(width: attr(w type(<number>), 200), height: attr(h type(<number>)), depth: attr(d type(<number>), &quot;x&quot;))"/>
            """
        let found = warnings(text).map { "\($0.column ?? 0) \($0.message)" }
        XCTAssertEqual(
            found,
            [
                #"41 attr(w) cannot use the attribute: the attribute w="wide" is not a <number>: expected a number such as 12 or 0.5; the fallback 200 is used"#,
                "78 attr(h) has no value: the element has no attribute 'h' and there is no fallback; SwiftUI's default applies",
                #"109 the fallback "x" of attr(d) is not a <number>"#,
            ])
    }
}
