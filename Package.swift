// swift-tools-version:6.1
//
// Workbench: a hot-reload developer workbench for SwiftLite scripts and VML markup.
//
// The targets form a one-way pipeline; see docs/architecture.md.
//   ViewTree       the IR: documents, nodes, values, canonical JSON, tree diff (depends on nothing)
//   Configuration  workbench.json: keys, defaults, validation with positions
//   Store          the snapshot store: every run in SQLite, content-addressed (GRDB, zlib)
//   workbench      the thin executable: swift-argument-parser commands
//   workbench-bench benchmarks and the test suite's helper processes
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
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "Configuration", dependencies: ["ViewTree"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "Store",
            dependencies: ["ViewTree", "CZlib", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .executableTarget(
            name: "workbench",
            dependencies: [
                "ViewTree",
                "Configuration",
                "Store",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "workbench-bench",
            dependencies: [
                "ViewTree",
                "Store",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "ViewTree"]),
    ],
    swiftLanguageModes: [.v6]
)
