import Hummingbird
import ServiceLifecycle
import HummingbirdWebSocket
import Logging
import NIOCore

/// The live preview: an HTTP server for the page and a WebSocket per open page, bound to
/// one host and port, showing the documents a `PreviewBackend` runs.
///
/// ```swift
/// let server = PreviewServer(backend: backend)
/// let endpoint = try await server.start(host: "127.0.0.1", port: 7420)
/// print("preview: \(endpoint.url)")
/// ...
/// await server.stop()
/// ```
///
/// Every request must be sent to the preview's own address (its `Host`), come from its own
/// page when it comes from a page (its `Origin`), and carry the server's token (`?token=`).
public actor PreviewServer {
    /// The token the page and its WebSocket present.
    public nonisolated let token: AccessToken
    private let backend: any PreviewBackend
    private let logger: Logger
    private var running: Running?

    private struct Running {
        var endpoint: PreviewEndpoint
        var server: Task<Void, Never>
        var group: ServiceGroup
        var updates: Task<Void, Never>
        var hub: UpdateHub
    }

    /// A server for `backend`, with a new random token unless one is given. Its log lines
    /// (warnings and errors only, by default) go through `logger`.
    public init(backend: any PreviewBackend, token: AccessToken = .random(), logger: Logger? = nil) {
        self.backend = backend
        self.token = token
        self.logger = logger ?? {
            var logger = Logger(label: "workbench.preview")
            logger.logLevel = .warning
            return logger
        }()
    }

    /// Where the server listens while it runs.
    public var endpoint: PreviewEndpoint? { running?.endpoint }

    /// Starts listening on `host` and `port` (0 picks a free port) and returns where, once
    /// the server accepts connections. Throws when it cannot listen there.
    public func start(host: String = "127.0.0.1", port: Int) async throws -> PreviewEndpoint {
        guard running == nil else { throw PreviewServerError.alreadyRunning }
        let access = RequestAccess(token: token, host: host)
        let hub = UpdateHub()
        let backend = self.backend
        let logger = self.logger

        let router = Router()
        PageRoutes.add(to: router, access: access)
        let (listening, listeningContinuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: 1 << 20))) { request, _, _ in
                let target = request.path ?? ""
                guard RequestAccess.path(of: target) == "/ws", access.admitsHost(request.authority), access.hasToken(target: target),
                    access.admitsOrigin(request.headerFields[.origin], requestHost: request.authority)
                else {
                    // Not upgraded: the router answers (refusing a wrong host, origin or token).
                    return .dontUpgrade
                }
                return .upgrade([:]) { inbound, outbound, _ in
                    await PageSocket.serve(inbound: inbound, outbound: outbound, backend: backend, hub: hub)
                }
            },
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in
                listeningContinuation.yield(channel.localAddress?.port ?? port)
            },
            logger: logger
        )
        // Run as a service so that stopping is a graceful shutdown (connections closed,
        // then the listener), not a cancellation that Hummingbird reports as an error.
        let group = ServiceGroup(services: [application], logger: logger)
        let server = Task {
            do {
                try await group.run()
                listeningContinuation.finish()
            } catch {
                listeningContinuation.finish(throwing: error)
            }
        }

        let boundPort: Int
        do {
            var iterator = listening.makeAsyncIterator()
            guard let port = try await iterator.next() else {
                throw PreviewServerError.couldNotListen(host: host, port: port, reason: "the server stopped")
            }
            boundPort = port
        } catch let error as PreviewServerError {
            throw error
        } catch {
            throw PreviewServerError.couldNotListen(host: host, port: port, reason: String(describing: error))
        }

        let updates = Task {
            for await update in await backend.updates() {
                await hub.broadcast(update)
            }
        }
        let endpoint = PreviewEndpoint(host: host, port: boundPort, token: token)
        running = Running(endpoint: endpoint, server: server, group: group, updates: updates, hub: hub)
        return endpoint
    }

    /// Closes every page's connection and stops listening; returns once the server is down.
    public func stop() async {
        guard let running else { return }
        self.running = nil
        running.updates.cancel()
        // Pages first: the server's graceful shutdown waits for open connections.
        await running.hub.close()
        await running.group.triggerGracefulShutdown()
        await running.server.value
    }
}

/// One page's WebSocket: its messages and the backend's updates, handled in turn.
enum PageSocket {
    /// Serves a connection until the page closes it or the server stops.
    static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, backend: any PreviewBackend, hub: UpdateHub) async {
        let (events, continuation) = AsyncStream.makeStream(of: ConnectionEvent.self)
        guard let id = await hub.add(continuation) else { return }
        let reader = Task {
            do {
                for try await message in inbound.messages(maxSize: 1 << 20) {
                    switch message {
                    case .text(let text): continuation.yield(.text(text))
                    case .binary: continuation.yield(.binary)
                    }
                }
            } catch {
                // A broken or oversized frame ends the connection like a close.
            }
            continuation.finish()
        }
        let connection = PageConnection(backend: backend) { text in
            try await outbound.write(.text(text))
        }
        do {
            try await connection.greet()
            for await event in events {
                switch event {
                case .text(let text): try await connection.handle(message: text)
                case .binary: try await connection.handleBinaryMessage()
                case .update(let update): try await connection.handle(update: update)
                }
            }
        } catch {
            // Writing failed: the page has gone.
        }
        await hub.remove(id)
        reader.cancel()
    }
}
