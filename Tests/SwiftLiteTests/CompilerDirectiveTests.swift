import SwiftLite
import XCTest

/// `#if` compiler directives (docs/language.md, "Compiler directives"): the clause swiftc
/// would compile for a debug build of an iOS app in the simulator is the one that runs.
final class CompilerDirectiveTests: XCTestCase {
    func testDebugIsSetAndTheElseClauseIsDropped() throws {
        let source = """
            #if DEBUG
            let mode = "debug"
            #else
            let mode = "release"
            #endif
            #if RELEASE
            print("never")
            #endif
            print(mode)
            """
        XCTAssertEqual(try runProgram(source), "debug\n")
    }

    func testPlatformConditionsAreThoseOfTheIOSSimulator() throws {
        let source = """
            #if os(macOS)
            print("mac")
            #elseif os(iOS) && targetEnvironment(simulator)
            print("iOS simulator")
            #endif
            #if canImport(UIKit) && canImport(Combine) && !canImport(AppKit)
            print("UIKit")
            #endif
            #if swift(>=5.9) && compiler(>=6.0) && !swift(<6) && arch(arm64)
            print("Swift 6")
            #endif
            #if (DEBUG || os(watchOS)) && !(FOO)
            print("grouped")
            #endif
            """
        XCTAssertEqual(try runProgram(source), "iOS simulator\nUIKit\nSwift 6\ngrouped\n")
    }

    func testDirectivesAmongMembersCasesAndInsideFunctions() throws {
        let source = """
            struct Item {
                var name: String
                #if os(iOS)
                var platform = "iOS"
                #else
                var platform = "other"
                #endif
            }
            func describe(_ n: Int) -> String {
                #if DEBUG
                let prefix = "debug "
                #else
                let prefix = ""
                #endif
                switch n {
                case 1: return prefix + "one"
                #if !DEBUG
                case 2: return prefix + "two (release)"
                #else
                case 2: return prefix + "two"
                #endif
                default: return prefix + "many"
                }
            }
            print(Item(name: "a").platform, describe(1), describe(2), describe(3))
            """
        XCTAssertEqual(try runProgram(source), "iOS debug one debug two debug many\n")
    }

    func testTheInactiveClauseIsNotCompiled() throws {
        // swiftc parses an inactive clause but does not check its names.
        XCTAssertEqual(try runProgram("#if os(macOS)\nNSApplication.shared.run()\n#endif\nprint(1)\n"), "1\n")
    }

    func testAnUnknownConditionIsAnError() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("#if isDebugging()\nprint(1)\n#endif\n"),
            ["main.swift:1:5: error: unknown '#if' condition 'isDebugging()'; scripts know names such as DEBUG, os(...), arch(...), canImport(...), targetEnvironment(...), swift(>=...), compiler(>=...)"])
    }

    func testAcceptedImportsDoNothing() throws {
        XCTAssertEqual(
            try runProgram("import SwiftUI\nimport Foundation\nimport Observation\nimport Combine\nimport UIKit\nprint(1)\n"), "1\n")
    }
}
