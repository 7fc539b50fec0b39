import HummingbirdWSClient
import Logging
import ViewTree

/// A page's side of the preview's WebSocket, for tests: send messages, read the next ones.
public final class PageClient: @unchecked Sendable {
    // Used by one test task at a time, inside the client's connection handler.
    private var messages: WebSocketInboundMessageStream.AsyncIterator
    private let outbound: WebSocketOutboundWriter

    private init(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) {
        messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
        self.outbound = outbound
    }

    /// Connects to the preview's WebSocket (with an `Origin` header when given) and runs
    /// `body`; the connection closes when it returns.
    public static func connect(
        to url: String, origin: String? = nil, _ body: @escaping @Sendable (PageClient) async throws -> Void
    ) async throws {
        let configuration = WebSocketClientConfiguration(additionalHeaders: origin.map { [.origin: $0] } ?? [:])
        try await WebSocketClient.connect(url: url, configuration: configuration, logger: quietLogger) { inbound, outbound, _ in
            try await body(PageClient(inbound: inbound, outbound: outbound))
        }
    }

    /// Sends a message.
    public func send(_ message: JSONValue) async throws {
        try await outbound.write(.text(message.canonicalText))
    }

    /// Sends raw text.
    public func send(text: String) async throws {
        try await outbound.write(.text(text))
    }

    /// The next message, decoded.
    public func next() async throws -> [String: JSONValue] {
        guard let message = try await messages.next() else { throw PageClientError.closed }
        guard case .text(let text) = message, let object = try JSONParser.parse(text).objectValue else {
            throw PageClientError.notJSON
        }
        return object
    }

    /// The next message of a type, skipping others.
    public func next(_ type: String) async throws -> [String: JSONValue] {
        while true {
            let message = try await next()
            if message["type"]?.stringValue == type { return message }
        }
    }

    /// Returns once the server has closed the connection, skipping any messages before.
    /// (Should it never close, the test's time limit ends it as a failure.)
    public func waitUntilClosed() async {
        do {
            while try await messages.next() != nil {}
        } catch {
            // A close without a close frame is a close as well.
        }
    }
}

/// Why a page client could not read a message.
public enum PageClientError: Error {
    /// The server closed the connection.
    case closed
    /// The message was not a JSON object.
    case notJSON
}

/// A logger that keeps the test output clean.
public let quietLogger: Logger = {
    var logger = Logger(label: "preview-tests")
    logger.logLevel = .critical
    return logger
}()
