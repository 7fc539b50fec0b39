import ArgumentParser

/// `workbench-bench`: the benchmarks behind scripts/bench, and the helper processes the
/// test suite drives (a writer to kill mid-stream, for instance).
@main
struct WorkbenchBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbench-bench",
        abstract: "Benchmarks and test helpers for workbench.",
        subcommands: [StoreBenchmark.self, WriteSnapshotsCommand.self]
    )
}
