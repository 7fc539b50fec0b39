/// Who may use the preview: requests sent to the preview's own address (their `Host`),
/// from its own page when they come from a page at all (their `Origin`), that present the
/// token. The WebSocket's upgrade passes the same checks as every other request.
struct RequestAccess: Sendable {
    /// The token every request must carry as its `token` query parameter.
    let token: AccessToken
    /// The host names the preview's page can be loaded from (the configured host and the
    /// loopback names), compared without the port.
    let pageHosts: Set<String>

    init(token: AccessToken, host: String) {
        self.token = token
        pageHosts = [host.lowercased(), "127.0.0.1", "localhost", "[::1]"]
    }

    /// The names the preview answers to, for messages.
    var pageHostList: String { pageHosts.sorted().joined(separator: ", ") }

    /// Whether a request's `Host` (its authority) names the preview: the configured host or
    /// a loopback name, with any port. Browsers always send it; a request without one
    /// is refused, as HTTP/1.1 asks.
    func admitsHost(_ authority: String?) -> Bool {
        guard let authority, !authority.isEmpty else { return false }
        return pageHosts.contains(Self.hostName(authority.lowercased()))
    }

    /// Whether the request target (`/path?query`) carries the token.
    func hasToken(target: String) -> Bool {
        guard let candidate = Self.queryValue("token", in: target) else { return false }
        return token.matches(candidate)
    }

    /// Whether a request's `Origin` is acceptable: the preview's own page
    /// (`http://` plus the host the request was sent to, that host one the page is served
    /// on), or no web page at all. A browser always sends its page's origin, `http(s)://...`
    /// or `null`; a program sends none, or a `ws://` one (swift-websocket's client does),
    /// and the token alone admits it. Every value must pass when several are sent.
    func admitsOrigin(_ origin: String?, requestHost: String?) -> Bool {
        guard let origin else { return true }
        let ownOrigin = requestHost.map { "http://" + $0.lowercased() }
        for value in origin.split(separator: ",") {
            let candidate = String(value).trimmingSpaces.lowercased()
            if candidate.hasPrefix("ws://") || candidate.hasPrefix("wss://") { continue }
            guard let requestHost, candidate == ownOrigin, pageHosts.contains(Self.hostName(requestHost.lowercased())) else {
                return false
            }
        }
        return true
    }

    /// `host` of `host:port` (and `[::1]` of `[::1]:7420`).
    static func hostName(_ authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[...end])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }

    /// The first value of a query parameter in a request target, undecoded (the token's
    /// alphabet needs no percent-encoding).
    static func queryValue(_ name: String, in target: String) -> Substring? {
        guard let questionMark = target.firstIndex(of: "?") else { return nil }
        var query = target[target.index(after: questionMark)...]
        if let hash = query.firstIndex(of: "#") { query = query[..<hash] }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0] == name { return parts.count > 1 ? parts[1] : "" }
        }
        return nil
    }

    /// The path of a request target, without the query.
    static func path(of target: String) -> Substring {
        target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }
}
