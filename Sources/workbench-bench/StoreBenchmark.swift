import ArgumentParser
import Foundation
import Store
import ViewTree

/// `workbench-bench store`: how fast snapshots are stored and how small the store stays
/// over a long session. Prints a markdown table (scripts/bench.d/store.sh).
struct StoreBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Benchmark the snapshot store: snapshots per second and bytes stored over a session."
    )

    @Option(help: "Snapshots in the session.")
    var edits = 1000

    @Option(help: "Nodes in the synthetic IR.")
    var nodes = 1000

    @Option(help: "Snapshots per transaction in the batched run.")
    var batch = 16

    @Option(help: "A folder of real runs (NNNN.json IR documents, optional NNNN.state.json states) to use instead of the synthetic session.")
    var irFolder: String?

    @Option(help: "The example app's folder: run its session with the real runtime instead of the synthetic one.")
    var example: String?

    @Option(help: "Todos in the example app's state (300 make a tree of about 1,070 nodes).")
    var todos = 300

    @Option(help: "Where to put the databases (a temporary folder by default).")
    var folder: String?

    @Option(help: "Run only this measure (durable, batched, cold or unchanged) and print its rate: for profiling one of them.")
    var only: Measure?

    /// The four measures, for `--only`.
    enum Measure: String, ExpressibleByArgument, CaseIterable {
        case durable, batched, cold, unchanged
    }

    func run() throws {
        let base = folder ?? NSTemporaryDirectory() + "workbench-bench-store-\(getpid())"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { if folder == nil { try? FileManager.default.removeItem(atPath: base) } }

        if let only {
            let rate: Double
            switch only {
            case .durable: rate = try measure(path: base + "/durable.sqlite", batchSize: 1).cpuRate
            case .batched: rate = try measure(path: base + "/batched.sqlite", batchSize: batch).cpuRate
            case .cold: rate = try measureCold(path: base + "/cold.sqlite")
            case .unchanged: rate = try measureUnchanged(path: base + "/unchanged.sqlite").cpuRate
            }
            print("\(only.rawValue): \(Int(rate)) snapshots/s\(only == .cold ? "" : " (CPU-bound)")")
            return
        }
        let durable = try measure(path: base + "/durable.sqlite", batchSize: 1)
        let batched = try measure(path: base + "/batched.sqlite", batchSize: batch)
        let cold = try measureCold(path: base + "/cold.sqlite")
        let unchanged = try measureUnchanged(path: base + "/unchanged.sqlite")

        let statistics = durable.statistics
        let source =
            irFolder.map { "recorded runs in \($0)" }
            ?? example.map { "the example app in \($0) run by the runtime, \(durable.nodeCount) nodes" }
            ?? "synthetic todo app, \(durable.nodeCount) nodes"
        print("Session: \(edits) snapshots (\(source)); every snapshot durable (WAL, synchronous=FULL).")
        print()
        print("| measure | result | goal |")
        print("|---|---|---|")
        // The rate goal is read with group commit: one sync per snapshot is bounded by the
        // disk's syncs per second, whatever the store does (docs/store.md).
        print("| snapshots/s, \(batch) per transaction | \(Int(batched.rate)) (CPU-bound: \(Int(batched.cpuRate))) | ≥ 2,000 |")
        print("| snapshots/s, one transaction each | \(Int(durable.rate)) (CPU-bound: \(Int(durable.cpuRate))) | |")
        print("| snapshots/s, every tree new (cold cache) | \(Int(cold)) | |")
        print("| snapshots/s, the same tree rebuilt each time, \(batch) per transaction | \(Int(unchanged.rate)) (CPU-bound: \(Int(unchanged.cpuRate))) | |")
        print("| raw IR + state JSON saved | \(megabytes(statistics.rawBytes)) | |")
        print("| database size | \(megabytes(statistics.databaseBytes)) | |")
        print("| stored / raw | \(String(format: "%.2f%%", statistics.storedFraction * 100)) | ≤ 15% |")
        print("| blobs | \(statistics.blobCount) (\(megabytes(statistics.storedBlobBytes)) stored, \(megabytes(statistics.uncompressedBlobBytes)) uncompressed) | |")
    }

    private struct Measurement {
        /// Snapshots per second of wall-clock time: what a user sees, syncs to disk included.
        var rate: Double
        /// Snapshots per second of this thread's CPU time: the same without waiting for the
        /// disk or for other processes on a shared machine.
        var cpuRate: Double
        var statistics: StoreStatistics
        var nodeCount: Int
    }

    /// A source of snapshots: the synthetic session or the recorded one.
    private func makeSession() throws -> () throws -> Snapshot {
        if let irFolder {
            var recorded = try RecordedSession(folder: irFolder)
            return { try recorded.next() }
        }
        if let example {
            var session = try ExampleSession(folder: example, todos: todos)
            return { session.next() }
        }
        var synthetic = SyntheticSession(nodes: nodes)
        return { synthetic.next() }
    }

    /// Stores the session, timing only the appends: snapshots are made in chunks
    /// beforehand so that building trees is not counted.
    private func measure(path: String, batchSize: Int) throws -> Measurement {
        let store = try SnapshotStore(path: path)
        let next = try makeSession()
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        var cpu = 0.0
        var nodeCount = 0
        var written = 0
        while written < edits {
            let chunk = try (0..<min(256, edits - written)).map { _ in try next() }
            nodeCount = chunk.last?.ir?.root.subtreeSize ?? 0
            let start = clock.now
            let cpuStart = threadCPUSeconds()
            var index = 0
            while index < chunk.count {
                let end = min(chunk.count, index + batchSize)
                try store.append(contentsOf: Array(chunk[index..<end]))
                index = end
            }
            elapsed += clock.now - start
            cpu += threadCPUSeconds() - cpuStart
            written += chunk.count
        }
        try store.checkpoint()
        return Measurement(
            rate: Double(edits) / seconds(elapsed), cpuRate: Double(edits) / cpu, statistics: try store.statistics(),
            nodeCount: nodeCount)
    }

    /// Snapshots/s when nothing changed from one run to the next but the tree was built
    /// anew (as the interpreter does): the cost of walking and comparing a tree.
    private func measureUnchanged(path: String) throws -> Measurement {
        let store = try SnapshotStore(path: path)
        let count = min(edits, 300)
        let snapshots = try (0...count).map { _ in try makeSession()() }
        try store.append(snapshots[0])
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = threadCPUSeconds()
        var index = 1
        while index <= count {
            let end = min(count + 1, index + batch)
            try store.append(contentsOf: Array(snapshots[index..<end]))
            index = end
        }
        let cpu = threadCPUSeconds() - cpuStart
        return Measurement(
            rate: Double(count) / seconds(clock.now - start), cpuRate: Double(count) / cpu,
            statistics: try store.statistics(), nodeCount: snapshots[0].ir?.root.subtreeSize ?? 0)
    }

    /// Snapshots/s when nothing can be skipped: a new store instance (empty caches) for
    /// every snapshot, as a replaying process sees it.
    private func measureCold(path: String) throws -> Double {
        let next = try makeSession()
        let count = min(edits, 50)
        let snapshots = try (0..<count).map { _ in try next() }
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        for snapshot in snapshots {
            let store = try SnapshotStore(path: path)
            let start = clock.now
            try store.append(snapshot)
            elapsed += clock.now - start
        }
        return Double(count) / seconds(elapsed)
    }

    /// The CPU time this thread has used.
    private func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private func megabytes(_ bytes: Int) -> String {
        String(format: "%.2f MB", Double(bytes) / 1_000_000)
    }
}
