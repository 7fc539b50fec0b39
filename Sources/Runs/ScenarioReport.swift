import Foundation
import ViewTree

/// How scenario results read: a line per scenario with its time, the diff of each
/// mismatch, and the summary line `N passed, N failed`; or the same as JSON.
public enum ScenarioReport {
    /// People's form:
    ///
    ///     PASS add-todo (5 steps) 3.1 ms
    ///     FAIL toggle (3 steps) 2.0 ms
    ///       step 2 (tap 0.0.3.0.@0.0): the IR differs: 1 changed
    ///         ~ Text 0.0.3.0.header.0
    ///             props.text: "2 items left" -> "1 item left"
    ///
    ///     1 passed, 1 failed in 5.1 ms
    public static func text(_ results: [ScenarioResult], style: TerminalStyle = .plain) -> String {
        var lines = results.map { line($0, style: style) }
        lines.append("")
        lines.append(summary(results, style: style))
        return lines.joined(separator: "\n")
    }

    /// One scenario's block: its line, then (when it failed) what differs, indented.
    public static func line(_ result: ScenarioResult, style: TerminalStyle = .plain) -> String {
        var head = result.passed ? style.green("PASS") : style.error(result.failure?.isError == true ? "ERROR" : "FAIL")
        head += " " + style.bold(result.name)
        if result.stepCount > 0 {
            var counts = ["\(result.stepCount) step\(result.stepCount == 1 ? "" : "s")"]
            if result.unrecorded > 0 {
                counts.append("\(result.unrecorded) expectation\(result.unrecorded == 1 ? "" : "s") not recorded: --update records \(result.unrecorded == 1 ? "it" : "them")")
            }
            head += " (" + counts.joined(separator: ", ") + ") " + milliseconds(result.seconds)
        }
        guard let failure = result.failure else { return head }
        var lines = [head]
        let prefix = failure.step == 0 ? "" : "step \(failure.step) (\(failure.stepDescription)): "
        for (index, problem) in failure.problems.enumerated() {
            lines.append("  " + (index == 0 ? prefix : "") + problem.summary)
            if !problem.details.isEmpty { lines.append(indent(problem.details, by: "    ")) }
        }
        return lines.joined(separator: "\n")
    }

    /// `3 passed, 1 failed in 12 ms`.
    public static func summary(_ results: [ScenarioResult], style: TerminalStyle = .plain) -> String {
        let failed = results.filter { !$0.passed }.count
        let passedText = "\(results.count - failed) passed"
        let failedText = "\(failed) failed"
        return (failed == 0 ? style.green(passedText) : passedText) + ", " + (failed > 0 ? style.error(failedText) : failedText)
            + " in " + milliseconds(results.reduce(0) { $0 + $1.seconds })
    }

    /// Tools' form: `{"passed", "failed", "milliseconds", "scenarios": [...]}`.
    public static func json(_ results: [ScenarioResult]) -> JSONValue {
        let failed = results.filter { !$0.passed }.count
        return [
            "passed": .int(results.count - failed), "failed": .int(failed),
            "milliseconds": .double(rounded(results.reduce(0) { $0 + $1.seconds } * 1000)),
            "scenarios": .array(results.map(json)),
        ]
    }

    /// One result as JSON: `{"name", "file", "passed", "steps", "milliseconds", "unrecorded", "failure"}`.
    public static func json(_ result: ScenarioResult) -> JSONValue {
        var failure: JSONValue = .null
        if let found = result.failure {
            failure = [
                "step": .int(found.step), "stepDescription": .string(found.stepDescription), "summary": .string(found.summary),
                "error": .bool(found.isError),
                "problems": .array(found.problems.map { ["summary": .string($0.summary), "details": .string($0.details)] }),
            ]
        }
        return [
            "name": .string(result.name), "file": result.file.map { .string($0) } ?? .null, "passed": .bool(result.passed),
            "steps": .int(result.stepCount), "milliseconds": .double(rounded(result.seconds * 1000)),
            "unrecorded": .int(result.unrecorded), "failure": failure,
        ]
    }

    /// `3.1 ms`, or `12 ms` from ten up.
    static func milliseconds(_ seconds: Double) -> String {
        let value = seconds * 1000
        return value < 10 ? String(format: "%.1f ms", value) : String(format: "%.0f ms", value)
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    static func indent(_ text: String, by prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }
}
