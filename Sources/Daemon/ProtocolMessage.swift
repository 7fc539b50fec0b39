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

    /// An event line, encoded, whose data ends with a field already encoded as JSON: the
    /// `reloaded` event's tree goes from the IR to bytes directly, without a `JSONValue`
    /// in between. `lastKey` must sort after every key of `data`, as canonical JSON wants.
    public static func eventLine(_ name: String, _ data: [String: JSONValue], lastKey: String, lastValue: [UInt8]) -> [UInt8] {
        precondition(data.keys.allSatisfy { Array($0.utf8).lexicographicallyPrecedes(Array(lastKey.utf8)) })
        let writer = CanonicalJSONWriter()
        var line = Array(#"{"data":"#.utf8)
        let fields = writer.bytes(.object(data))
        line.append(contentsOf: fields.dropLast())
        if fields.count > 2 { line.append(UInt8(ascii: ",")) }
        line.append(contentsOf: writer.bytes(.string(lastKey)))
        line.append(UInt8(ascii: ":"))
        line.append(contentsOf: lastValue)
        line.append(contentsOf: #"},"event":"#.utf8)
        line.append(contentsOf: writer.bytes(.string(name)))
        line.append(UInt8(ascii: "}"))
        return line
    }
}
