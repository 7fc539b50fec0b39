// swift-tools-version:6.1
//
// Workbench: a hot-reload developer workbench for SwiftLite scripts and VML markup.
//
// The targets form a one-way pipeline; see docs/architecture.md.
//   ViewTree       the IR: documents, nodes, values, canonical JSON, tree diff (depends on nothing)
//   SwiftLite      the language: lexer, parser, resolver, compiler, VM, standard library (depends on nothing)
//   Runtime        a program's session: script files, view DSL, state, actions → IR
//   Configuration  workbench.json: keys, defaults, validation with positions
//   CInotifyTools  the system library libinotifytools (Debian: libinotifytools0-dev)
//   Watcher        recursive, debounced file watching on libinotifytools for the daemon
//   Preview        the live browser preview: HTTP + WebSocket server, IR → HTML rendering
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
        // Without its default traits, hummingbird leaves out swift-configuration's support
        // (and its Foundation-heavy extras); the preview needs neither.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
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
        .systemLibrary(
            name: "CInotifyTools",
            path: "Sources/CInotifyTools",
            providers: [.apt(["libinotifytools0-dev"])]
        ),
        .target(name: "Watcher", dependencies: ["CInotifyTools"]),
        .target(
            name: "Preview",
            dependencies: [
                "ViewTree",
                // swift-configuration, in hummingbird's graph even with the trait off, has a
                // module named Configuration, as this package has: the alias keeps them apart.
                .product(name: "Hummingbird", package: "hummingbird", moduleAliases: ["Configuration": "SwiftConfiguration"]),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
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
        .testTarget(name: "SwiftLiteTests", dependencies: ["SwiftLite"]),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "SwiftLite", "ViewTree"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration"]),
        .testTarget(name: "WatcherTests", dependencies: ["Watcher"]),
        .testTarget(
            name: "PreviewTests",
            dependencies: [
                "Preview", "ViewTree", "Runtime",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                // The HTTP tests' client. Also, SwiftPM 6.3 applies Preview's module alias only
                // while this product is in the graph: without it (checked with HummingbirdCore
                // instead), the build stops on the two Configuration modules.
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
