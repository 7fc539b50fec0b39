// App: split URLs into scheme, host, port, path and query items by hand, decode %-escapes and rebuild them sorted.
struct URLParts {
    var scheme = ""
    var host = ""
    var port: Int?
    var path: [String] = []
    var query: [(String, String)] = []
    var fragment: String?
    func value(_ name: String) -> String? { query.first { $0.0 == name }?.1 }
    var normalized: String {
        var s = "\(scheme)://\(host)"
        if let port, port != (scheme == "https" ? 443 : 80) { s += ":\(port)" }
        s += "/" + path.joined(separator: "/")
        if !query.isEmpty {
            s += "?" + query.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        }
        return s
    }
}
func percentDecode(_ s: Substring) -> String {
    var bytes: [UInt8] = []
    var chars = Array(s.utf8)[...]
    while let b = chars.popFirst() {
        if b == UInt8(ascii: "%"), chars.count >= 2, let v = UInt8(String(decoding: chars.prefix(2), as: UTF8.self), radix: 16) {
            bytes.append(v)
            chars = chars.dropFirst(2)
        } else {
            bytes.append(b == UInt8(ascii: "+") ? UInt8(ascii: " ") : b)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
func parse(_ url: String) -> URLParts? {
    var parts = URLParts()
    let schemeSplit = url.split(separator: ":", maxSplits: 1)
    guard schemeSplit.count == 2, schemeSplit[1].hasPrefix("//") else { return nil }
    parts.scheme = schemeSplit[0].lowercased()
    var rest = schemeSplit[1].dropFirst(2)
    if let hash = rest.firstIndex(of: "#") {
        parts.fragment = String(rest[rest.index(after: hash)...])
        rest = rest[..<hash]
    }
    if let q = rest.firstIndex(of: "?") {
        parts.query = rest[rest.index(after: q)...].split(separator: "&").map { item in
            let kv = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (percentDecode(kv[0]), kv.count > 1 ? percentDecode(kv[1]) : "")
        }
        rest = rest[..<q]
    }
    let hostAndPath = rest.split(separator: "/", omittingEmptySubsequences: true)
    guard let authority = hostAndPath.first else { return nil }
    let hp = authority.split(separator: ":")
    parts.host = hp[0].lowercased()
    parts.port = hp.count > 1 ? Int(hp[1]) : nil
    parts.path = hostAndPath.dropFirst().map(String.init)
    return parts
}
let urls = [
    "https://Example.com/search?q=swift+lite&page=2&lang=en#results",
    "http://localhost:8080/api/v1/items?id=%C3%A9t%C3%A9&flag",
    "HTTPS://example.com:443/a//b/",
    "not a url",
]
for url in urls {
    guard let p = parse(url) else { print("invalid:", url); continue }
    print(p.scheme, p.host, p.port ?? 0, p.path, p.fragment ?? "-")
    print("  q=\(p.value("q") ?? "-") id=\(p.value("id") ?? "-") flag=\(p.value("flag") ?? "-")")
    print("  " + p.normalized)
}
