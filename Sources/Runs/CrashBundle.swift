import Foundation
import Runtime
import Store
import SwiftLite
import ViewTree

/// One stored run in a file of its own, to reproduce it on any machine: the program's
/// files, the state before, the action and its payload, every recorded random and clock
/// result, the error, the IR and state after with their hashes, the interpreter's limits
/// and the workbench's version (docs/scenarios.md). `workbench bundle ID` writes one,
/// `workbench replay FILE` replays it, `workbench import FILE` stores it.
///
/// The file is gzip over canonical JSON, with a checksum over the content: a damaged or
/// edited file is a clear error when read (`CrashBundle.read`), never a crash.
public struct CrashBundle: Sendable {
    /// The version of the format this workbench writes and reads.
    public static let formatVersion = 1
    /// The most a bundle may inflate to: far above any real run (a program is at most a
    /// few files of 8 MB), far below what would hurt the machine.
    public static let inflatedLimit = 64 << 20
    /// The file extension.
    public static let fileExtension = "wbbundle"

    /// The run.
    public var snapshot: Snapshot
    /// Its id in the store it came from.
    public var snapshotID: Int64
    /// The interpreter's limits of the project it came from: a replay under others could
    /// fail where the run did not, or not fail where it did.
    public var limits: SwiftLiteLimits
    /// The version of the workbench that wrote it.
    public var workbenchVersion: String

    /// A bundle of a stored snapshot.
    public init(snapshot: Snapshot, snapshotID: Int64, limits: SwiftLiteLimits, workbenchVersion: String = WorkbenchRelease.version) {
        self.snapshot = snapshot
        self.snapshotID = snapshotID
        self.limits = limits
        self.workbenchVersion = workbenchVersion
    }

    /// The hash of the IR after the run (its canonical JSON), or nil when it has none.
    public var irHash: String? {
        snapshot.ir.map { ContentHash(hashing: IRJSONEncoder.encode($0)).hex }
    }

    /// The hash of the state after the run (its canonical JSON), or nil when it has none.
    public var stateHash: String? {
        snapshot.stateAfter.map { ContentHash(hashing: CanonicalJSONWriter().bytes($0)).hex }
    }

    /// `crash #4 of app` (or `snapshot #4` for a run that did not fail).
    public var title: String {
        "\(snapshot.isCrash ? "crash" : "snapshot") #\(snapshotID) of \(snapshot.document)"
    }

    /// The file's bytes.
    public func encoded() -> [UInt8] {
        var body = contentJSON
        body["checksum"] = .string(Self.checksum(of: body))
        var text: [UInt8] = []
        CanonicalJSONWriter(style: .pretty).write(.object(body), into: &text, depth: 0)
        text.append(UInt8(ascii: "\n"))
        return Gzip.compress(text)
    }

    /// Writes the file.
    public func write(to path: String) throws {
        try Data(encoded()).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Every member but the checksum.
    var contentJSON: [String: JSONValue] {
        let run = snapshot
        let snapshotJSON: [String: JSONValue] = [
            "timeMicroseconds": .int(Int((run.time.timeIntervalSince1970 * 1_000_000).rounded())),
            "reason": .string(run.reason.rawValue), "document": .string(run.document),
            "program": .array(run.program.map { ["path": .string($0.path), "text": .string($0.text)] }),
            "stateBefore": run.stateBefore ?? .null, "stateAfter": run.stateAfter ?? .null,
            "action": run.action.map { .string($0) } ?? .null, "payload": run.payload ?? .null,
            "recordedResults": .array(run.recordedResults), "ir": run.ir?.jsonValue ?? .null,
            "diagnostics": .array(run.diagnostics.map(\.jsonValue)), "failure": run.failure?.jsonValue ?? .null,
            "durationMicroseconds": .int(Int(run.duration.components.seconds) * 1_000_000 + Int(run.duration.components.attoseconds / 1_000_000_000_000)),
        ]
        return [
            "workbenchBundle": .int(Self.formatVersion), "workbenchVersion": .string(workbenchVersion),
            "snapshotID": .int(Int(snapshotID)),
            "limits": ["instructions": .int(limits.instructions), "callDepth": .int(limits.callDepth), "memoryBytes": .int(limits.memoryBytes)],
            "irHash": irHash.map { .string($0) } ?? .null, "stateHash": stateHash.map { .string($0) } ?? .null,
            "snapshot": .object(snapshotJSON),
        ]
    }

    /// The checksum of a bundle's members (the checksum itself left out): the hash of
    /// their canonical JSON, so that it does not depend on how the file is laid out.
    static func checksum(of members: [String: JSONValue]) -> String {
        var content = members
        content["checksum"] = nil
        return ContentHash(hashing: CanonicalJSONWriter().bytes(.object(content))).hex
    }
}
