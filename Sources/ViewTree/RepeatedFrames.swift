/// A run of stack frames that repeats: deep recursion shows one frame (or a cycle of a few,
/// for functions that call each other) hundreds of times, which a trace shows once with
/// a count.
public struct RepeatedFrames: Hashable, Sendable {
    /// The frames of one pass, innermost first.
    public var frames: [StackFrame]
    /// How many passes follow each other (1: no repetition).
    public var repeats: Int

    /// The longest cycle looked for: mutual recursion of up to four functions.
    static let longestCycle = 4

    /// `frames` with each run of a repeated frame, or of a repeated cycle of up to four
    /// frames, counted once; the cycle that covers the most frames is chosen.
    public static func collapsing(_ frames: [StackFrame]) -> [RepeatedFrames] {
        var runs: [RepeatedFrames] = []
        var index = 0
        while index < frames.count {
            var best = RepeatedFrames(frames: [frames[index]], repeats: 1)
            for length in 1...longestCycle where index + 2 * length <= frames.count {
                var repeats = 1
                while index + (repeats + 1) * length <= frames.count,
                    frames[(index + repeats * length)..<(index + (repeats + 1) * length)] == frames[index..<(index + length)]
                {
                    repeats += 1
                }
                if repeats > 1, repeats * length > best.repeats * best.frames.count {
                    best = RepeatedFrames(frames: Array(frames[index..<(index + length)]), repeats: repeats)
                }
            }
            runs.append(best)
            index += best.frames.count * best.repeats
        }
        return runs
    }

    /// The lines of a trace for this run, each given by `line` for a frame: one frame with
    /// ` (N times)` after it, or a cycle's frames followed by a line that counts them.
    public func lines(_ line: (StackFrame) -> String) -> [String] {
        if frames.count == 1 { return [line(frames[0]) + (repeats > 1 ? " (\(repeats) times)" : "")] }
        return frames.map(line) + [cycleLine!]
    }

    /// The line after a cycle's frames that counts it (nil for one frame).
    public var cycleLine: String? {
        frames.count > 1 ? "  (the \(frames.count) calls above, \(repeats) times)" : nil
    }
}
