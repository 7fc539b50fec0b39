// swift-tools-version:6.1
//
// Workbench: a hot-reload developer workbench for SwiftLite scripts and VML markup.
//
// The targets form a one-way pipeline; see docs/architecture.md.
//   ViewTree       the IR: documents, nodes, values, canonical JSON, tree diff (depends on nothing)
//   Configuration  workbench.json: keys, defaults, validation with positions
//   VML            VML markup: parse, validate, format, convert to and from the IR
//   workbench      the thin executable: swift-argument-parser commands
import PackageDescription

let package = Package(
    name: "workbench",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbench", targets: ["workbench"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "VML", targets: ["VML"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "Configuration", dependencies: ["ViewTree"]),
        .target(name: "VML", dependencies: ["ViewTree"]),
        .executableTarget(
            name: "workbench",
            dependencies: [
                "ViewTree",
                "Configuration",
                "VML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration"]),
        .testTarget(name: "VMLTests", dependencies: ["VML", "ViewTree"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["workbench"]),
    ],
    swiftLanguageModes: [.v6]
)
