import Foundation
import ViewTree

/// How the fields of a snapshot that are not blobs are written in its row and read back.
enum SnapshotColumns {
    /// Times are stored as integer microseconds since 1970 (`time_us`).
    static func microseconds(_ time: Date) -> Int64 {
        let value = (time.timeIntervalSince1970 * 1_000_000).rounded()
        return value.isFinite && abs(value) < 9e18 ? Int64(value) : 0
    }

    static func date(microseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(microseconds) / 1_000_000)
    }

    /// Durations are stored as integer nanoseconds (`duration_ns`), saturating.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (total, overflow2) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        if overflow2 { return seconds < 0 ? .min : .max }
        return total
    }

    /// What `workbench snapshots` shows for a crash: the failure's message, or the first
    /// error's, with its location.
    static func problem(of snapshot: Snapshot) -> String? {
        if let failure = snapshot.failure {
            guard let frame = failure.frames.first else { return failure.message }
            return "\(frame.file):\(frame.line): \(failure.message)"
        }
        if let error = snapshot.diagnostics.first(where: { $0.severity == .error }) {
            return "\(error.locationText): \(error.message)"
        }
        return nil
    }
}
