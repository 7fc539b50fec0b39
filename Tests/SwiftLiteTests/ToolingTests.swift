import SwiftLite
import XCTest

/// The tooling API editors use: declarations, references and their places, from the
/// resolver's and compiler's own decisions.
final class ToolingTests: XCTestCase {
    private let geometry = """
        /// A point in the plane.
        struct Point: Equatable {
            var x: Double
            var y: Double

            /// The square of the distance to another point.
            func distance(to other: Point) -> Double {
                let ox = other.x
                let dx = x - ox
                let dy = y - other.y
                return dx * dx + dy * dy
            }
        }

        enum Direction { case north, south }

        let origin = Point(x: 0, y: 0)
        """

    private let main = """
        let far = Point(x: 3, y: 4)
        print(origin.distance(to: far))
        let heading: Direction = .north
        func describe(_ p: Point) -> String { "\\(p.x)" }
        print(describe(far), heading)
        """

    private func analyze() -> ProgramAnalysis {
        ProgramAnalysis.analyze(
            [SourceFile(name: "geometry.swift", text: geometry), SourceFile(name: "main.swift", text: main)], environment: HostEnvironment())
    }

    private func declaration(_ analysis: ProgramAnalysis, _ name: String) -> SymbolDeclaration? {
        analysis.declarations.first { $0.name == name }
    }

