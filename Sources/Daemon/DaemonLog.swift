import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The daemon's foreground log: one line per event for people (colored on a TTY, never
/// with NO_COLOR), or one JSON object per line for machines (`--json-log`).
public final class DaemonLog: @unchecked Sendable {
    /// How lines are written.
    public enum Format: Sendable {
        /// Text, styled when the output is a terminal.
        case text(TerminalStyle)
        /// One JSON object per line: `{"time", "level", "event", ...}`.
        case json
    }

    private let format: Format
    private let descriptor: Int32
    private var mutex = pthread_mutex_t()

    /// A log on a file descriptor (standard output by default).
    public init(format: Format, descriptor: Int32 = 1) {
        self.format = format
        self.descriptor = descriptor
        pthread_mutex_init(&mutex, nil)
    }

    /// The text style of this log (plain for JSON).
    public var style: TerminalStyle {
        if case .text(let style) = format { return style }
        return .plain
    }

    /// Writes an event: `message` for people (its first line prefixed by the time),
    /// `fields` for machines.
    public func write(level: String = "info", event: String, message: String, fields: [String: JSONValue] = [:]) {
        var line: String
        switch format {
        case .json:
            var object = fields
            object["time"] = .string(DaemonLog.timestamp(iso: true))
            object["level"] = .string(level)
            object["event"] = .string(event)
            object["message"] = .string(message)
            line = JSONValue.object(object).canonicalText + "\n"
        case .text(let style):
            line = style.dim(DaemonLog.timestamp(iso: false)) + " " + message + "\n"
        }
        pthread_mutex_lock(&mutex)
        line.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        pthread_mutex_unlock(&mutex)
    }

    static func timestamp(iso: Bool) -> String {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        var parts = tm()
        var seconds = time_t(time.tv_sec)
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let milliseconds = Int(time.tv_nsec / 1_000_000)
        let fraction = milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
        let clock = "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)"
        guard iso else { return clock }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(clock)"
    }
}
