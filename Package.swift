// swift-tools-version:6.1
//
// Workbench: a hot-reload developer workbench for SwiftLite scripts and VML markup.
//
// The targets form a one-way pipeline; see docs/architecture.md.
//   ViewTree       the IR: documents, nodes, values, canonical JSON, tree diff (depends on nothing)
//   SwiftLite      the language: lexer, parser, resolver, compiler, VM, standard library (depends on nothing)
//   Runtime        a program's session: script files, view DSL, state, actions → IR
//   Configuration  workbench.json: keys, defaults, validation with positions
//   workbench      the thin executable: swift-argument-parser commands
import PackageDescription

let package = Package(
    name: "workbench",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbench", targets: ["workbench"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(
            name: "SwiftLite",
            swiftSettings: [
                // The interpreter's loop works on unsafe pointers it owns; Swift's dynamic
                // exclusivity checks cost 1.5-1.9x there and protect nothing.
                .unsafeFlags(["-enforce-exclusivity=unchecked"]),
                .unsafeFlags(["-Ounchecked", "-wmo"], .when(configuration: .release)),
            ]
        ),
        .target(name: "Runtime", dependencies: ["SwiftLite", "ViewTree"]),
        .target(name: "Configuration", dependencies: ["ViewTree"]),
        .executableTarget(
            name: "workbench",
            dependencies: [
                "ViewTree",
                "SwiftLite",
                "Runtime",
                "Configuration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(
            name: "SwiftLiteTests",
            dependencies: ["SwiftLite"],
            // The conformance suite's programs are data the tests read, not test sources.
            exclude: ["Conformance"]
        ),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration"]),
    ],
    swiftLanguageModes: [.v6]
)
