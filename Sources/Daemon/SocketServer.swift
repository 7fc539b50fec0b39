import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The daemon's Unix domain socket: JSON lines in, JSON lines out (docs/protocol.md).
///
/// One thread polls the listening socket and every client; requests are handed to the
/// handler, which replies from any thread through `ClientConnection.send`. A client that
/// sends garbage gets an error reply; one that disconnects mid-request harms nothing.
/// Only processes of the daemon's own user may connect (checked with SO_PEERCRED).
public final class SocketServer: @unchecked Sendable {
    /// Why the socket could not be opened.
    public struct SocketError: Error, CustomStringConvertible {
        /// What went wrong.
        public let message: String
        public var description: String { message }
    }

    /// The socket's path.
    public let path: String
    /// The longest line a client may send (a request), in bytes.
    public static let maximumLineLength = 16 << 20
    /// The most requests of one client waiting for their answers; past it the client is
    /// not read from until some are answered.
    public static let maximumPendingRequests = 64
    /// The most output queued for one client, in bytes, before it is disconnected: a
    /// subscriber that stops reading (a suspended REPL) would otherwise hold every event
    /// from then on in the daemon's memory.
    public let maximumQueuedOutput: Int

    private let handler: @Sendable (JSONValue, ClientConnection) -> Void
    private var listener: Int32 = -1
    /// Wakes the poll loop (for replies from other threads); set by `claim`.
    private var wake: WakePipe?
    /// The lock on the socket's path (`lockPath(forSocket:)`), held while serving.
    private var pathLock: InstanceLock?
    /// The socket file this server bound, so that `stop` removes that file and no other
    /// (one a later daemon bound at the same path, after this one's was deleted).
    private var boundFile: (device: UInt64, inode: UInt64)?
    private var thread: pthread_t?
    private var mutex = pthread_mutex_t()
    private var clients: [Int32: ClientConnection] = [:]
    private var stopping = false
    /// Set when `accept` failed for want of descriptors: the listener stays readable, so
    /// polling it again at once would spin. It is left out of the poll for a moment.
    private var acceptPaused = false
    /// How long accepting pauses when the process is out of descriptors, in milliseconds.
    static let acceptPauseMilliseconds: Int32 = 100

    /// Creates a server; `handler` receives each request line's JSON and the client.
    public init(path: String, maximumQueuedOutput: Int = 64 << 20, handler: @escaping @Sendable (JSONValue, ClientConnection) -> Void) {
        self.path = path
        self.maximumQueuedOutput = maximumQueuedOutput
        self.handler = handler
        pthread_mutex_init(&mutex, nil)
    }

    /// The lock file that guards a socket's path: whoever holds it may remove a stale
    /// socket there and bind a new one. It lives beside the socket, not beside the
    /// database, because two configurations with different databases can name the same
    /// socket.
    public static func lockPath(forSocket path: String) -> String { path + ".lock" }

    /// Claims the path, when `claim()` did not already, and starts serving.
    public func start() throws(SocketError) {
        if wake == nil { try claim() }
        let box = Unmanaged.passRetained(self)
        var created = pthread_t()
        guard pthread_create(&created, nil, { argument in
            let server = Unmanaged<SocketServer>.fromOpaque(argument!).takeRetainedValue()
            server.serve()
            return nil
        }, box.toOpaque()) == 0 else {
            box.release()
            throw SocketError(message: "cannot start the socket thread")
        }
        thread = created
    }

