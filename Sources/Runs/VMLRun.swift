import Foundation
import Runtime
import Store
import ViewTree
import VML

/// One run of a VML document (spec §8): its program (the VML file, then the data files it
/// declares, in order) converted against a state. A function of the program and the state,
/// so that a snapshot holding both replays it exactly; the daemon, `workbench run`,
/// `check`, replay and bisect all run VML documents through it.
public struct VMLRun: Sendable {
    /// The VML file, then its data files, as they were read.
    public var program: [ProgramFile]
    /// The state it was converted against; nil for a document that binds nothing (its IR
    /// does not depend on the state, and its snapshots store none).
    public var state: JSONValue?
    /// The IR, the diagnostics, the data files and the root context.
    public var conversion: VMLConversion
    /// How long the conversion took, in seconds.
    public var duration: Double

    /// Converts a program against a state (nil: not known, as in `workbench check`).
    public init(program: [ProgramFile], state: JSONValue?) {
        let started = Runner.now()
        let document = program.first.map { VMLDocument.parse(text: $0.text, file: $0.path) } ?? VMLDocument.parse(text: "", file: "")
        var files: [String: String] = [:]
        for file in program.dropFirst() { files[file.path] = file.text }
        conversion = VMLConverter.convert(document, data: VMLDataInput(state: state, files: files))
        self.program = program
        self.state = conversion.readsData ? state : nil
        duration = Runner.now() - started
    }

    /// The document's name: its VML file's.
    public var document: String { program.first?.path ?? "" }

    /// The data files' names, in order.
    public var dataFiles: [String] { program.dropFirst().map(\.path) }

    /// The run as a snapshot. `reason` and `action` say what caused it: a load, a save of
    /// the file or of a data file, or a run of the app that changed the state it reads.
    public func snapshot(reason: Snapshot.Reason, action: String? = nil, payload: JSONValue? = nil, time: Date = Date()) -> Snapshot {
        Snapshot(
            time: time, reason: reason, document: document, program: program, stateBefore: state, action: action, payload: payload,
            ir: conversion.document, diagnostics: conversion.diagnostics, duration: .microseconds(Int64(duration * 1_000_000)))
    }
}

extension ReplayOutcome {
    /// What a VML run produced, as the store compares it: no state comes out of one.
    public init(_ run: VMLRun) {
        self.init(ir: run.conversion.document, stateAfter: nil, diagnostics: run.conversion.diagnostics)
    }
}
