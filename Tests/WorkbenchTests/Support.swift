import Foundation
import ProcessTestSupport

/// Runs the `workbench` executable built beside the test bundle, without colors, and
/// returns its exit status, standard output and standard error.
func runWorkbench(_ arguments: [String]) throws -> ProcessRun {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbench").path
    return try ProcessRun(executable, arguments, environment: ["NO_COLOR": "1"])
}
