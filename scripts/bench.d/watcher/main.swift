// The watcher's latency and memory, for scripts/bench.d/watcher.sh.
//
//   measure DEBOUNCE_MS EDITS
//
// Watches 100 `.swift` files in 10 folders, saves them one at a time (open, truncate,
// write, close) and times each save until its batch reaches the handler, less the debounce.
// Prints one markdown table row.
import Dispatch
import Glibc
import Synchronization
import Watcher

/// A line of /proc/self/status, in kB: VmRSS (all resident memory), RssAnon (the heap and
/// stacks: what the watcher allocates) or RssFile (code and libraries paged in).
func statusKilobytes(_ key: String) -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(cString: line)
        if text.hasPrefix(key + ":") { return Int(text.split(separator: " ")[1]) ?? -1 }
    }
    return -1
}

func save(_ path: String, _ text: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
    close(descriptor)
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func rounded(_ value: Double) -> String {
    "\(Double(Int((value * 100).rounded())) / 100)"
}

let arguments = CommandLine.arguments.dropFirst()
let debounce = Int(arguments.first ?? "20") ?? 20
let edits = Int(arguments.dropFirst().first ?? "300") ?? 300

var template = Array("/tmp/watcher-bench-XXXXXX".utf8CString)
let root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
var files: [String] = []
for folder in 0..<10 {
    mkdir("\(root)/module\(folder)", 0o755)
    for index in 0..<10 {
        files.append("\(root)/module\(folder)/file\(index).swift")
        save(files.last!, "let value = \(index)\n")
    }
}

let delivered = DispatchSemaphore(value: 0)
let deliveredAt = Mutex<ContinuousClock.Instant?>(nil)
let anonymousBefore = statusKilobytes("RssAnon"), fileBefore = statusKilobytes("RssFile")
let watcher = try FileWatcher(roots: [root], fileExtensions: ["swift", "vml"], debounce: .milliseconds(debounce)) { _ in
    deliveredAt.withLock { $0 = .now }
    delivered.signal()
}
let anonymousWatching = statusKilobytes("RssAnon"), fileWatching = statusKilobytes("RssFile")

var latencies: [Double] = []
for edit in 0..<edits {
    let savedAt = ContinuousClock.now
    save(files[edit % files.count], "let value = \(edit)\n")
    guard delivered.wait(timeout: .now() + 5) == .success, let arrival = deliveredAt.withLock({ $0 }) else { continue }
    latencies.append(milliseconds(savedAt.duration(to: arrival) - .milliseconds(debounce)))
    // Apart enough that every save is a batch of its own.
    usleep(UInt32(debounce) * 1000 + 5000)
}
watcher.stop()
let sorted = latencies.sorted()
func percentile(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] }
print("| \(debounce) ms | \(sorted.count) of \(edits) | \(rounded(percentile(0.5))) ms | \(rounded(percentile(0.99))) ms | \(rounded(sorted.last ?? 0)) ms | \(watcher.initialFiles.count) files: +\(anonymousWatching - anonymousBefore) kB heap and stacks, +\(fileWatching - fileBefore) kB code |")
