import SwiftLite
import XCTest

/// SwiftUI values kept symbolically (`Color`, `Font`) in the state store: written as the
/// Swift source that makes them, read back as the same symbol.
final class SymbolicStateCodingTests: XCTestCase {
    func testASymbolIsKeptAsItsSourceAndReadBackAsItself() throws {
        let environment = HostEnvironment()
        environment.defineSymbolicRoots(["Color", "Font"])
        let source = """
            struct Theme {
                var tint: Color = .blue.opacity(0.5)
                var fonts: [Font] = [Font.custom("My \\"Serif\\"\\n\\t", size: -2.5), .system(size: 12, weight: .bold)]
                var swatch = Color(red: 1, green: 0, blue: 0)
            }
            let theme = Theme()
            """
        let program = try CompiledProgram.compile([SourceFile(name: "app.swift", text: source)], environment: environment).get()
        let interpreter = Interpreter(program: program)
        interpreter.beginRun()
        try interpreter.runTopLevel()
        let theme = try XCTUnwrap(interpreter.global(named: "theme"))
        let encoded = try StateCoding.encode(theme)
        XCTAssertEqual(string(encoded.dictionaryValue(forKey: "tint")), ".blue.opacity(0.5)")
        XCTAssertEqual(string(encoded.dictionaryValue(forKey: "swatch")), "Color(red: 1, green: 0, blue: 0)")
        XCTAssertEqual(
            string(encoded.dictionaryValue(forKey: "fonts")?.arrayElements?.first), #"Font.custom("My \"Serif\"\n\t", size: -2.5)"#)
        let decoded = try XCTUnwrap(StateCoding.decode(encoded, as: .declared(try XCTUnwrap(theme.declaredType))))
        XCTAssertEqual(try interpreter.describe(decoded), try interpreter.describe(theme))
        // A string that is not such source is no symbol: the property starts again.
        XCTAssertNil(StateCoding.decode(.string("Color(red: "), as: .symbolic))
    }

    /// The text of a string value.
    private func string(_ value: Value?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }
}
