import ViewTree

/// An error a request is answered with: JSON-RPC's codes and LSP's.
struct ResponseError: Error, Equatable {
    /// The codes of JSON-RPC 2.0 and of LSP 3.17.
    enum Code: Int {
        /// The body is not JSON.
        case parseError = -32700
        /// The JSON is not a request, a notification or a response (or the message was
        /// too large to read).
        case invalidRequest = -32600
        /// No such method.
        case methodNotFound = -32601
        /// A parameter is missing or has the wrong type.
        case invalidParams = -32602
        /// The server failed to answer (a bug, never the client's fault).
        case internalError = -32603
        /// A request came before `initialize`.
        case serverNotInitialized = -32002
        /// The request failed for a reason the client may show (no such file, no daemon).
        case requestFailed = -32803
        /// The client cancelled the request (`$/cancelRequest`) before it was answered.
        case requestCancelled = -32800
        /// The document changed while the request was being answered.
        case contentModified = -32801
    }

    /// The code.
    let code: Code
    /// What went wrong, for people.
    let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A parameter that is missing or of the wrong type, named by its path.
    static func invalidParams(_ path: String, expected: String) -> ResponseError {
        ResponseError(.invalidParams, "\"\(path)\" must be \(expected)")
    }

    /// The `error` member of a response.
    var jsonValue: JSONValue {
        ["code": .int(code.rawValue), "message": .string(message)]
    }
}
