import ViewTree

/// A SwiftUI gradient (`LinearGradient(colors: [.blue, .black], startPoint: .top,
/// endPoint: .bottom)`, `RadialGradient(gradient: Gradient(colors: ...), ...)`,
/// `AngularGradient(...)`) as a CSS `background` value.
enum SwiftUIGradient {
    /// The CSS of a gradient value, or nil when its colors cannot be shown.
    static func css(_ value: Value?) -> String? {
        guard case .named(let chain)? = value, let segment = chain.segments.first, chain.segments.count == 1,
            let arguments = segment.arguments
        else { return nil }
        let colors = self.colors(in: arguments)
        guard colors.count >= 2 else { return colors.first }
        let list = colors.joined(separator: ", ")
        switch segment.name {
        case "LinearGradient":
            return "linear-gradient(\(direction(arguments)), \(list))"
        case "RadialGradient", "EllipticalGradient":
            return "radial-gradient(\(list))"
        case "AngularGradient":
            return "conic-gradient(\(list))"
        default:
            return nil
        }
    }

    /// The colors of `colors:`, of `stops:` (each `.init(color:location:)`) or of the
    /// `Gradient` in `gradient:`, as CSS.
    private static func colors(in arguments: [Argument]) -> [String] {
        for argument in arguments {
            switch (argument.label, argument.value) {
            case ("colors", .array(let values)):
                return values.compactMap { SwiftUIColor.css($0) }
            case ("stops", .array(let stops)):
                return stops.compactMap { stop in
                    guard case .named(let chain) = stop, let color = chain.segments.last?.arguments?.first(where: { $0.label == "color" }) else { return nil }
                    return SwiftUIColor.css(color.value)
                }
            case ("gradient", .named(let chain)):
                if let inner = chain.segments.first?.arguments { return colors(in: inner) }
            default:
                continue
            }
        }
        return []
    }

    /// A linear gradient's CSS direction from its start and end points (`.top` to
    /// `.bottom` is `to bottom`).
    private static func direction(_ arguments: [Argument]) -> String {
        func point(_ label: String) -> String? {
            guard case .member(let chain)? = arguments.first(where: { $0.label == label })?.value else { return nil }
            return chain.segments.last?.name
        }
        let sides = ["top": "top", "bottom": "bottom", "leading": "left", "trailing": "right",
                     "topLeading": "top left", "topTrailing": "top right", "bottomLeading": "bottom left", "bottomTrailing": "bottom right"]
        guard let end = point("endPoint").flatMap({ sides[$0] }) else { return "to bottom" }
        return "to \(end)"
    }
}
