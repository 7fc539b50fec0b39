import Glibc

/// Why a folder could not be watched, or the watcher could not start.
///
/// `description` is a complete message for the user, with the fix when there is one.
public enum FileWatcherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kernel refused another inotify watch (`ENOSPC`): the user's
    /// `fs.inotify.max_user_watches` is used up. `limit` is its current value, when readable.
    case watchLimitReached(path: String, limit: Int?)
    /// The kernel refused another inotify instance (`EMFILE`): the user's
    /// `fs.inotify.max_user_instances` is used up. `limit` is its current value, when readable.
    case instanceLimitReached(limit: Int?)
    /// A folder could not be watched for another reason, given as an `errno` value
    /// (`ENOENT` for a root that does not exist, `EACCES`, `ENOTDIR`...).
    case cannotWatch(path: String, errno: Int32)
    /// Another `FileWatcher` is running in this process. libinotifytools keeps a single,
    /// process-wide inotify instance, so one watcher (over any number of roots) is the limit.
    case alreadyRunning
    /// The system failed the watcher: its thread, eventfd or inotify instance could not be set
    /// up.
    case unavailable(reason: String)

    /// The message for the user.
    public var description: String {
        switch self {
        case .watchLimitReached(let path, let limit):
            let current = limit.map { " (fs.inotify.max_user_watches = \($0))" } ?? " (fs.inotify.max_user_watches)"
            let raised = max(524_288, (limit ?? 0) * 2)
            return """
                cannot watch \(path): the system's limit on inotify watches is reached\(current). \
                Every folder watched by any program of this user counts against it. Raise it with \
                `sudo sysctl fs.inotify.max_user_watches=\(raised)` (to keep it after a reboot: \
                `echo fs.inotify.max_user_watches=\(raised) | sudo tee /etc/sysctl.d/60-inotify.conf`), \
                or add large folders to "ignore" in workbench.json
                """
        case .instanceLimitReached(let limit):
            let current = limit.map { " (fs.inotify.max_user_instances = \($0))" } ?? " (fs.inotify.max_user_instances)"
            return """
                cannot start watching: the system's limit on inotify instances is reached\(current), \
                or this process has too many open files. Quit other programs that watch files, \
                or raise the limit with `sudo sysctl fs.inotify.max_user_instances=\(max(1024, (limit ?? 0) * 2))`
                """
        case .cannotWatch(let path, let code):
            return "cannot watch \(path): \(String(cString: strerror(code)))"
        case .alreadyRunning:
            return "cannot start watching: another file watcher is already running in this process; stop it first"
        case .unavailable(let reason):
            return "cannot watch files: \(reason)"
        }
    }
}
