import Hummingbird

/// The HTTP side of the preview: the page, its stylesheets and scripts. Everything behind
/// the access middleware.
enum PageRoutes {
    /// The page's content security policy: only its own script and stylesheet run, and it
    /// connects only back to the preview (its WebSocket). Inline styles are allowed because
    /// rendered views carry their modifiers as `style` attributes.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; "
        + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// Adds the routes to a router.
    static func add(to router: Router<BasicRequestContext>, access: RequestAccess) {
        router.add(middleware: AccessMiddleware(access: access))
        router.get("/") { _, _ in
            var response = response(status: .ok, contentType: "text/html; charset=utf-8", body: PageShell.html(token: access.token))
            response.headers[.contentSecurityPolicy] = contentSecurityPolicy
            return response
        }
        router.get("/preview.css") { _, _ in
            response(status: .ok, contentType: "text/css; charset=utf-8", body: PageStylesheet.text)
        }
        router.get("/preview.js") { _, _ in
            response(status: .ok, contentType: "text/javascript; charset=utf-8", body: PageScript.text)
        }
        router.get("/history.css") { _, _ in
            response(status: .ok, contentType: "text/css; charset=utf-8", body: HistoryStylesheet.text)
        }
        router.get("/history.js") { _, _ in
            response(status: .ok, contentType: "text/javascript; charset=utf-8", body: HistoryScript.text)
        }
        // A request for the socket that was not upgraded: a plain GET (a wrong host, origin
        // or token was refused by the middleware already, upgrade or not).
        router.get("/ws") { _, _ in
            response(
                status: .upgradeRequired, contentType: "text/plain; charset=utf-8",
                body: "This is the preview's WebSocket: connect with a WebSocket upgrade.\n")
        }
    }

    /// A response that is never cached or sniffed (the token is in every URL).
    static func response(status: HTTPResponse.Status, contentType: String, body: String) -> Response {
        let headers: HTTPFields = [
            .contentType: contentType, .cacheControl: "no-store", .xContentTypeOptions: "nosniff",
        ]
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
