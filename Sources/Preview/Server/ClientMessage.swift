import ViewTree

/// A message from the page, as JSON text over the WebSocket. Every message that acts on
/// the view names a node (by id) of the document the page was last sent; the server finds
/// the action or binding on that node.
///
/// ```
/// {"type": "subscribe", "document": "app"}        show this document
/// {"type": "tap", "id": "0.2"}                     a button (or .onTapGesture) was tapped
/// {"type": "pop", "id": "0"}                       a navigation stack's back button
/// {"type": "write", "id": "0.1", "value": true}   a toggle, text field or slider changed
/// {"type": "step", "id": "0.3", "by": -1}          a stepper's − (-1) or + (1)
/// {"type": "select", "id": "0.4", "index": 2}      a picker's option, by position
/// {"type": "inspect", "id": "0.0"}                 the inspector wants the node's details
/// {"type": "history", "before": 812}               a page of the history strip (the newest without "before")
/// {"type": "scrub", "snapshot": 790}               show the screen after that run, read-only
/// {"type": "live"}                                  show the live app again
/// {"type": "goto", "snapshot": 790}                load that run's state into the live app
/// {"type": "replay", "snapshot": 790}              re-run that run and compare
/// {"type": "bisect", "snapshot": 790}              find the edit that introduced that crash
/// ```
enum ClientMessage: Equatable {
    case subscribe(document: String)
    case tap(node: String)
    case pop(node: String)
    case write(node: String, value: JSONValue)
    case step(node: String, by: Int)
    case select(node: String, index: Int)
    case inspect(node: String)
    case history(before: Int64?)
    case scrub(snapshot: Int64)
    case live
    case goto(snapshot: Int64)
    case replay(snapshot: Int64)
    case bisect(snapshot: Int64)

    /// Reads a message; the error says what is wrong in words the page can show.
    init(text: String) throws(ClientMessageError) {
        let json: JSONValue
        do throws(JSONParseError) {
            json = try JSONParser.parse(text)
        } catch {
            throw ClientMessageError("the message is not JSON: \(error)")
        }
        guard let members = json.objectValue else {
            throw ClientMessageError("a message is a JSON object, not \(json.kindDescription)")
        }
        guard let type = members["type"]?.stringValue else {
            throw ClientMessageError("a message needs a \"type\" string")
        }
        func string(_ key: String) throws(ClientMessageError) -> String {
            guard let value = members[key]?.stringValue else {
                throw ClientMessageError("a \"\(type)\" message needs a \"\(key)\" string")
            }
            return value
        }
        func integer(_ key: String) throws(ClientMessageError) -> Int {
            guard let value = members[key]?.intValue else {
                throw ClientMessageError("a \"\(type)\" message needs a \"\(key)\" integer")
            }
            return value
        }
        switch type {
        case "subscribe": self = .subscribe(document: try string("document"))
        case "tap": self = .tap(node: try string("id"))
        case "pop": self = .pop(node: try string("id"))
        case "write":
            guard let value = members["value"] else { throw ClientMessageError("a \"write\" message needs a \"value\"") }
            self = .write(node: try string("id"), value: value)
        case "step":
            let by = try integer("by")
            guard by == 1 || by == -1 else { throw ClientMessageError("a \"step\" message steps by 1 or -1") }
            self = .step(node: try string("id"), by: by)
        case "select": self = .select(node: try string("id"), index: try integer("index"))
        case "inspect": self = .inspect(node: try string("id"))
        case "history":
            self = .history(before: members["before"] == nil || members["before"] == .null ? nil : Int64(try integer("before")))
        case "scrub": self = .scrub(snapshot: Int64(try integer("snapshot")))
        case "live": self = .live
        case "goto": self = .goto(snapshot: Int64(try integer("snapshot")))
        case "replay": self = .replay(snapshot: Int64(try integer("snapshot")))
        case "bisect": self = .bisect(snapshot: Int64(try integer("snapshot")))
        default:
            throw ClientMessageError(
                "unknown message type \"\(type)\"; the types are subscribe, tap, pop, write, step, select, inspect, "
                    + "history, scrub, live, goto, replay and bisect")
        }
    }
}

/// Why a page's message was refused; sent back to the page as an `error` message.
struct ClientMessageError: Error, Equatable {
    /// What was wrong.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
