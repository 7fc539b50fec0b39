// App: a download manager simulated in ticks: jobs move through states (queued, active, paused, done, failed) with retries.
enum JobState: Equatable {
    case queued
    case active(progress: Int)
    case paused(progress: Int)
    case done
    case failed(attempts: Int)
}
struct Job {
    let name: String
    let size: Int
    var state = JobState.queued
    var attempts = 0
    let failsAt: Int?
}
struct DownloadManager {
    var jobs: [Job]
    let maxActive = 2
    let speed = 30
    private(set) var tick = 0
    var activeCount: Int { jobs.filter { if case .active = $0.state { return true } else { return false } }.count }
    mutating func step() {
        tick += 1
        for i in jobs.indices {
            guard case .active(let p) = jobs[i].state else { continue }
            let next = p + speed
            if let f = jobs[i].failsAt, jobs[i].attempts < 2, p < f, next >= f {
                jobs[i].attempts += 1
                jobs[i].state = jobs[i].attempts >= 2 ? .failed(attempts: jobs[i].attempts) : .queued
            } else {
                jobs[i].state = next >= jobs[i].size ? .done : .active(progress: next)
            }
        }
        for i in jobs.indices where jobs[i].state == .queued && activeCount < maxActive {
            jobs[i].state = .active(progress: 0)
        }
    }
    mutating func pause(_ name: String) {
        guard let i = jobs.firstIndex(where: { $0.name == name }), case .active(let p) = jobs[i].state else { return }
        jobs[i].state = .paused(progress: p)
    }
    mutating func resume(_ name: String) {
        guard let i = jobs.firstIndex(where: { $0.name == name }), case .paused(let p) = jobs[i].state else { return }
        jobs[i].state = .active(progress: p)
    }
    var status: String {
        jobs.map { job in
            switch job.state {
            case .queued: return "\(job.name):queued"
            case .active(let p): return "\(job.name):\(p * 100 / job.size)%"
            case .paused(let p): return "\(job.name):paused@\(p)"
            case .done: return "\(job.name):done"
            case .failed(let n): return "\(job.name):failed(\(n))"
            }
        }.joined(separator: " ")
    }
}
var manager = DownloadManager(jobs: [
    Job(name: "a", size: 90, failsAt: nil), Job(name: "b", size: 150, failsAt: 50),
    Job(name: "c", size: 60, failsAt: nil), Job(name: "d", size: 120, failsAt: 10),
])
for t in 1...9 {
    if t == 3 { manager.pause("a") }
    if t == 6 { manager.resume("a") }
    manager.step()
    print("t\(manager.tick): \(manager.status)")
}
