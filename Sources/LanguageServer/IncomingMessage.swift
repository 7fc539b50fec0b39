import ViewTree

/// A message from the client, classified by JSON-RPC 2.0's rules: a request has an `id`
/// and a `method`, a notification a `method` only, a response an `id` and a `result` or
/// `error` (the answer to a request the server sent).
enum IncomingMessage: Equatable {
    case request(id: JSONValue, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    case response(id: JSONValue, result: JSONValue?, error: JSONValue?)
    /// Not a valid message: answered with this error, under this id (null when the id
    /// could not be read).
    case invalid(id: JSONValue, error: ResponseError)

    /// Classifies a message's body.
    init(body: [UInt8]) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes: body)
        } catch {
            self = .invalid(id: .null, error: ResponseError(.parseError, "the message is not JSON: \(error)"))
            return
        }
        self.init(value)
    }

    /// Classifies a parsed message.
    init(_ value: JSONValue) {
        guard let members = value.objectValue else {
            let what = value.arrayValue != nil ? "a batch (an array), which LSP does not use" : value.kindDescription
            self = .invalid(id: .null, error: ResponseError(.invalidRequest, "a message must be a JSON object, found \(what)"))
            return
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) {
            self = .invalid(id: .null, error: ResponseError(.invalidRequest, "\"id\" must be an integer or a string, found \(id.kindDescription)"))
            return
        }
        guard members["jsonrpc"] == .string("2.0") else {
            self = .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "\"jsonrpc\" must be \"2.0\""))
            return
        }
        guard let methodValue = members["method"] else {
            if let id, members["result"] != nil || members["error"] != nil {
                self = .response(id: id, result: members["result"], error: members["error"])
            } else {
                self = .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "the message has no \"method\""))
            }
            return
        }
        guard let method = methodValue.stringValue else {
            self = .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "\"method\" must be a string"))
            return
        }
        let params = members["params"] ?? .null
        if params != .null, params.objectValue == nil, params.arrayValue == nil {
            self = .invalid(id: id ?? .null, error: ResponseError(.invalidRequest, "\"params\" must be an object or an array"))
            return
        }
        if let id {
            self = .request(id: id, method: method, params: params)
        } else {
            self = .notification(method: method, params: params)
        }
    }

    /// JSON-RPC ids are integers or strings (null is allowed by the specification but
    /// LSP's ids are `integer | string`).
    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .int, .string: return true
        default: return false
        }
    }
}
