#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A result of a non-deterministic built-in (`Int.random(in:)`, `Date.now`, `UUID()`...),
/// as recorded during a run.
public enum RecordedValue: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)

    var kindName: String {
        switch self {
        case .int: return "an Int"
        case .double: return "a Double"
        case .bool: return "a Bool"
        case .string: return "a String"
        }
    }
}

/// The source of every non-deterministic result a script sees. In recording mode it
/// produces fresh values and remembers them in order; in replay mode it gives back a
/// recorded sequence, so that a run is a function of its program, state, action and this
/// record.
public final class NondeterminismLog {
    /// The results produced or consumed so far, in order.
    public private(set) var recorded: [RecordedValue] = []
    private let replaying: [RecordedValue]?
    private var replayPosition = 0

    /// A log that records fresh values.
    public init() {
        replaying = nil
    }

    /// A log that replays `values` in order.
    public init(replaying values: [RecordedValue]) {
        replaying = values
    }

    /// Whether it replays a record.
    public var isReplaying: Bool { replaying != nil }

    /// What the program is doing when it asks for a UUID, which decides whether it gets a
    /// fresh one.
    public enum Phase: UInt64, Sendable {
        /// Running the top-level code: Swift runs it once per process.
        case topLevel = 1
        /// Building the views (`body`): SwiftUI keeps a view's values between renders.
        case render = 2
        /// Running an action, a handler, a binding's write: something new happens.
        case action = 3
    }

    private var phase = Phase.action
    private var stableUUIDs = 0

    /// Starts a phase. The UUIDs made while the top-level code runs or the views are
    /// built are the same in every run, by their order within the phase: a run re-runs the
    /// program from the start, where Swift runs the top level once and SwiftUI keeps the
    /// values a view holds (`let items = [Item(name: "a")]` with `let id = UUID()`), so
    /// ids that a `@State` selection stores must not change under it between renders.
    /// Actions get fresh ones, as a new item needs. A replay gives back the record either way.
    public func begin(_ phase: Phase) {
        self.phase = phase
        stableUUIDs = 0
    }

    private func next(_ expected: String, fresh: () -> RecordedValue) throws(ScriptError) -> RecordedValue {
        guard let replaying else {
            let value = fresh()
            recorded.append(value)
            return value
        }
        guard replayPosition < replaying.count else {
            throw ScriptError(
                .replayDiverged,
                "the replayed run asked for \(expected) (result \(replayPosition + 1)) but the record has only \(replaying.count) results")
        }
        let value = replaying[replayPosition]
        replayPosition += 1
        recorded.append(value)
        return value
    }

    func randomInt(in lower: Int, _ upper: Int) throws(ScriptError) -> Int {
        let value = try next("a random Int") {
            var generator = SystemRandomNumberGenerator()
            return .int(Int.random(in: lower...upper, using: &generator))
        }
        guard case .int(let number) = value, number >= lower, number <= upper else {
            throw diverged("a random Int in \(lower)...\(upper)", found: value)
        }
        return number
    }

    func randomDouble(in lower: Double, _ upper: Double, closed: Bool) throws(ScriptError) -> Double {
        let value = try next("a random Double") {
            var generator = SystemRandomNumberGenerator()
            return .double(closed ? Double.random(in: lower...upper, using: &generator) : Double.random(in: lower..<upper, using: &generator))
        }
        guard case .double(let number) = value else { throw diverged("a random Double", found: value) }
        return number
    }

    func randomBool() throws(ScriptError) -> Bool {
        let value = try next("a random Bool") {
            var generator = SystemRandomNumberGenerator()
            return .bool(Bool.random(using: &generator))
        }
        guard case .bool(let flag) = value else { throw diverged("a random Bool", found: value) }
        return flag
    }

    func now() throws(ScriptError) -> Double {
        let value = try next("the time (Date.now)") {
            var time = timespec()
            clock_gettime(CLOCK_REALTIME, &time)
            return .double(Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
        }
        guard case .double(let seconds) = value else { throw diverged("the time (Date.now)", found: value) }
        return seconds
    }

    func uuid() throws(ScriptError) -> String {
        var stable: StableUUIDGenerator?
        if phase != .action {
            stableUUIDs += 1
            stable = StableUUIDGenerator(seed: phase.rawValue << 32 | UInt64(stableUUIDs))
        }
        let value = try next("a UUID") {
            var bytes: [UInt8]
            if var stable {
                bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &stable) }
            } else {
                var system = SystemRandomNumberGenerator()
                bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &system) }
            }
            bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
            bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
            let hex = bytes.map { byte -> String in
                let digits = Array("0123456789ABCDEF")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            }.joined()
            let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
            return .string(parts.map(String.init).joined(separator: "-"))
        }
        guard case .string(let text) = value else { throw diverged("a UUID", found: value) }
        return text
    }

    private func diverged(_ expected: String, found: RecordedValue) -> ScriptError {
        ScriptError(
            .replayDiverged,
            "the replayed run asked for \(expected) (result \(replayPosition)) but the record has \(found.kindName) there")
    }
}

/// SplitMix64: the same bytes for the same seed, for the UUIDs of a run's building phases.
private struct StableUUIDGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        // Mixed first: consecutive seeds would otherwise give the same sequence one step apart.
        state = 0
        state = Self.mix(seed ^ 0x5851_F42D_4C95_7F2D)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }
}
