import ViewTree

/// Whether a replay reproduced a stored run: the IR bytes, the state bytes and the error
/// compared exactly, and for each that differs a readable account of how.
public struct ReplayVerdict: Hashable, Sendable {
    /// A part of the outcome that did not come out the same.
    public struct Mismatch: Hashable, Sendable {
        /// Which part.
        public enum Aspect: String, Hashable, Sendable {
            /// The IR's canonical bytes.
            case ir
            /// The state's canonical bytes.
            case state
            /// The runtime failure or the diagnostics.
            case error
        }

        /// Which part differs.
        public var aspect: Aspect
        /// One line: `the IR differs: 1 changed`.
        public var summary: String
        /// How: a tree diff, a state diff by path, or the two errors.
        public var details: String
    }

    /// The differences; empty when the replay reproduced the run.
    public var mismatches: [Mismatch]

    /// True when the IR bytes, the state bytes and the error are all identical.
    public var isReproduced: Bool { mismatches.isEmpty }

    /// Compares a stored outcome (`Snapshot.outcome`) with a replay's.
    public init(stored: ReplayOutcome, replayed: ReplayOutcome) {
        mismatches = []
        if let mismatch = Self.compareIR(stored.ir, replayed.ir) { mismatches.append(mismatch) }
        if let mismatch = Self.compareState(stored.stateAfter, replayed.stateAfter) { mismatches.append(mismatch) }
        if let mismatch = Self.compareErrors(stored, replayed) { mismatches.append(mismatch) }
    }

    private static func compareIR(_ stored: Document?, _ replayed: Document?) -> Mismatch? {
        let storedBytes = stored.map(IRJSONEncoder.encode)
        let replayedBytes = replayed.map(IRJSONEncoder.encode)
        guard storedBytes != replayedBytes else { return nil }
        switch (stored, replayed) {
        case (let stored?, let replayed?):
            let diff = TreeDiff(from: stored, to: replayed)
            if !diff.isEmpty {
                return Mismatch(aspect: .ir, summary: "the IR differs: \(diff.summary)", details: diff.rendered)
            }
            // The tree diff ignores source locations; the bytes do not.
            return Mismatch(
                aspect: .ir, summary: "the IR differs in source locations or capabilities",
                details: firstDifference(storedBytes!, replayedBytes!))
        case (nil, _):
            return Mismatch(aspect: .ir, summary: "the replay produced an IR, the stored run none", details: "")
        case (_, nil):
            return Mismatch(aspect: .ir, summary: "the replay produced no IR, the stored run did", details: "")
        }
    }

    private static func compareState(_ stored: JSONValue?, _ replayed: JSONValue?) -> Mismatch? {
        let writer = CanonicalJSONWriter()
        guard stored.map(writer.bytes) != replayed.map(writer.bytes) else { return nil }
        let changes = StateDiff.changes(from: stored, to: replayed)
        let noun = changes.count == 1 ? "path" : "paths"
        return Mismatch(
            aspect: .state, summary: "the state differs at \(changes.count) \(noun)",
            details: changes.map(\.rendered).joined(separator: "\n"))
    }

    private static func compareErrors(_ stored: ReplayOutcome, _ replayed: ReplayOutcome) -> Mismatch? {
        func bytes(_ outcome: ReplayOutcome) -> [UInt8] {
            CanonicalJSONWriter().bytes(
                .object([
                    "failure": outcome.failure?.jsonValue ?? .null,
                    "diagnostics": .array(outcome.diagnostics.map(\.jsonValue)),
                ]))
        }
        guard bytes(stored) != bytes(replayed) else { return nil }
        func describe(_ outcome: ReplayOutcome) -> String {
            var parts: [String] = []
            if let failure = outcome.failure { parts.append(failure.rendered()) }
            parts += outcome.diagnostics.map { $0.rendered() }
            return parts.isEmpty ? "(no error)" : parts.joined(separator: "\n")
        }
        let summary: String
        switch (stored.failure, replayed.failure) {
        case (nil, _?): summary = "the replay failed, the stored run did not"
        case (_?, nil): summary = "the stored run failed, the replay did not"
        default: summary = "the error differs"
        }
        return Mismatch(
            aspect: .error, summary: summary,
            details: "stored:\n" + indent(describe(stored)) + "\nreplayed:\n" + indent(describe(replayed)))
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// Where two byte strings first differ, with a little of each around it.
    private static func firstDifference(_ stored: [UInt8], _ replayed: [UInt8]) -> String {
        var index = 0
        while index < stored.count, index < replayed.count, stored[index] == replayed[index] { index += 1 }
        func excerpt(_ bytes: [UInt8]) -> String {
            let start = max(0, index - 40)
            let end = min(bytes.count, index + 40)
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        return "first difference at byte \(index):\n  stored:   \(excerpt(stored))\n  replayed: \(excerpt(replayed))"
    }

    /// `reproduced`, or one block per mismatch: its summary, then its details indented.
    public func rendered(style: TerminalStyle = .plain) -> String {
        guard !isReproduced else { return style.green("reproduced") }
        var lines = [style.error("not reproduced:")]
        for mismatch in mismatches {
            lines.append(style.bold(mismatch.summary))
            if !mismatch.details.isEmpty { lines.append(Self.indent(mismatch.details)) }
        }
        return lines.joined(separator: "\n")
    }

    /// `{"reproduced": Bool, "mismatches": [{"aspect", "summary", "details"}]}`.
    public var jsonValue: JSONValue {
        .object([
            "reproduced": .bool(isReproduced),
            "mismatches": .array(
                mismatches.map {
                    .object([
                        "aspect": .string($0.aspect.rawValue), "summary": .string($0.summary),
                        "details": .string($0.details),
                    ])
                }),
        ])
    }
}
