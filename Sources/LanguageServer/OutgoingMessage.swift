import ViewTree

/// The messages the server sends.
enum OutgoingMessage {
    /// A successful response.
    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// A failed response.
    static func error(id: JSONValue, _ error: ResponseError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": error.jsonValue]
    }

    /// A notification.
    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// A request from the server to the client.
    static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
    }
}
