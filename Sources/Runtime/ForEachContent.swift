import SwiftLite
import ViewTree

/// `ForEach(data, id: ...) { element in ... }` (and `List(data) { ... }`): one group of
/// views per element, each identified by the element's id (`PARENT.@KEY`) so that inserting
/// an element moves no other.
///
/// The data is an array, a range, or a binding to an array (`ForEach($store.todos) {
/// $todo in ... }`, whose elements are bindings to each element). The id is the element's
/// `id` when it is `Identifiable`, the key path or key given with `id:` (`\.name`, `\.self`,
/// `"id"` for an array of dictionaries), a string's or number's own value, else its position.
enum ForEachContent {
    /// The elements of the data, made one at a time (a range's as the loop reaches them:
    /// made up front, `0..<Int.max` asked for more memory than exists before a single limit
    /// could stop it), and the value each one's id is read from.
    private struct Elements {
        let count: Int
        let element: (Int) -> SwiftLite.Value
        let identified: (Int) -> SwiftLite.Value
    }

    static func make(_ call: NativeCall, context: RunContext) throws(ScriptError) -> SwiftLite.Value {
        .host(FragmentObject(nodes: try nodes(data: call.argument(0), id: call.has(1) ? call.argument(1) : nil, content: call.argument(2), context: context, interpreter: call.interpreter)))
    }

    /// The views of every element, keyed.
    static func nodes(
        data: SwiftLite.Value, id: SwiftLite.Value?, content: SwiftLite.Value, context: RunContext, interpreter: Interpreter
    ) throws(ScriptError) -> [NodeObject] {
        let elements = try self.elements(of: data, context: context)
        let key = try keyFunction(id, interpreter: interpreter)
        context.forEachGroups += 1
        let group = context.forEachGroups
        var nodes: [NodeObject] = []
        var seen: Set<String> = []
        for position in 0..<elements.count {
            let element = elements.element(position)
            let elementKey = try key(elements.identified(position), position)
            let isDuplicate = !seen.insert(elementKey).inserted
            if isDuplicate {
                context.warn("ForEach has the id \"\(elementKey)\" twice; the second element is identified by its position", interpreter: interpreter)
            }
            // `{ index, item in }` over `Array(items.enumerated())` takes each tuple apart, as in Swift.
            let result = try interpreter.callSplatting(content, content.closureParameterCount == 0 ? [] : [element])
            // An element may yield several views: the first has the element's key, the
            // others the key with their position (`3`, `3#1`).
            for (offset, node) in try ViewContent.nodes(in: result, context: context, interpreter: interpreter, yielded: false).enumerated() {
                if !isDuplicate { node.forEachKey = (group, offset == 0 ? elementKey : "\(elementKey)#\(offset)") }
                node.forEachOffset = position
                nodes.append(node)
            }
        }
        return nodes
    }

    private static func elements(of data: SwiftLite.Value, context: RunContext) throws(ScriptError) -> Elements {
        switch data {
        case .array, .slice:
            // `ForEach(items.prefix(3))`, `ForEach(items[1...])`: a slice's elements, in order.
            let items = data.arrayOrSliceElements!
            return Elements(count: items.count, element: { items[$0] }, identified: { items[$0] })
        case .range:
            let lower = data.rangeBounds!.lower
            return Elements(count: data.rangeCount!, element: { .int(lower &+ $0) }, identified: { .int(lower &+ $0) })
        case .null:
            return Elements(count: 0, element: { _ in .null }, identified: { _ in .null })
        case .host(let binding as BindingObject):
            // `ForEach($items) { $item in ... }`: each element is a binding to its place.
            context.reads.record(binding.path.description)
            let stored = context.store.get(binding.path)
            let items = ObservedState.decode(stored, as: binding.shape, at: binding.path, environment: context.environment)?.arrayElements ?? []
            return Elements(
                count: items.count,
                element: { .host(BindingObject(path: binding.path.appending(.index($0)), shape: binding.shape.element, environment: context.environment)) },
                identified: { items[$0] })
        default:
            throw ScriptError(.typeMismatch, "ForEach needs an array, a range or a binding to an array, found '\(data.typeName)'")
        }
    }

    /// How an element's key is read: `id:` as a key path (`\.name`, `\.self`) or a key name
    /// (`"id"`), or the element's own `id`.
    private static func keyFunction(_ id: SwiftLite.Value?, interpreter: Interpreter) throws(ScriptError) -> (SwiftLite.Value, Int) throws(ScriptError) -> String {
        switch id {
        case nil:
            return { (element: SwiftLite.Value, position: Int) throws(ScriptError) -> String in
                switch element {
                case .string(let text): return text
                case .int(let number): return String(number)
                case .instance where element.declaredType?.isEnumeration == false:
                    // `Identifiable`: the element's `id`.
                    guard element.conformsTo("Identifiable") else { return String(position) }
                    return try interpreter.describe(try interpreter.property("id", of: element))
                case .instance:
                    return element.conformsTo("Identifiable") ? try interpreter.describe(try interpreter.property("id", of: element)) : String(position)
                default:
                    return String(position)
                }
            }
        case .string(let name)?:
            let keyName = name == "self" ? nil : name
            return { (element: SwiftLite.Value, position: Int) throws(ScriptError) -> String in
                guard let keyName else {
                    switch element {
                    case .string(let text): return text
                    case .int(let number): return String(number)
                    default: return String(position)
                    }
                }
                let value: SwiftLite.Value?
                if element.declaredType != nil { value = try interpreter.property(keyName, of: element) } else { value = element.dictionaryValue(forKey: keyName) }
                guard let value, !value.isNull else {
                    throw ScriptError(.keyNotFound, "ForEach's element \(position) has no '\(keyName)' to use as its id")
                }
                return try interpreter.describe(value)
            }
        case .native(let keyPath)? where keyPath.keyPathNames != nil:
            return { (element: SwiftLite.Value, position: Int) throws(ScriptError) -> String in
                let value = try interpreter.call(.native(keyPath), [element])
                if value.isNull { throw ScriptError(.keyNotFound, "ForEach's element \(position) has no id at \\.\(keyPath.keyPathNames!.joined(separator: "."))") }
                return try interpreter.describe(value)
            }
        default:
            throw ScriptError(
                .typeMismatch, "ForEach's 'id:' is a key path (id: \\.name, id: \\.self) or the name of a key in each element (id: \"id\")")
        }
    }
}
