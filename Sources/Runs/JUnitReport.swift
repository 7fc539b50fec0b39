import Foundation

/// Scenario results as JUnit XML, the format CI systems read (`workbench test --junit`):
/// one `testsuite` named `scenarios`, a `testcase` per scenario with its time, a `failure`
/// for one that played and differed, an `error` for one that could not be played.
public enum JUnitReport {
    /// The XML document.
    public static func xml(_ results: [ScenarioResult]) -> String {
        let failures = results.filter { $0.failure != nil && $0.failure?.isError == false }.count
        let errors = results.filter { $0.failure?.isError == true }.count
        let time = seconds(results.reduce(0) { $0 + $1.seconds })
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="workbench" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(time)">"#,
            #"  <testsuite name="scenarios" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(time)">"#,
        ]
        for result in results {
            var attributes = #"classname="scenarios" name="\#(escape(result.name))""#
            if let file = result.file { attributes += #" file="\#(escape(file))""# }
            attributes += #" time="\#(seconds(result.seconds))""#
            guard let failure = result.failure else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            let element = failure.isError ? "error" : "failure"
            let details = failure.problems.map { $0.details.isEmpty ? $0.summary : $0.summary + "\n" + $0.details }.joined(separator: "\n")
            lines.append("    <testcase \(attributes)>")
            lines.append(#"      <\#(element) message="\#(escape(failure.summary))" type="\#(failure.isError ? "unreadable" : "mismatch")">\#(escape(details))</\#(element)>"#)
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.6f", value)
    }

    /// Text made safe for an attribute or element content: the five XML entities, and the
    /// control characters XML 1.0 cannot hold at all replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\t", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
