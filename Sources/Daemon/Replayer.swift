import Foundation
import Runtime
import Store
import ViewTree
import VML

/// Re-runs stored snapshots: `workbench replay`, `workbench bisect` and the daemon's
/// `replay`/`bisect` requests.
///
/// A script snapshot runs its stored program on its stored state, event and recorded
/// results; a VML snapshot converts its stored file again. Either way the result is
/// compared byte for byte with what was stored.
public struct Replayer {
    /// The document name of the script app in snapshots.
    public static let appDocument = "app"

    private let runner: Runner

    /// A replayer running scripts with these limits.
    public init(runner: Runner) {
        self.runner = runner
    }

    /// What running the snapshot again produces now.
    public func rerun(_ snapshot: Snapshot, freshNondeterminism: Bool = false) -> ReplayOutcome {
        if snapshot.document != Replayer.appDocument, snapshot.program.count == 1, snapshot.program[0].path.hasSuffix(".vml") {
            let conversion = VMLConverter.convert(text: snapshot.program[0].text, file: snapshot.program[0].path)
            return ReplayOutcome(ir: conversion.document, stateAfter: nil, diagnostics: conversion.diagnostics)
        }
        let result = runner.run(
            RunInput(
                files: snapshot.program,
                state: snapshot.stateBefore ?? .object([:]), event: Replayer.event(of: snapshot),
                recorded: freshNondeterminism ? nil : snapshot.recordedResults))
        return ReplayOutcome(result)
    }

    /// Replays a snapshot and compares: reproduced, or the mismatches.
    public func replay(_ snapshot: Snapshot) -> ReplayVerdict {
        ReplayVerdict(stored: snapshot.outcome, replayed: rerun(snapshot))
    }

    /// Replays a stored snapshot and compares.
    public func replay(_ stored: StoredSnapshot) -> ReplayVerdict {
        replay(stored.snapshot)
    }

    /// The event a snapshot recorded.
    public static func event(of snapshot: Snapshot) -> RunEvent {
        switch snapshot.reason {
        case .load, .replay: return .load
        case .reload: return .reload
        case .action: return .action(name: snapshot.action ?? "", payload: snapshot.payload ?? .null)
        case .binding: return .binding(path: snapshot.action ?? "", value: snapshot.payload ?? .null)
        }
    }

    /// Where a crash came from: the last stored program, before the crash's own, on which
    /// the crash's state and event do not fail, and the first one after it that does.
    public struct BisectResult: Sendable {
        /// The last program that did not fail, with the id of its first snapshot; nil
        /// when every earlier program fails too.
        public var lastGood: StoredProgram?
        /// The first program that fails.
        public var firstBad: StoredProgram
        /// How the failure shows on the first bad program.
        public var failure: ReplayOutcome
        /// The source change from the last good program to the first bad one.
        public var changes: [SourceChange]
        /// How many programs were run.
        public var programsTried: Int
    }

    /// Replays the crash's state and event on each earlier program, newest first, until one
    /// passes. Fresh random and clock results are used: another program may ask for them
    /// in another order.
    public func bisect(_ crash: StoredSnapshot, programs: [StoredProgram]) -> BisectResult? {
        guard crash.snapshot.isCrash, let own = programs.last(where: { $0.hash == crash.programHash }) else { return nil }
        var firstBad = own
        var failure = rerun(crash.snapshot, freshNondeterminism: true)
        var tried = 1
        for program in programs.reversed() where program.firstSnapshotID < own.firstSnapshotID {
            var candidate = crash.snapshot
            candidate.program = program.files
            let outcome = rerun(candidate, freshNondeterminism: true)
            tried += 1
            if outcome.failure == nil && !outcome.diagnostics.contains(where: { $0.severity == .error }) {
                return BisectResult(
                    lastGood: program, firstBad: firstBad, failure: failure,
                    changes: SourceChange.between(program.files, firstBad.files), programsTried: tried)
            }
            firstBad = program
            failure = outcome
        }
        return BisectResult(lastGood: nil, firstBad: firstBad, failure: failure, changes: [], programsTried: tried)
    }
}

extension ReplayOutcome {
    /// What a run produced, as the store compares it.
    public init(_ result: RunResult) {
        self.init(ir: result.document, stateAfter: result.stateAfter, diagnostics: result.diagnostics + result.warnings, failure: result.failure)
    }
}

extension Snapshot {
    /// The snapshot of a script run.
    public init(_ result: RunResult, files: [ProgramFile], time: Date = Date()) {
        let reason: Reason
        var action: String?
        var payload: JSONValue?
        switch result.event {
        case .load: reason = .load
        case .reload: reason = .reload
        case .action(let name, let value):
            reason = .action
            action = name
            payload = value
        case .binding(let path, let value):
            reason = .binding
            action = path
            payload = value
        }
        self.init(
            time: time, reason: reason, document: Replayer.appDocument, program: files,
            stateBefore: result.stateBefore, stateAfter: result.stateAfter, action: action, payload: payload,
            recordedResults: result.recorded, ir: result.document, diagnostics: result.diagnostics + result.warnings,
            failure: result.failure, duration: .microseconds(Int64(result.duration * 1_000_000)))
    }
}
