import Glibc

/// The inotify descriptors open in this process, read from `/proc/self/fd`.
///
/// libinotifytools keeps its descriptor private and only waits on it with whole-second
/// timeouts. The watcher must wait in milliseconds (the debounce) and wake at once when
/// stopped, so it polls the descriptor itself beside an eventfd, and finds it as the one
/// inotify descriptor that `inotifytools_initialize()` added.
enum InotifyDescriptors {
    /// The descriptors whose `/proc/self/fd` link reads `anon_inode:inotify`.
    static func open() -> Set<Int32> {
        guard let folder = opendir("/proc/self/fd") else { return [] }
        defer { closedir(folder) }
        var found: Set<Int32> = []
        while let entry = readdir(folder) {
            let name = entry.entryName
            guard let descriptor = Int32(name), isInotify("/proc/self/fd/" + name) else { continue }
            found.insert(descriptor)
        }
        return found
    }

    private static func isInotify(_ link: String) -> Bool {
        let expected = "anon_inode:inotify"
        var target = [CChar](repeating: 0, count: 64)
        let length = readlink(link, &target, target.count - 1)
        guard length == expected.utf8.count else { return false }
        return String(decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) == expected
    }
}
