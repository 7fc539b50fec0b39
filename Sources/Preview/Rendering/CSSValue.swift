import ViewTree

/// IR values read as CSS: numbers, lengths, angles, alignments, edges.
///
/// Every function returns text built from numbers and fixed words only, or `nil` when the
/// value is not one it understands, so an IR string can never reach a style attribute.
enum CSSValue {
    /// An integer or a finite double.
    static func number(_ value: Value?) -> Double? {
        value?.finiteNumber
    }

    /// A number as CSS writes it: `16`, `0.5`, `-3.25`.
    static func text(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e9 { return String(Int(number)) }
        let rounded = (number * 1000).rounded() / 1000
        return "\(rounded)"
    }

    /// Points as CSS pixels: SwiftUI's point is the CSS pixel of the preview.
    static func pixels(_ number: Double) -> String {
        text(number) + "px"
    }

    /// A length argument in pixels, or `nil` when it is not a finite number.
    static func length(_ value: Value?) -> String? {
        number(value).map(pixels)
    }

    /// True for `.infinity` (and `Double.infinity`, `CGFloat.infinity`).
    static func isInfinity(_ value: Value?) -> Bool {
        switch value {
        case .double(let number): return number == .infinity
        case .member(let chain), .named(let chain): return chain.segments.last?.name == "infinity"
        default: return false
        }
    }

    /// An angle in degrees: `45deg`, `.degrees(45)`, `.radians(1)`, `Angle(degrees: 45)`.
    static func degrees(_ value: Value?) -> Double? {
        switch value {
        case .angle(let degrees): return degrees
        case .member(let chain), .named(let chain):
            for segment in chain.segments {
                let argument = segment.arguments?.first?.value
                switch segment.name {
                case "degrees": if let number = number(argument) { return number }
                case "radians": if let number = number(argument) { return number * 180 / .pi }
                case "Angle":
                    if let arguments = segment.arguments {
                        if let degrees = arguments.first(where: { $0.label == "degrees" }) { return number(degrees.value) }
                        if let radians = arguments.first(where: { $0.label == "radians" }) { return number(radians.value).map { $0 * 180 / .pi } }
                    }
                default: continue
                }
            }
            return nil
        default: return number(value)
        }
    }

    /// The name of a plain member or bare identifier: `.leading` and `leading` give `leading`.
    static func memberName(_ value: Value?) -> String? {
        switch value {
        case .member(let chain), .named(let chain):
            guard chain.segments.count == 1, chain.segments[0].arguments == nil else { return nil }
            return chain.segments[0].name
        case .string(let text): return text
        default: return nil
        }
    }

    /// The `x` and `y` of an `Alignment` as flex keywords (`flex-start`, `center`,
    /// `flex-end`); `center` for both when absent or unknown.
    static func alignment(_ value: Value?) -> (horizontal: String, vertical: String) {
        let name = memberName(value) ?? "center"
        var horizontal = "center"
        var vertical = "center"
        let lowered = name.lowercased()
        if lowered.hasSuffix("leading") { horizontal = "flex-start" }
        if lowered.hasSuffix("trailing") { horizontal = "flex-end" }
        if lowered.hasPrefix("top") { vertical = "flex-start" }
        if lowered.hasPrefix("bottom") { vertical = "flex-end" }
        return (horizontal, vertical)
    }

    /// The edges a `padding` names: `.horizontal`, `[.top, .leading]`, `.all`.
    static func edges(_ value: Value?) -> Set<Edge>? {
        switch value {
        case .array(let elements):
            var result: Set<Edge> = []
            for element in elements {
                guard let edges = edges(element) else { return nil }
                result.formUnion(edges)
            }
            return result
        default:
            guard let name = memberName(value) else { return nil }
            switch name {
            case "all": return Set(Edge.allCases)
            case "horizontal": return [.leading, .trailing]
            case "vertical": return [.top, .bottom]
            case "top": return [.top]
            case "bottom": return [.bottom]
            case "leading": return [.leading]
            case "trailing": return [.trailing]
            default: return nil
            }
        }
    }

    /// One side of a view.
    enum Edge: String, CaseIterable {
        case top, leading, bottom, trailing

        /// The CSS side: leading and trailing are left and right (left-to-right layout).
        var cssSide: String {
            switch self {
            case .top: return "top"
            case .leading: return "left"
            case .bottom: return "bottom"
            case .trailing: return "right"
            }
        }
    }

    /// The bounds of `0...10`, `0..<10` or `ClosedRange(lowerBound:upperBound:)`.
    static func range(_ value: Value?) -> ClosedRange<Double>? {
        value?.closedRange
    }
}

extension Array where Element == Argument {
    /// The value of the argument with this label.
    func value(labeled label: String) -> Value? {
        first { $0.label == label }?.value
    }

    /// The unlabeled arguments' values, in order.
    var unlabeledValues: [Value] {
        filter { $0.label == nil }.map(\.value)
    }
}