    /// Takes the socket path's lock, removes a stale socket there (never anything else:
    /// a file, a folder, a socket another process serves are errors), binds and listens,
    /// the socket restricted to its owner. Clients that connect wait in the queue until
    /// `start`: the daemon claims its socket before it opens the store or runs anything,
    /// so that a daemon that cannot serve stops before it has done any of that.
    public func claim() throws(SocketError) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let maximumPath = MemoryLayout.size(ofValue: address.sun_path) - 1
        guard path.utf8.count <= maximumPath else {
            throw SocketError(message: "the socket path \(path) is \(path.utf8.count) bytes long; Unix sockets allow \(maximumPath). Set \"socket\" in workbench.json to a shorter path")
        }
        try SocketServer.checkDirectory(of: path)
        // Refused before the lock file is made, so that a wrong "socket" leaves nothing behind.
        try SocketServer.refuseNonSocket(at: path)
        do {
            pathLock = try InstanceLock(path: SocketServer.lockPath(forSocket: path))
        } catch .held(_, let pid) {
            throw SocketError(
                message: "another 'workbench serve'\(pid.map { " (pid \($0))" } ?? "") is serving on the socket \(path), for another configuration; "
                    + "stop it, or set \"socket\" in workbench.json to another path")
        } catch {
            throw SocketError(message: error.description)
        }
        switch SocketPathOccupant(at: path) {
        case .nothing: break
        case .staleSocket: unlink(path)
        case .liveSocket:
            pathLock = nil
            throw SocketError(message: "another process is listening on the socket \(path); stop it, or set \"socket\" in workbench.json to another path")
        case .other:
            pathLock = nil
            try SocketServer.refuseNonSocket(at: path)
        }
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard listener >= 0 else { throw SocketError(message: "cannot create a socket: \(String(cString: strerror(errno)))") }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        // Created owner-only from the start: no window in which another user could connect.
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previousMask)
        guard bound == 0 else {
            let reason = String(cString: strerror(errno))
            close(listener)
            pathLock = nil
            throw SocketError(message: "cannot bind the socket \(path): \(reason)")
        }
        chmod(path, 0o600)
        var status = stat()
        if lstat(path, &status) == 0 { boundFile = (UInt64(status.st_dev), UInt64(status.st_ino)) }
        // The system's largest queue (the kernel caps it at net.core.somaxconn): a burst of
        // clients connecting at once (a script starting fifty `workbench repl --eval`) waits
        // in it instead of being refused while the socket thread accepts.
        guard listen(listener, SOMAXCONN) == 0 else {
            let reason = String(cString: strerror(errno))
            close(listener)
            pathLock = nil
            throw SocketError(message: "cannot listen on \(path): \(reason)")
        }
        wake = try WakePipe()
    }

    /// Stops accepting, closes every client and removes the socket file (the one this
    /// server bound; not another at the same path).
    public func stop() {
        pthread_mutex_lock(&mutex)
        let alreadyStopping = stopping
        stopping = true
        pthread_mutex_unlock(&mutex)
        guard !alreadyStopping else { return }
        wake?.signal()
        if let thread {
            pthread_join(thread, nil)
        } else if listener >= 0 {
            close(listener)  // claimed, never started: no thread to close it
        }
        thread = nil
        var status = stat()
        if let boundFile, lstat(path, &status) == 0, UInt64(status.st_dev) == boundFile.device, UInt64(status.st_ino) == boundFile.inode {
            unlink(path)
        }
        pathLock = nil
    }

    /// Sends a line to every client for which `include` says yes (the subscribers of an event).
    public func broadcast(_ message: JSONValue, to include: (ClientConnection) -> Bool) {
        broadcast(line: CanonicalJSONWriter().bytes(message), to: include)
    }

    /// Sends a line already encoded as canonical JSON to the clients `include` accepts.
    public func broadcast(line: [UInt8], to include: (ClientConnection) -> Bool) {
        pthread_mutex_lock(&mutex)
        let targets = clients.values.filter(include)
        pthread_mutex_unlock(&mutex)
        for client in targets { client.send(line: line) }
    }

    /// The socket's folder must belong to this user and be closed to others.
    static func checkDirectory(of path: String) throws(SocketError) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var status = stat()
        guard stat(directory.isEmpty ? "/" : directory, &status) == 0 else {
            throw SocketError(message: "the socket's folder \(directory) does not exist")
        }
        guard status.st_uid == getuid() else {
            throw SocketError(message: "the socket's folder \(directory) belongs to another user; refusing to serve from it")
        }
        if status.st_mode & 0o022 != 0 {
            throw SocketError(message: "the socket's folder \(directory) is writable by other users; make it private (chmod 700)")
        }
    }

    /// Throws when something other than a socket is at the path: it is the user's, and
    /// serving there would mean deleting it.
    static func refuseNonSocket(at path: String) throws(SocketError) {
        guard case .other(let kind) = SocketPathOccupant(at: path) else { return }
        throw SocketError(
            message: "the socket path \(path) is \(kind), not a socket; refusing to replace it. Set \"socket\" in workbench.json to another path")
    }

    static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    private func serve() {
        guard let wake else { return }
        var pollers: [pollfd] = []
        while true {
            pthread_mutex_lock(&mutex)
            if stopping {
                let all = Array(clients.values)
                clients.removeAll()
                pthread_mutex_unlock(&mutex)
                for client in all { client.close() }
                close(listener)
                return
            }
            let connections = Array(clients.values)
            pthread_mutex_unlock(&mutex)

            pollers.removeAll(keepingCapacity: true)
            pollers.append(pollfd(fd: listener, events: acceptPaused ? 0 : Int16(POLLIN), revents: 0))
            pollers.append(pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0))
            for client in connections {
                let reading = client.isInputPaused ? 0 : Int16(POLLIN)
                pollers.append(pollfd(fd: client.descriptor, events: reading | (client.hasPendingOutput ? Int16(POLLOUT) : 0), revents: 0))
            }
            let ready = poll(&pollers, nfds_t(pollers.count), acceptPaused ? Self.acceptPauseMilliseconds : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 { acceptPaused = false }
            if pollers[1].revents != 0 { wake.drain() }
            if pollers[0].revents & Int16(POLLIN) != 0 { acceptClients(wake: wake) }
            for (index, client) in connections.enumerated() {
                let events = pollers[index + 2].revents
                var alive = !client.hasOverflowed
                if alive && events & Int16(POLLIN) != 0 {
                    alive = client.readAvailable(handler: handler)
                } else if alive {
                    // Answers came back since: lines held at the request limit go on.
                    client.handleBufferedLines(handler: handler)
                }
                if alive && client.hasPendingOutput { alive = client.flush() }
                if events & Int16(POLLERR | POLLNVAL) != 0 { alive = false }
                if !alive || client.isFinished || (events & Int16(POLLHUP) != 0 && events & Int16(POLLIN) == 0) {
                    pthread_mutex_lock(&mutex)
                    clients[client.descriptor] = nil
                    pthread_mutex_unlock(&mutex)
                    client.close()
                }
            }
        }
    }

    private func acceptClients(wake: WakePipe) {
        while true {
            let descriptor = accept(listener, nil, nil)
            if descriptor < 0 {
                // Out of descriptors (thousands of clients, or a low `ulimit -n`): the
                // waiting connections stay queued until some close.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { acceptPaused = true }
                return
            }
            SocketServer.makeNonBlocking(descriptor)
            var credentials = PeerCredentials()
            var length = socklen_t(MemoryLayout<PeerCredentials>.size)
            let known = getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0
            let client = ClientConnection(descriptor: descriptor, maximumQueuedOutput: maximumQueuedOutput, wake: wake)
            guard known, credentials.uid == getuid() else {
                client.send(ProtocolMessage.error(id: .null, code: "forbidden", message: "only the user running the daemon may connect"))
                _ = client.flush()
                client.close()
                continue
            }
            pthread_mutex_lock(&mutex)
            clients[descriptor] = client
            pthread_mutex_unlock(&mutex)
        }
    }
}

/// `struct ucred` (pid, uid, gid), which Swift's Glibc module does not expose.
struct PeerCredentials {
    var pid: Int32 = 0
    var uid: UInt32 = 0
    var gid: UInt32 = 0
}
