import SwiftLite
import ViewTree

/// Script values as IR values: what props and modifier arguments hold.
enum ValueConversion {
    /// How deeply a prop or modifier argument may nest. The IR travels as JSON, which
    /// readers accept up to `JSONParser.maximumDepth` levels, nodes and envelopes included;
    /// no view needs more than a few levels.
    static let maximumDepth = 32

    static func irValue(_ value: SwiftLite.Value, context: RunContext, interpreter: Interpreter, depth: Int = 1) throws(ScriptError) -> ViewTree.Value {
        switch value {
        case .array, .dictionary, .tuple, .symbol:
            if depth > maximumDepth {
                throw ScriptError(.invalidArgument, "a prop or modifier argument may nest at most \(maximumDepth) levels deep; this one goes deeper")
            }
        default:
            break
        }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .array(let elements):
            // Containers are charged per element: an array can hold the same large array
            // a thousand times over, and converting it is bounded by the run's limits as
            // the script's own work is.
            try interpreter.chargeHostWork(elements.count)
            var converted: [ViewTree.Value] = []
            converted.reserveCapacity(elements.count)
            for element in elements { converted.append(try irValue(element, context: context, interpreter: interpreter, depth: depth + 1)) }
            return .array(converted)
        case .slice:
            // An `ArraySlice` (`items[1...]`) is shown as the array of its elements.
            return try irValue(.array(value.arrayOrSliceElements!), context: context, interpreter: interpreter, depth: depth)
        case .dictionary:
            var members: [String: ViewTree.Value] = [:]
            let entries = value.dictionaryEntries!
            try interpreter.chargeHostWork(entries.count)
            for (key, member) in entries { members[key] = try irValue(member, context: context, interpreter: interpreter, depth: depth + 1) }
            return .dictionary(members)
        case .tuple:
            var arguments: [Argument] = []
            let elements = value.tupleElements!
            try interpreter.chargeHostWork(elements.count)
            for element in elements {
                arguments.append(Argument(label: element.label, try irValue(element.value, context: context, interpreter: interpreter, depth: depth + 1)))
            }
            return .tuple(arguments)
        case .range:
            let bounds = value.rangeBounds!
            return .named(MemberChain([
                .init(bounds.isClosed ? "ClosedRange" : "Range", arguments: [
                    Argument(label: "lowerBound", .int(bounds.lower)), Argument(label: "upperBound", .int(bounds.upper)),
                ])
            ]))
        case .host(let range as ContinuousRangeObject):
            // `0...song.duration`: the IR writes it as an Int range is written, with Double bounds.
            return .named(MemberChain([
                .init(range.isClosed ? "ClosedRange" : "Range", arguments: [
                    Argument(label: "lowerBound", .double(range.lowerBound)), Argument(label: "upperBound", .double(range.upperBound)),
                ])
            ]))
        case .symbol(let symbol):
            try interpreter.chargeHostWork(symbol.segments.count)
            var segments: [MemberChain.Segment] = []
            for segment in symbol.segments {
                var arguments: [Argument]?
                if let argumentList = segment.argumentList {
                    arguments = []
                    for argument in argumentList {
                        arguments!.append(Argument(label: argument.label, try irValue(argument.value, context: context, interpreter: interpreter, depth: depth + 1)))
                    }
                }
                segments.append(MemberChain.Segment(segment.name, arguments: arguments))
            }
            return symbol.isImplicit ? .member(MemberChain(segments)) : .named(MemberChain(segments))
        case .host(let binding as BindingObject):
            return .bindingRef(binding.path.description)
        case .host(let reference as StateReferenceObject):
            return .stateRef(reference.path.description)
        case .host(let geometry as GeometryValueObject):
            return geometry.irValue
        case .host(let object):
            return .string(object.scriptDescription)
        case .closure, .native:
            return .string("(function)")
        case .instance:
            // An enum's case without associated values is an implicit member, as SwiftUI
            // code writes it (`.tag(Filter.open)` is `.tag(.open)`).
            if let name = value.enumCaseName { return .member(MemberChain([.init(name)])) }
            return .string(try interpreter.describe(value))
        case .set(let set):
            return try irValue(.array(set.elements), context: context, interpreter: interpreter, depth: depth)
        case .capture:
            return .null
        }
    }
}

extension ValueConversion {
    /// A `Color` view's color: `Color.red.opacity(0.5)` → `.red.opacity(0.5)`, `Color(.red)` →
    /// `.red`, `Color(red: 1, green: 0, blue: 0)` as written.
    static func colorProp(_ value: ViewTree.Value) -> ViewTree.Value {
        guard case .named(let chain) = value, chain.segments[0].name == "Color" else { return value }
        let first = chain.segments[0]
        let rest = Array(chain.segments.dropFirst())
        guard let arguments = first.arguments else { return rest.isEmpty ? value : .member(MemberChain(rest)) }
        if arguments.count == 1, arguments[0].label == nil, case .member(let color) = arguments[0].value {
            return .member(MemberChain(color.segments + rest))
        }
        return value
    }
}
