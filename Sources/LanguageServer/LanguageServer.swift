import Runtime
import Synchronization
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workbench lsp`: a language server (LSP 3.17, JSON-RPC 2.0 over a pair of file
/// descriptors) for a project's scripts, VML documents and `workbench.json`.
///
/// Two threads share the work. The calling thread reads and frames messages, answers what
/// needs no project (malformed input, requests before `initialize` or after `shutdown`),
/// records cancellations, and queues the rest. The analysis thread (a `ScriptWorker`,
/// whose large stack the front end's recursion needs) handles them in order; after the
/// last queued message it publishes the diagnostics of what changed, so a burst of
/// keystrokes is analysed once.
///
/// ```swift
/// let server = LanguageServer(input: 0, output: 1, options: .init())
/// exit(server.run())
/// ```
public final class LanguageServer: Sendable {
    /// How the server is started.
    public struct Options: Sendable {
        /// `workbench.json` given with `--config`; nil finds it from the workspace folder
        /// the client names.
        public var configurationPath: String?
        /// Whether to connect to `workbench serve` for the live features (the tests of the
        /// static features turn it off).
        public var connectsToDaemon: Bool
        /// The version `initialize` reports (`workbench --version`).
        public var version: String

        /// Creates options.
        public init(configurationPath: String? = nil, connectsToDaemon: Bool = true, version: String = "0.1.0") {
            self.configurationPath = configurationPath
            self.connectsToDaemon = connectsToDaemon
            self.version = version
        }
    }

    /// Where the client is in the protocol's life cycle, as the reading thread sees it.
    private enum Phase {
        case waitingForInitialize
        case running
        case shutDown
    }

    private let input: Int32
    private let writer: MessageWriter
    private let worker: ScriptWorker
    private let session: EditorSession
    private let phase = Mutex(Phase.waitingForInitialize)
    /// Requests the client cancelled that have not been answered yet.
    private let cancellations: Cancellations
    /// Messages queued for the analysis thread and not yet handled.
    private let queued = Atomic<Int>(0)

    /// A server reading `input` and writing `output`; neither is closed by it.
    public init(input: Int32, output: Int32, options: Options) {
        self.input = input
        let writer = MessageWriter(descriptor: output)
        self.writer = writer
        self.worker = ScriptWorker(stackSize: 512 << 20)
        self.cancellations = Cancellations()
        self.session = EditorSession(options: options, writer: writer)
        // The daemon's events arrive on the listener's thread and are handled here, in turn.
        session.post = { [weak self] job in self?.enqueue(job) }
    }

    /// Serves until `exit` or the end of the input. Returns the exit status the protocol
    /// asks for: 0 after `shutdown`, 1 otherwise.
    public func run() -> Int32 {
        // A client that goes away while a reply is written must not end the process
        // with SIGPIPE; the writer sees the error and stops writing.
        signal(SIGPIPE, SIG_IGN)
        let reader = MessageReader(descriptor: input)
        var exitStatus: Int32 = 1
        reading: while true {
            switch reader.next() {
            case .end:
                break reading
            case .tooLarge(let length):
                writer.send(OutgoingMessage.error(id: .null, ResponseError(
                    .invalidRequest, "the message is \(length) bytes, more than the \(MessageReader.maximumMessageBytes >> 20) MB a message may hold; it was skipped")))
            case .malformedHeader(let problem):
                writer.send(OutgoingMessage.error(id: .null, ResponseError(.parseError, "bad message header: \(problem)")))
            case .message(let body):
                if receive(IncomingMessage(body: body)) {
                    exitStatus = phase.withLock { $0 } == .shutDown ? 0 : 1
                    break reading
                }
            }
        }
        worker.submit { [session] in session.close() }
        worker.stop()
        return exitStatus
    }

    /// Handles one message on the reading thread; true for `exit`.
    private func receive(_ message: IncomingMessage) -> Bool {
        switch message {
        case .invalid(let id, let error):
            writer.send(OutgoingMessage.error(id: id, error))
        case .response(let id, let result, let error):
            enqueue { session in session.receiveResponse(id: id, result: result, error: error) }
        case .notification(let method, let params):
            switch method {
            case "exit":
                return true
            case "$/cancelRequest":
                if let id = params.objectValue?["id"] { cancellations.cancel(id) }
            default:
                // Notifications before `initialize` are dropped, as the protocol says; so
                // are those after `shutdown`.
                guard phase.withLock({ $0 }) == .running else { return false }
                enqueue { session in session.handleNotification(method, Params(params)) }
            }
        case .request(let id, let method, let params):
            let (current, isRepeatedInitialize) = phase.withLock { phase -> (Phase, Bool) in
                switch (method, phase) {
                case ("initialize", .waitingForInitialize):
                    phase = .running
                    return (.running, false)
                case ("initialize", .running):
                    return (.running, true)
                case ("shutdown", .running):
                    // `shutdown` itself is answered; what follows it is refused.
                    phase = .shutDown
                    return (.running, false)
                default:
                    return (phase, false)
                }
            }
            switch current {
            case .waitingForInitialize:
                writer.send(OutgoingMessage.error(id: id, ResponseError(.serverNotInitialized, "the server is not initialized: send \"initialize\" first")))
            case .shutDown:
                writer.send(OutgoingMessage.error(id: id, ResponseError(.invalidRequest, "the server is shut down: only \"exit\" is accepted")))
            case .running:
                if isRepeatedInitialize {
                    writer.send(OutgoingMessage.error(id: id, ResponseError(.invalidRequest, "the server was initialized already")))
                    return false
                }
                cancellations.begin(id)
                enqueue { [cancellations, writer] session in
                    // Cancelled while queued: answered without doing the work.
                    guard !cancellations.isCancelled(id) else {
                        cancellations.end(id)
                        writer.send(OutgoingMessage.error(id: id, ResponseError(.requestCancelled, "cancelled")))
                        return
                    }
                    let reply: JSONValue
                    do throws(ResponseError) {
                        reply = OutgoingMessage.result(id: id, try session.handleRequest(method, Params(params)))
                    } catch {
                        reply = OutgoingMessage.error(id: id, error)
                    }
                    let cancelled = cancellations.end(id)
                    writer.send(cancelled ? OutgoingMessage.error(id: id, ResponseError(.requestCancelled, "cancelled")) : reply)
                }
            }
        }
        return false
    }

    /// Queues work for the analysis thread; once the queue is empty, the diagnostics of
    /// what changed are published.
    private func enqueue(_ job: @escaping @Sendable (EditorSession) -> Void) {
        queued.add(1, ordering: .relaxed)
        worker.submit { [self] in
            job(session)
            if queued.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                session.publishPendingDiagnostics()
            }
        }
    }
}

extension LanguageServer {
    /// Holds the analysis thread until the returned function is called: what the reading
    /// thread does meanwhile (cancellations, refusals) is then seen before any queued
    /// work runs. For the tests of cancellation.
    func holdAnalysisThread() -> @Sendable () -> Void {
        let gate = Gate()
        worker.submit { gate.wait() }
        return { gate.open() }
    }
}
