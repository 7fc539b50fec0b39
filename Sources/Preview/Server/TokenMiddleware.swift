import Hummingbird

/// Refuses every request that does not carry the preview's token, before any route runs.
struct TokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: RequestAccess

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard access.hasToken(target: request.uri.description) else {
            return PageRoutes.response(
                status: .forbidden, contentType: "text/plain; charset=utf-8",
                body: "This preview needs its token: open the URL `workbench serve` printed when it started.\n")
        }
        return try await next(request, context)
    }
}
