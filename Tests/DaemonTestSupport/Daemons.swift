import Daemon
import Foundation
import ProjectConfiguration

#if canImport(Glibc)
    import Glibc
#endif

/// A daemon started in this process on a temporary project, its log discarded.
public func startDaemon(_ project: TemporaryProject) throws -> Daemon {
    try startDaemon(configurationPath: project.configurationPath)
}

/// A daemon started in this process with the configuration file at a path (a project's
/// second configuration), its log discarded.
public func startDaemon(configurationPath: String) throws -> Daemon {
    let log = DaemonLog(format: .json, descriptor: open("/dev/null", O_WRONLY))
    let daemon = Daemon(configuration: try WorkbenchConfiguration.load(path: configurationPath), log: log)
    try daemon.start()
    return daemon
}

/// The built `workbench` executable, beside the test bundle.
public var workbenchExecutable: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbench").path
}
