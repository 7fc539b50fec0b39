// App: roll up request metrics (timestamp in seconds, latency) into per-minute buckets with counts, percentiles and gaps.
struct Sample {
    let t: Int
    let ms: Int
    let ok: Bool
}
struct Bucket {
    let minute: Int
    var latencies: [Int] = []
    var errors = 0
    func percentile(_ p: Int) -> Int {
        let sorted = latencies.sorted()
        let rank = max(0, (p * sorted.count + 99) / 100 - 1)
        return sorted[rank]
    }
}
var seed = 11
func next(_ bound: Int) -> Int {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 65_536 % bound
}
var samples: [Sample] = []
var t = 0
while t < 360 {
    t += 1 + next(9)
    if (180..<240).contains(t) { continue }
    let slow = t > 300 && next(4) == 0
    samples.append(Sample(t: t, ms: 20 + next(60) + (slow ? 400 : 0), ok: next(25) != 0))
}
var buckets: [Int: Bucket] = [:]
for s in samples {
    let m = s.t / 60
    buckets[m, default: Bucket(minute: m)].latencies.append(s.ms)
    if !s.ok { buckets[m]!.errors += 1 }
}
print("samples:", samples.count)
for m in 0...(buckets.keys.max()!) {
    guard let b = buckets[m] else {
        print("minute \(m): no data")
        continue
    }
    let mean = b.latencies.reduce(0, +) / b.latencies.count
    print("minute \(m): n=\(b.latencies.count) mean=\(mean) p50=\(b.percentile(50)) p95=\(b.percentile(95)) max=\(b.latencies.max()!) errors=\(b.errors)")
}
let gaps = zip(samples, samples.dropFirst()).filter { $1.t - $0.t > 30 }.map { "\($0.t)-\($1.t)" }
print("gaps over 30s:", gaps)
let worst = buckets.values.max { $0.percentile(95) < $1.percentile(95) }!
print("worst minute by p95:", worst.minute)
