// swift-tools-version:6.1
//
// Workbench: a hot-reload developer workbench for SwiftLite scripts and VML markup.
//
// The targets form a one-way graph, drawn from their imports in docs/architecture.md.
//   ViewTree       the IR: documents, nodes, values, canonical JSON, tree diff (depends on nothing)
//   SwiftLite      the language: lexer, parser, resolver, compiler, VM, standard library (depends on nothing)
//   FileReading    the one reader of user files: regular files only, at most 8 MB (depends on nothing)
//   Runtime        a program's runs: script files, view DSL, state, actions → IR (SwiftLite, ViewTree, FileReading)
//   ProjectConfiguration  workbench.json: keys, defaults, validation with positions (ViewTree, FileReading)
//   VML            VML markup: parse, validate, format, convert to and from the IR, bind to data (ViewTree)
//   CInotifyTools  the system library libinotifytools (Debian: libinotifytools0-dev)
//   Watcher        recursive, debounced file watching on libinotifytools (CInotifyTools)
//   CZlib, CSHA256 zlib; SHA-256 on the x86 SHA instructions
//   Store          the snapshot store: every run in SQLite, content-addressed (ViewTree, GRDB, CZlib, CSHA256)
//   Runs           what every command that runs a program shares: runs as snapshots, VML documents' runs,
//                  replay, bisect, limits from the configuration, the wording of runs, scenario tests, crash
//                  bundles (Runtime, Store, VML, ProjectConfiguration, FileReading, CZlib)
//   Preview        the live browser preview: HTTP + WebSocket server, IR → HTML rendering (ViewTree)
//   Daemon         workbench serve: the workspace, the reload path, the socket protocol, the log (Runs, Watcher, Preview...)
//   CEditLine      the system library libedit (Debian: libedit-dev)
//   DaemonClient   a client of the daemon's socket protocol (ViewTree): what the REPL and the language server use
//   Inspector      workbench repl: a client of the daemon's socket; Daemon only to embed one (EmbeddedDaemon)
//   LanguageServer workbench lsp: LSP 3.17 over stdio for scripts, VML and workbench.json (SwiftLite, VML,
//                  ProjectConfiguration, Runtime, DaemonClient); never Daemon
//   workbench      the thin executable: swift-argument-parser commands; only `serve` imports Daemon
//   workbench-bench benchmarks and the test suite's helper processes (Runs, Store, Runtime)
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
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // Without its default traits, hummingbird leaves out swift-configuration's support
        // (and its Foundation-heavy extras); the preview needs neither.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        // The parser the Swift compiler's own tools use: scripts are Swift, read as swiftc reads them.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "FileReading"),
        .target(
            name: "SwiftLite",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: [
                // The interpreter's loop works on unsafe pointers it owns; Swift's dynamic
                // exclusivity checks cost 1.5-1.9x there and protect nothing.
                .unsafeFlags(["-enforce-exclusivity=unchecked"]),
                // Without tail merging, LLVM stops joining the ends of the dispatch loop's
                // handlers into shared blocks. Measured, not derived: loop 166 -> 135 ms,
                // closures 192 -> 182 ms, the others unchanged (docs/performance.md).
                // Every block that is only jumped to (each handler of the dispatch loop)
                // starts on a 32-byte boundary: without it, one added handler moved the
                // others and made loop 12% slower at the same instruction count; with it,
                // loop runs 0.75-0.85x of its time before (16 bytes: 0.95x, 64: 0.86x).
                // SwiftPM does not rebuild a module when only these flags change: delete
                // .build/release/SwiftLite.build to measure a change to them.
                .unsafeFlags(
                    ["-Ounchecked", "-wmo", "-Xllvm", "-enable-tail-merge=false", "-Xllvm", "-align-all-nofallthru-blocks=5"],
                    .when(configuration: .release)),
            ]
        ),
        .target(
            name: "Runtime",
            dependencies: ["SwiftLite", "ViewTree", "FileReading"],
            swiftSettings: [
                // Turning a render's node objects into the IR reads every field of every
                // object (a class) and compares it with the last tree's; the dynamic
                // exclusivity checks were 7% of that. Debug builds, which the tests run,
                // keep them.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]
        ),
        .target(name: "ProjectConfiguration", dependencies: ["ViewTree", "FileReading"]),
        .target(name: "VML", dependencies: ["ViewTree"]),
        .systemLibrary(
            name: "CInotifyTools",
            path: "Sources/CInotifyTools",
            providers: [.apt(["libinotifytools0-dev"])]
        ),
        .target(name: "Watcher", dependencies: ["CInotifyTools"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CSHA256"),
        .target(
            name: "Store",
            dependencies: ["ViewTree", "CZlib", "CSHA256", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: [
                // The encoder's walk mutates itself from nested functions on every node; the
                // dynamic exclusivity checks were 4.5% of a snapshot's instructions. Debug
                // builds, which the tests run, keep them.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]
        ),
        .target(name: "Runs", dependencies: ["ViewTree", "SwiftLite", "FileReading", "Runtime", "ProjectConfiguration", "Store", "VML", "CZlib"]),
        .target(name: "Daemon", dependencies: ["ViewTree", "Runtime", "ProjectConfiguration", "Watcher", "Store", "VML", "Runs", "Preview"]),
        .target(
            name: "Preview",
            dependencies: [
                "ViewTree",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .systemLibrary(name: "CEditLine", path: "Sources/CEditLine", providers: [.apt(["libedit-dev"])]),
        .target(name: "DaemonClient", dependencies: ["ViewTree"]),
        .target(name: "Inspector", dependencies: ["ViewTree", "ProjectConfiguration", "CEditLine", "Runs", "Daemon", "DaemonClient"]),
        .target(name: "LanguageServer", dependencies: ["ViewTree", "SwiftLite", "Runtime", "ProjectConfiguration", "VML", "DaemonClient"]),
        .executableTarget(
            name: "workbench",
            dependencies: [
                "ViewTree",
                "FileReading",
                "SwiftLite",
                "Runtime",
                "ProjectConfiguration",
                "VML",
                "Store",
                "Runs",
                "Daemon",
                "Inspector",
                "LanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A position-dependent executable: the dynamic loader no longer applies 113,000
            // relocations (and copies the pages they touch) at every start, which took
            // `workbench run` from 10.0 to 8.9 ms of CPU for a one-line script.
            // No exported symbols: the static standard library's link arguments export every
            // symbol of the program's own objects (65,000 with swift-syntax), and at each
            // start the loader searched them for every symbol the C libraries bind and the
            // runtime's backtracer walked them all in `dladdr` (175 page faults more than
            // before swift-syntax, 0.9 ms of CPU). Nothing looks the program's symbols up.
            linkerSettings: [
                .unsafeFlags(["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"], .when(configuration: .release))
            ]
        ),
        .executableTarget(
            name: "workbench-bench",
            dependencies: [
                "ViewTree",
                "Store",
                "Runs",
                "Runtime",
                "SwiftLite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(name: "FileReadingTests", dependencies: ["FileReading"]),
        .testTarget(
            name: "SwiftLiteTests",
            dependencies: ["SwiftLite"],
            // The conformance suite's programs are data the tests read, not test sources.
            exclude: ["Conformance"]
        ),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "SwiftLite", "ViewTree", "VML"]),
        .testTarget(name: "ProjectConfigurationTests", dependencies: ["ProjectConfiguration"]),
        .testTarget(name: "WatcherTests", dependencies: ["Watcher", "ProcessTestSupport"]),
        .testTarget(name: "VMLTests", dependencies: ["VML", "ViewTree"]),
        .testTarget(name: "RunsTests", dependencies: ["Runs", "Runtime", "Store", "SwiftLite", "ViewTree", "VML"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["workbench", "ProcessTestSupport"]),
        // Running a program to its end and collecting what it printed, for every test target
        // that drives one (workbench, sqlite3, shell commands).
        .target(name: "ProcessTestSupport", path: "Tests/ProcessTestSupport"),
        // What the daemon's and the REPL's tests share: temporary projects, a daemon in process.
        .target(name: "DaemonTestSupport", dependencies: ["Daemon", "ProjectConfiguration"], path: "Tests/DaemonTestSupport"),
        .testTarget(
            name: "DaemonTests",
            dependencies: [
                "Daemon", "DaemonTestSupport", "ProcessTestSupport", "BrowserTestSupport", "ProjectConfiguration", "ViewTree", "Store",
                "Runtime", "Preview", "workbench",
            ]
        ),
        .testTarget(
            name: "StoreTests",
            dependencies: ["Store", "ViewTree", "Runtime", "SwiftLite", "ProcessTestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Headless Chromium over the DevTools protocol and a page's side of the preview's
        // WebSocket, for the preview's tests and the daemon's.
        .target(
            name: "BrowserTestSupport",
            dependencies: [
                "ViewTree",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/BrowserTestSupport"
        ),
        .testTarget(
            name: "PreviewTests",
            dependencies: [
                "Preview", "ViewTree", "Runtime", "BrowserTestSupport",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                // The HTTP tests' client.
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "ViewTree", "ProcessTestSupport", "DaemonTestSupport", "Daemon", "DaemonClient", "ProjectConfiguration", "workbench"]),
        .testTarget(name: "InspectorTests", dependencies: ["Inspector", "Daemon", "DaemonTestSupport", "ProjectConfiguration", "ViewTree", "workbench"]),
    ],
    swiftLanguageModes: [.v6]
)
