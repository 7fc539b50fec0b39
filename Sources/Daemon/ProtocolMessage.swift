import ViewTree

/// The shapes of the lines the daemon writes (docs/protocol.md):
/// `{"id": ID, "result": ...}`, `{"id": ID, "error": {"code", "message"}}` and
/// `{"event": NAME, "data": ...}`.
public enum ProtocolMessage {
    /// A successful reply.
    public static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["id": id, "result": result]
    }

    /// An error reply (`id` is null when the request could not be read).
    public static func error(id: JSONValue, code: String, message: String, data: JSONValue? = nil) -> JSONValue {
        var error: [String: JSONValue] = ["code": .string(code), "message": .string(message)]
        if let data { error["data"] = data }
        return ["id": id, "error": .object(error)]
    }

    /// An event pushed to subscribers.
    public static func event(_ name: String, _ data: JSONValue) -> JSONValue {
        ["event": .string(name), "data": data]
    }
}
