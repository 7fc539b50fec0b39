/// Where a running preview listens, and the URL to open it.
public struct PreviewEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// The host the server is bound to.
    public var host: String
    /// The port it is bound to (the one picked when started with port 0).
    public var port: Int
    /// The token every request must present.
    public var token: AccessToken

    /// `http://HOST:PORT`, the origin of the page.
    public var origin: String {
        let hostPart = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(hostPart):\(port)"
    }

    /// The page's URL with the token: what `workbench serve` prints.
    public var url: String { origin + "/?token=" + token.text }

    /// The page's WebSocket URL with the token.
    public var webSocketURL: String {
        "ws" + origin.dropFirst("http".count) + "/ws?token=" + token.text
    }

    /// The URL (it carries the token: print it for the user, keep it out of shared logs).
    public var description: String { url }
}
