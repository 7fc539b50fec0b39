// switch on strings using wildcard patterns with where.
func route(_ path: String) -> String {
    switch path {
    case "/":
        return "home"
    case _ where path.hasPrefix("/users/"):
        return "user page"
    case _ where path.hasSuffix(".png"):
        return "image"
    default:
        return "not found"
    }
}
for path in ["/", "/users/7", "/logo.png", "/x"] {
    print(route(path))
}
