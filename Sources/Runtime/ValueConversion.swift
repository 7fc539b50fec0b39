import SwiftLite
import ViewTree

/// Script values as IR values: what props and modifier arguments hold.
enum ValueConversion {
    static func irValue(_ value: SwiftLite.Value, context: RunContext, interpreter: Interpreter) -> ViewTree.Value {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map { irValue($0, context: context, interpreter: interpreter) })
        case .dictionary:
            var members: [String: ViewTree.Value] = [:]
            for (key, member) in value.dictionaryEntries! { members[key] = irValue(member, context: context, interpreter: interpreter) }
            return .dictionary(members)
        case .tuple:
            return .tuple(value.tupleElements!.map { Argument(label: $0.label, irValue($0.value, context: context, interpreter: interpreter)) })
        case .range:
            let bounds = value.rangeBounds!
            return .named(MemberChain([
                .init(bounds.isClosed ? "ClosedRange" : "Range", arguments: [
                    Argument(label: "lowerBound", .int(bounds.lower)), Argument(label: "upperBound", .int(bounds.upper)),
                ])
            ]))
        case .symbol(let symbol):
            let segments = symbol.segments.map { segment in
                MemberChain.Segment(
                    segment.name,
                    arguments: segment.argumentList.map { arguments in
                        arguments.map { Argument(label: $0.label, irValue($0.value, context: context, interpreter: interpreter)) }
                    })
            }
            return symbol.isImplicit ? .member(MemberChain(segments)) : .named(MemberChain(segments))
        case .host(let binding as BindingObject):
            return .bindingRef(binding.path.description)
        case .host(let reference as StateReferenceObject):
            return .stateRef(reference.path.description)
        case .host(let object):
            return .string(object.scriptDescription)
        case .closure, .native:
            return .string("(function)")
        case .capture:
            return .null
        }
    }
}
