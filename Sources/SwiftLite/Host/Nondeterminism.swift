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
        let value = try next("a UUID") {
            var generator = SystemRandomNumberGenerator()
            var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
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
