import Foundation
import Store
import ViewTree

extension ColdStartReport {
    /// One line: `cold start: same state after 4 inputs (3.1 ms)`.
    public var summary: String {
        let inputs = "\(inputCount) input\(inputCount == 1 ? "" : "s")"
        let time = " (" + ScenarioReport.milliseconds(seconds) + ")"
        switch verdict {
        case .same:
            return "cold start: same state after \(inputs)" + time
        case .diverged:
            guard let first = firstDivergence else { return "cold start: a different state after the same \(inputs)" + time }
            let input = first.step == 0 ? "at the load" : "at input \(first.step) (\(first.input))"
            return "cold start: differs \(input) of \(inputCount)" + time
        case .incomplete:
            return "cold start: no difference in the first \(replayed) of \(inputs); \(stoppedEarly ?? "stopped early")" + time
        case .unknown:
            return "cold start: not checked: \(note ?? "the inputs are not known")"
        }
    }

    /// In full, for `:cold` and the log: the summary, then where it parted, the state
    /// diff and the tree diff (hot -> cold), and the inputs made by hand.
    public func text(style: TerminalStyle = .plain) -> String {
        var lines = [verdict == .diverged ? style.error(summary) : verdict == .same ? style.green(summary) : summary]
        if let first = firstDivergence {
            let input = first.step == 0 ? "the load" : "input \(first.step) (\(first.input))"
            lines.append("first difference, after \(input): \(first.reason)")
            lines += first.details.map { "  " + $0 }
        }
        if !stateChanges.isEmpty {
            lines.append("the state, hot -> cold\(replayed < inputCount ? " (after input \(replayed))" : ""):")
            lines += stateChanges.map { "  " + $0.rendered }
        }
        if let treeDiff, !treeDiff.isEmpty {
            lines.append("the tree, hot -> cold: \(treeDiff.summary)")
            lines += treeDiff.rendered.split(separator: "\n").map { "  " + $0 }
        }
        if !byHand.isEmpty {
            let inputs = byHand.map { "input \($0.step) (\($0.input))" }.joined(separator: ", ")
            lines.append("made by hand, which no code of the app could make: \(inputs)")
        }
        if verdict == .diverged {
            lines.append(":cold reset gives the app the cold state")
        }
        return lines.joined(separator: "\n")
    }

    /// For tools: `{"verdict", "inputs", "replayed", "firstDivergence", "stateChanges",
    /// "treeDiff", "byHand", "stoppedEarly", "note", "milliseconds", "summary"}`.
    public var jsonValue: JSONValue {
        [
            "verdict": .string(verdict.rawValue), "inputs": .int(inputCount), "replayed": .int(replayed),
            "firstDivergence": firstDivergence.map {
                ["step": .int($0.step), "input": .string($0.input), "reason": .string($0.reason), "details": .array($0.details.map { .string($0) })]
            } ?? .null,
            "stateChanges": .array(stateChanges.map(\.jsonValue)), "treeDiff": treeDiff?.jsonValue ?? .null,
            "byHand": .array(byHand.map { ["step": .int($0.step), "input": .string($0.input)] }),
            "stoppedEarly": stoppedEarly.map { .string($0) } ?? .null, "note": note.map { .string($0) } ?? .null,
            "milliseconds": .double((seconds * 1_000_000).rounded() / 1000), "summary": .string(summary),
        ]
    }
}
