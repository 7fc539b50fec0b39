import SwiftLite
import ViewTree

/// `ScrollViewReader { proxy in ... }`: a `ScrollViewReader` node whose children are its
/// content, built with a `ScrollViewProxy`. The workbench scrolls nothing (every row is in
/// the tree), so `proxy.scrollTo(id, anchor:)` does nothing, and a chat view that scrolls
/// to its last message in an `onChange` runs as written.
enum ScrollViewReaderContent {
    static func make(_ call: NativeCall, context: RunContext) throws(ScriptError) -> SwiftLite.Value {
        let node = NodeObject(type: "ScrollViewReader", context: context, interpreter: call.interpreter)
        let content = call.argument(0)
        let result = try call.interpreter.call(content, content.closureParameterCount == 0 ? [] : [.host(ScrollViewProxyObject())])
        node.children = try ViewContent.nodes(in: result, context: context, interpreter: call.interpreter, yielded: false)
        return .host(node)
    }
}

/// A `ScrollViewProxy`: `scrollTo(_:anchor:)` is accepted and changes nothing.
final class ScrollViewProxyObject: HostObject {
    override var typeName: String { "ScrollViewProxy" }

    override func callMethod(_ name: String, labels: [String?], arguments: [SwiftLite.Value], interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        guard name == "scrollTo", labels == [nil] || labels == [nil, "anchor"] else {
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
        return .null
    }
}