    func testDeclarationsHaveTheirNamesExtentsSignaturesAndDocumentation() throws {
        let analysis = analyze()
        XCTAssertEqual(analysis.diagnostics, [])
        let point = try XCTUnwrap(declaration(analysis, "Point"))
        XCTAssertEqual(point.kind, .struct)
        XCTAssertEqual(point.nameSpan, SourceSpan(file: "geometry.swift", start: .init(line: 2, column: 8), end: .init(line: 2, column: 13)))
        XCTAssertEqual(point.span.start, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(point.span.end, SourceLocation(line: 13, column: 2))
        XCTAssertEqual(point.signature, "struct Point: Equatable")
        XCTAssertEqual(point.documentation, "A point in the plane.")
        let distance = try XCTUnwrap(declaration(analysis, "distance"))
        XCTAssertEqual(distance.kind, .method)
        XCTAssertEqual(distance.signature, "func distance(to other: Point) -> Double")
        XCTAssertEqual(distance.documentation, "The square of the distance to another point.")
        XCTAssertEqual(distance.container, point.id)
        XCTAssertEqual(distance.nameSpan.start, SourceLocation(line: 7, column: 10))
        XCTAssertEqual(distance.parameters, [SymbolDeclaration.Parameter(label: "to", name: "other", hasDefault: false)])
        let other = try XCTUnwrap(declaration(analysis, "other"))
        XCTAssertEqual(other.kind, .parameter)
        XCTAssertTrue(other.isLocal)
        XCTAssertEqual(other.nameSpan.start, SourceLocation(line: 7, column: 22))
        XCTAssertEqual(declaration(analysis, "x")?.kind, .property)
        XCTAssertEqual(declaration(analysis, "north")?.kind, .enumCase)
        XCTAssertEqual(declaration(analysis, "origin")?.valueType, "Point")
        XCTAssertEqual(declaration(analysis, "ox")?.valueType, "Double")
    }

    func testReferencesAcrossFilesReachTheirDeclarations() throws {
        let analysis = analyze()
        // `origin` in main.swift, line 2.
        let (span, origin) = try XCTUnwrap(analysis.symbol(inFile: "main.swift", at: SourceLocation(line: 2, column: 9)))
        XCTAssertEqual(origin.name, "origin")
        XCTAssertEqual(origin.nameSpan.file, "geometry.swift")
        XCTAssertEqual(span, SourceSpan(file: "main.swift", start: .init(line: 2, column: 7), end: .init(line: 2, column: 13)))
        // `.distance` on a value whose type the compiler knows.
        let (_, distance) = try XCTUnwrap(analysis.symbol(inFile: "main.swift", at: SourceLocation(line: 2, column: 16)))
        XCTAssertEqual(distance.kind, .method)
        // `x` without `self.` and `other.x` in the method, `p.x` in main.swift.
        let x = try XCTUnwrap(declaration(analysis, "x"))
        let places = analysis.references(to: x.id).map { "\($0.span.file):\($0.span.start)" }
        XCTAssertEqual(places, ["geometry.swift:8:24", "geometry.swift:9:18", "main.swift:4:44"])
        // `Point` as a type, as a constructor, in both files.
        let point = try XCTUnwrap(declaration(analysis, "Point"))
        XCTAssertEqual(analysis.references(to: point.id).count, 4)
        // `.north` and the enum's name in an annotation.
        XCTAssertEqual(analysis.symbol(inFile: "main.swift", at: SourceLocation(line: 3, column: 28))?.declaration.kind, .enumCase)
        XCTAssertEqual(analysis.symbol(inFile: "main.swift", at: SourceLocation(line: 3, column: 15))?.declaration.kind, .enum)
        // A call to a top-level function.
        XCTAssertEqual(analysis.symbol(inFile: "main.swift", at: SourceLocation(line: 5, column: 8))?.declaration.kind, .function)
    }

    func testMembersAndTheTypeOfAReceiver() throws {
        let analysis = analyze()
        XCTAssertEqual(Set(analysis.members(ofType: "Point").map(\.name)), ["x", "y", "distance"])
        let receiver = try XCTUnwrap(analysis.reference(inFile: "main.swift", endingAt: SourceLocation(line: 2, column: 13)))
        XCTAssertEqual(receiver.valueType, "Point")
        XCTAssertEqual(analysis.enclosingType(inFile: "geometry.swift", at: SourceLocation(line: 8, column: 1))?.name, "Point")
    }

    func testDiagnosticsAreThoseOfTheCompilerWithTheirTokens() throws {
        let file = SourceFile(name: "bad.swift", text: "let count = 1\nprint(cuont + 1)\n")
        let analysis = ProgramAnalysis.analyze([file], environment: HostEnvironment())
        guard case .failure(let failure) = CompiledProgram.compile([file], environment: HostEnvironment()) else { return XCTFail("compiled") }
        XCTAssertEqual(analysis.diagnostics, failure.diagnostics)
        let diagnostic = try XCTUnwrap(analysis.diagnostics.first)
        XCTAssertEqual(
            analysis.tokenSpan(inFile: "bad.swift", at: diagnostic.location),
            SourceSpan(file: "bad.swift", start: .init(line: 2, column: 7), end: .init(line: 2, column: 12)))
    }

    func testATopLevelObservedVariableIsAVariableWithItsReferences() throws {
        let text = "var total = 0 {\n    didSet { print(total) }\n}\nfunc add() { total += 1 }\ntotal = 2\n"
        let analysis = ProgramAnalysis.analyze([SourceFile(name: "a.swift", text: text)], environment: HostEnvironment())
        XCTAssertEqual(analysis.diagnostics, [])
        let total = try XCTUnwrap(declaration(analysis, "total"))
        XCTAssertEqual(total.kind, .variable)
        XCTAssertEqual(total.signature, "var total")
        XCTAssertEqual(analysis.references(to: total.id).map(\.span.start.line), [2, 4, 5])
    }

    func testALazyPropertyIsDeclaredAsWritten() throws {
        let text = "struct Report {\n    var rows = [1]\n    lazy var total: Int = rows.count\n}\n"
        let analysis = ProgramAnalysis.analyze([SourceFile(name: "a.swift", text: text)], environment: HostEnvironment())
        XCTAssertEqual(analysis.diagnostics, [])
        XCTAssertEqual(analysis.declarations.filter { $0.kind == .property }.map(\.signature), ["var rows", "lazy var total: Int"])
        let rows = try XCTUnwrap(declaration(analysis, "rows"))
        XCTAssertEqual(analysis.references(to: rows.id).map(\.span.start.line), [3])
    }

    func testABrokenFileStillIndexesWhatItCan() {
        let analysis = ProgramAnalysis.analyze(
            [SourceFile(name: "a.swift", text: "struct S { var value = 1 }\nlet s = S()\nlet v = s.\nfunc f( {\n")], environment: HostEnvironment())
        XCTAssertFalse(analysis.diagnostics.isEmpty)
        XCTAssertNotNil(analysis.declarations.first { $0.name == "S" })
        XCTAssertEqual(analysis.reference(inFile: "a.swift", endingAt: SourceLocation(line: 3, column: 10))?.valueType, "S")
    }
}
