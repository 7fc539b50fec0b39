/// The collection methods SwiftUI adds for lists that edit themselves: `remove(atOffsets:)`
/// (what `.onDelete` gives its closure is the offsets to remove) and
/// `move(fromOffsets:toOffset:)` (`.onMove`). The offsets are a set of positions (an
/// `IndexSet`), or any sequence of Int.
enum OffsetMethods {
    static func mutate(_ method: BuiltinMethod, _ elements: inout [Value], _ context: MethodContext) throws(ScriptError) -> Value {
        let offsets = try self.offsets(context.arguments[0], count: elements.count, context)
        switch method {
        case .removeAtOffsets:
            for offset in offsets.sorted(by: >) { elements.remove(at: offset) }
        default:
            let destination = try context.requireInt(1, "the destination")
            guard destination >= 0 && destination <= elements.count else {
                throw ScriptError(.indexOutOfRange, "cannot move to offset \(destination) in an array of \(elements.count) element\(elements.count == 1 ? "" : "s")")
            }
            let moved = offsets.sorted().map { elements[$0] }
            // The destination is an offset in the array before the move: the elements taken
            // from before it shift it down.
            let target = destination - offsets.filter { $0 < destination }.count
            for offset in offsets.sorted(by: >) { elements.remove(at: offset) }
            elements.insert(contentsOf: moved, at: target)
        }
        return .null
    }

    private static func offsets(_ value: Value, count: Int, _ context: MethodContext) throws(ScriptError) -> Set<Int> {
        var offsets: Set<Int> = []
        for element in try StandardLibrary.sequenceElements(value, context.interpreter) {
            guard case .int(let offset) = element else {
                throw ScriptError(.typeMismatch, "'\(context.selector.description)' needs offsets of type Int, found '\(element.describedType)'")
            }
            guard offset >= 0 && offset < count else {
                throw ScriptError(.indexOutOfRange, "offset \(offset) is out of range for an array of \(count) element\(count == 1 ? "" : "s")")
            }
            offsets.insert(offset)
        }
        return offsets
    }
}
