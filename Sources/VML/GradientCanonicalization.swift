import ViewTree

/// §2.3 and §6.1: a gradient whose stops are evenly spaced is written in its `colors:`
/// form; uneven stops keep their `stops:` form.
///
/// `stops: [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)]`
/// becomes `colors: [.blue, .purple]` wherever it is an argument: `.linearGradient(...)`,
/// `Gradient(...)`, `LinearGradient(...)`, `.radialGradient(...)` alike. Evenly spaced
/// means what `Gradient(colors:)` does: n ≥ 2 stops at 0, 1/(n−1), ..., 1. A stop is
/// `Gradient.Stop(color:location:)` or `.init(color:location:)`.
enum GradientCanonicalization {
    /// Locations closer than this to the even ones count as even (`0.3333333333`).
    private static let tolerance = 1e-9

    static func canonical(_ modifier: Modifier) -> Modifier {
        guard modifier.arguments.contains(where: { mentionsStops($0) }) else { return modifier }
        return Modifier(modifier.name, canonical(modifier.arguments))
    }

    /// Whether a `stops:` label appears anywhere in an argument: the rewrite, which
    /// rebuilds every value it walks, is skipped for the great majority that have none.
    private static func mentionsStops(_ argument: Argument) -> Bool {
        argument.label == "stops" || mentionsStops(argument.value)
    }

    private static func mentionsStops(_ value: Value) -> Bool {
        switch value {
        case .array(let elements): elements.contains(where: mentionsStops)
        case .tuple(let fields): fields.contains(where: mentionsStops)
        case .member(let chain), .named(let chain):
            chain.segments.contains { $0.arguments?.contains(where: mentionsStops) ?? false }
        case .dictionary(let members): members.values.contains(where: mentionsStops)
        case .attr(let reference): reference.fallback.map(mentionsStops) ?? false
        default: false
        }
    }

    static func canonical(_ arguments: [Argument]) -> [Argument] {
        arguments.map { argument in
            let value = canonical(argument.value)
            if argument.label == "stops", case .array(let stops) = value, let colors = evenlySpacedColors(stops) {
                return Argument(label: "colors", .array(colors))
            }
            return Argument(label: argument.label, value)
        }
    }

    static func canonical(_ value: Value) -> Value {
        switch value {
        case .array(let elements): .array(elements.map(canonical))
        case .tuple(let fields): .tuple(canonical(fields))
        case .member(let chain): .member(canonical(chain))
        case .named(let chain): .named(canonical(chain))
        case .dictionary(let members): .dictionary(members.mapValues(canonical))
        case .attr(let reference):
            .attr(AttrReference(name: reference.name, type: reference.type, fallback: reference.fallback.map(canonical)))
        default: value
        }
    }

    private static func canonical(_ chain: MemberChain) -> MemberChain {
        MemberChain(chain.segments.map { MemberChain.Segment($0.name, arguments: $0.arguments.map(canonical)) })
    }

    /// The colors of stops at 0, 1/(n−1), ..., 1, or `nil` when they are anything else.
    private static func evenlySpacedColors(_ stops: [Value]) -> [Value]? {
        guard stops.count >= 2 else { return nil }
        var colors: [Value] = []
        for (index, stop) in stops.enumerated() {
            guard let (color, location) = colorAndLocation(stop) else { return nil }
            let even = Double(index) / Double(stops.count - 1)
            guard abs(location - even) <= tolerance else { return nil }
            colors.append(color)
        }
        return colors
    }

    private static func colorAndLocation(_ stop: Value) -> (Value, Double)? {
        let chain: MemberChain
        switch stop {
        case .named(let named) where named.segments.map(\.name) == ["Gradient", "Stop"]: chain = named
        case .member(let member) where member.segments.map(\.name) == ["init"]: chain = member
        default: return nil
        }
        guard let arguments = chain.segments.last?.arguments, arguments.count == 2,
            arguments[0].label == "color", arguments[1].label == "location"
        else { return nil }
        switch arguments[1].value {
        case .int(let location): return (arguments[0].value, Double(location))
        case .double(let location): return (arguments[0].value, location)
        default: return nil
        }
    }
}
