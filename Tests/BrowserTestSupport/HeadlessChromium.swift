import Foundation
import HummingbirdWSClient
import ViewTree

/// Headless Chromium driven over the DevTools protocol: open a page, run script in it,
/// send input, take screenshots.
public final class HeadlessChromium {
    private let process: Process
    private let profile: URL
    /// The browser's DevTools WebSocket URL.
    public let devToolsURL: String

    /// Why the browser could not be used.
    public struct Unavailable: Error, CustomStringConvertible {
        /// Why, in words.
        public var description: String

        /// An error saying `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// Starts Chromium (`$CHROMIUM`, or `chromium` on the path).
    public init() async throws {
        guard let executable = HeadlessChromium.findExecutable() else {
            throw Unavailable(
                description: "Chromium is not installed, so the browser test cannot run: scripts/test installs it "
                    + "(scripts/lib/setup.sh lists it), or `apt-get install chromium`, or set CHROMIUM to its path")
        }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-chromium-\(UUID().uuidString)")
        process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--remote-debugging-port=0", "--remote-allow-origins=ws://127.0.0.1", "--user-data-dir=\(profile.path)", "--window-size=1000,960", "about:blank",
        ]
        let errorOutput = Pipe()
        process.standardError = errorOutput
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Chromium prints "DevTools listening on ws://..." on stderr once it accepts connections.
        let (url, log) = await Self.devToolsAnnouncement(errorOutput.fileHandleForReading)
        guard let url else {
            process.terminate()
            throw Unavailable(description: "Chromium exited without opening DevTools:\n\(log)")
        }
        devToolsURL = url
    }

    /// Stops the browser and removes its profile.
    public func close() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Runs `body` with a DevTools session on a new tab.
    public func withPage(_ body: @escaping @Sendable (DevToolsPage) async throws -> Void) async throws {
        let configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 26)
        try await WebSocketClient.connect(url: devToolsURL, configuration: configuration, logger: quietLogger) { inbound, outbound, _ in
            let connection = DevToolsConnection(inbound: inbound, outbound: outbound)
            let target = try await connection.call("Target.createTarget", ["url": "about:blank"])
            let attached = try await connection.call("Target.attachToTarget", ["targetId": target["targetId"] ?? .null, "flatten": true])
            guard let session = attached["sessionId"]?.stringValue else { throw Unavailable(description: "no DevTools session") }
            try await body(DevToolsPage(connection: connection, session: session))
        }
    }

    private static func findExecutable() -> URL? {
        var candidates: [String] = []
        if let configured = ProcessInfo.processInfo.environment["CHROMIUM"] { candidates.append(configured) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] { candidates.append("\(folder)/\(name)") }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// Reads stderr until the DevTools line (or the end); returns the URL and what was read.
    private static func devToolsAnnouncement(_ handle: FileHandle) async -> (String?, String) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var log = ""
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    log += String(decoding: data, as: UTF8.self)
                    if let range = log.range(of: "DevTools listening on "), let end = log[range.upperBound...].firstIndex(of: "\n") {
                        continuation.resume(returning: (String(log[range.upperBound..<end]), log))
                        return
                    }
                }
                continuation.resume(returning: (nil, log))
            }
        }
    }
}

/// Commands and their replies over one DevTools WebSocket; events are skipped.
public final class DevToolsConnection: @unchecked Sendable {
    // Used by one test task at a time, inside the client's connection handler.
    private var messages: WebSocketInboundMessageStream.AsyncIterator
    private let outbound: WebSocketOutboundWriter
    private var nextID = 0

    init(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) {
        messages = inbound.messages(maxSize: 1 << 26).makeAsyncIterator()
        self.outbound = outbound
    }

    /// Sends a command and returns its result.
    public func call(_ method: String, _ parameters: [String: JSONValue] = [:], session: String? = nil) async throws -> [String: JSONValue] {
        nextID += 1
        var command: [String: JSONValue] = ["id": .int(nextID), "method": .string(method), "params": .object(parameters)]
        if let session { command["sessionId"] = .string(session) }
        try await outbound.write(.text(JSONValue.object(command).canonicalText))
        while let message = try await messages.next() {
            guard case .text(let text) = message, let reply = try JSONParser.parse(text).objectValue, reply["id"] == .int(nextID) else {
                continue
            }
            if let error = reply["error"] {
                throw HeadlessChromium.Unavailable(description: "\(method) failed: \(error.canonicalText)")
            }
            return reply["result"]?.objectValue ?? [:]
        }
        throw HeadlessChromium.Unavailable(description: "the browser closed DevTools during \(method)")
    }
}

