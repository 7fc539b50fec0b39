import Hummingbird

/// Refuses every request that is not for the preview's own page, before any route runs:
/// one sent to another host name, one from another page's origin, one without the token.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: RequestAccess

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard access.admitsHost(request.head.authority) else {
            // DNS rebinding: a page of evil.example whose name now resolves to 127.0.0.1
            // reaches the preview, but its requests still say `Host: evil.example`.
            return refusal("This preview answers only at its own address (\(access.pageHostList)): open the URL `workbench serve` printed.\n")
        }
        guard access.admitsOrigin(request.headers[.origin], requestHost: request.head.authority) else {
            return refusal("This preview answers only its own page, not another site's.\n")
        }
        guard access.hasToken(target: request.uri.description) else {
            return refusal("This preview needs its token: open the URL `workbench serve` printed when it started.\n")
        }
        return try await next(request, context)
    }

    private func refusal(_ text: String) -> Response {
        PageRoutes.response(status: .forbidden, contentType: "text/plain; charset=utf-8", body: text)
    }
}
