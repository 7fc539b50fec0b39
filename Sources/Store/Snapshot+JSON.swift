import Foundation
import ViewTree

extension Snapshot {
    /// Every field as JSON: `{"time", "reason", "document", "program": [{"path", "text"}],
    /// "stateBefore", "stateAfter", "action", "payload", "recordedResults", "ir",
    /// "diagnostics", "failure", "durationMicroseconds", "isCrash"}`, absent values `null`.
    public var jsonValue: JSONValue {
        .object([
            "time": .string(SnapshotReport.timestamp(time)),
            "reason": .string(reason.rawValue),
            "document": .string(document),
            "program": .array(program.map { .object(["path": .string($0.path), "text": .string($0.text)]) }),
            "stateBefore": stateBefore ?? .null,
            "stateAfter": stateAfter ?? .null,
            "action": action.map { .string($0) } ?? .null,
            "payload": payload ?? .null,
            "recordedResults": .array(recordedResults),
            "ir": ir?.jsonValue ?? .null,
            "diagnostics": .array(diagnostics.map(\.jsonValue)),
            "failure": failure?.jsonValue ?? .null,
            "durationMicroseconds": .int(Int(SnapshotColumns.nanoseconds(duration) / 1000)),
            "isCrash": .bool(isCrash),
        ])
    }

    /// A hash of every field as stored (the time to the microsecond, the duration to the
    /// nanosecond): two processes agree on it exactly when they hold the same snapshot.
    public var fingerprint: ContentHash {
        var bytes = CanonicalJSONWriter().bytes(jsonValue)
        bytes.append(contentsOf: Array("\n\(SnapshotColumns.microseconds(time)) \(SnapshotColumns.nanoseconds(duration))".utf8))
        return ContentHash(hashing: bytes)
    }
}