/// One tab.
public struct DevToolsPage: Sendable {
    /// The browser's DevTools connection.
    public let connection: DevToolsConnection
    /// The tab's session.
    public let session: String

    /// Loads a URL (returns once the navigation has committed) in a viewport of the given
    /// size, 1000 × 960 unless told.
    public func navigate(_ url: String, width: Int = 1000, height: Int = 960) async throws {
        _ = try await connection.call(
            "Emulation.setDeviceMetricsOverride", ["width": .int(width), "height": .int(height), "deviceScaleFactor": 1, "mobile": false],
            session: session)
        _ = try await connection.call("Page.enable", session: session)
        _ = try await connection.call("Page.navigate", ["url": .string(url)], session: session)
    }

    /// Evaluates a script expression in the page, awaiting it if it is a promise, and
    /// returns its value as JSON.
    @discardableResult
    public func evaluate(_ expression: String) async throws -> JSONValue {
        let result = try await connection.call(
            "Runtime.evaluate", ["expression": .string(expression), "awaitPromise": true, "returnByValue": true], session: session)
        if let exception = result["exceptionDetails"] {
            throw HeadlessChromium.Unavailable(description: "the page threw: \(exception.canonicalText)")
        }
        return result["result"]?.objectValue?["value"] ?? .null
    }

    /// Waits until a script condition holds, re-checking on every DOM change (no polling).
    public func waitUntil(_ condition: String) async throws {
        try await evaluate(
            """
            new Promise((resolve) => {
              const holds = () => { try { return Boolean(\(condition)); } catch { return false; } };
              if (holds()) return resolve(true);
              const observer = new MutationObserver(() => { if (holds()) { observer.disconnect(); resolve(true); } });
              observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            })
            """)
    }

    /// Types text into the focused element, as a keyboard would.
    public func type(_ text: String) async throws {
        _ = try await connection.call("Input.insertText", ["text": .string(text)], session: session)
    }

    /// Moves the mouse to a point of the page.
    public func moveMouse(x: Double, y: Double) async throws {
        _ = try await connection.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": .double(x), "y": .double(y)], session: session)
    }

    /// Presses the left button at a point, moves with it held through `path`, and lets it
    /// go at the last point: a click, or a drag when the path has more than one point.
    public func drag(through path: [(x: Double, y: Double)]) async throws {
        guard let first = path.first, let last = path.last else { return }
        func mouse(_ type: String, _ point: (x: Double, y: Double), buttons: Int) async throws {
            _ = try await connection.call(
                "Input.dispatchMouseEvent",
                ["type": .string(type), "x": .double(point.x), "y": .double(point.y), "button": "left", "buttons": .int(buttons), "clickCount": 1],
                session: session)
        }
        try await mouse("mousePressed", first, buttons: 1)
        for point in path.dropFirst() { try await mouse("mouseMoved", point, buttons: 1) }
        try await mouse("mouseReleased", last, buttons: 0)
    }

    /// Presses and releases a key, as a keyboard would: `ArrowLeft`, `ArrowRight`, `Home`,
    /// `End` or `Escape`.
    public func press(key: String) async throws {
        let codes = ["ArrowLeft": 37, "ArrowRight": 39, "Home": 36, "End": 35, "Escape": 27]
        for type in ["rawKeyDown", "keyUp"] {
            _ = try await connection.call(
                "Input.dispatchKeyEvent",
                ["type": .string(type), "key": .string(key), "code": .string(key), "windowsVirtualKeyCode": .int(codes[key] ?? 0)],
                session: session)
        }
    }

    /// A PNG of the page's viewport.
    public func screenshot() async throws -> Data {
        let result = try await connection.call("Page.captureScreenshot", ["format": "png"], session: session)
        guard let base64 = result["data"]?.stringValue, let data = Data(base64Encoded: base64) else {
            throw HeadlessChromium.Unavailable(description: "no screenshot data")
        }
        return data
    }
}
