/// How the `character` of an LSP position counts: UTF-16 code units unless the client
/// offers another (LSP 3.17's `general.positionEncodings`). The server prefers UTF-32,
/// which is how the workbench counts columns (Unicode scalars), then UTF-8.
enum PositionEncoding: String, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use among those a client offers (in its order of preference, which
    /// the server may override); UTF-16 when it offers none, as the protocol says.
    static func negotiate(offered: [String]) -> PositionEncoding {
        for preferred in [PositionEncoding.utf32, .utf8] where offered.contains(preferred.rawValue) { return preferred }
        return .utf16
    }

    /// How many units a scalar takes.
    func width(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: return scalar.utf8.count
        case .utf16: return scalar.utf16.count
        case .utf32: return 1
        }
    }
}
