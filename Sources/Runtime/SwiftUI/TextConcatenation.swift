import SwiftLite
import ViewTree

/// `Text("Updated ") + Text("just now").bold()`: SwiftUI's `+` of two `Text`s is one
/// `Text` of both strings, which the tree shows as one node. The parts' own modifiers
/// style only their runs in SwiftUI; one node has no runs, so they are not kept, while
/// modifiers written on the whole (`(a + b).font(.title)`) apply as on any `Text`.
enum TextConcatenation {
    /// The text of `left + right`, or nil when either is not a `Text` of a string.
    static func joinedText(_ left: NodeObject, _ right: SwiftLite.Value) -> String? {
        guard left.type == "Text", case .host(let right as NodeObject) = right, right.type == "Text",
            case .string(let leading)? = left.props["text"], case .string(let trailing)? = right.props["text"]
        else { return nil }
        return leading + trailing
    }
}
