import ViewTree

/// SwiftUI's fonts as CSS declarations.
///
/// The text styles use iOS's default (Large) Dynamic Type sizes; `.system(size:weight:design:)`,
/// `.system(.title, design:)`, `.custom(_:size:)` and the chained `.bold()`, `.italic()`,
/// `.weight(_:)` and `.monospaced()` are read too.
enum SwiftUIFont {
    /// A text style's size in points, its weight and its line height.
    struct TextStyle {
        var size: Double
        var weight: Int
        var lineHeight: Double
    }

    /// iOS's text styles at the default content size.
    static let textStyles: [String: TextStyle] = [
        "largeTitle": TextStyle(size: 34, weight: 400, lineHeight: 41),
        "title": TextStyle(size: 28, weight: 400, lineHeight: 34),
        "title2": TextStyle(size: 22, weight: 400, lineHeight: 28),
        "title3": TextStyle(size: 20, weight: 400, lineHeight: 25),
        "headline": TextStyle(size: 17, weight: 600, lineHeight: 22),
        "body": TextStyle(size: 17, weight: 400, lineHeight: 22),
        "callout": TextStyle(size: 16, weight: 400, lineHeight: 21),
        "subheadline": TextStyle(size: 15, weight: 400, lineHeight: 20),
        "footnote": TextStyle(size: 13, weight: 400, lineHeight: 18),
        "caption": TextStyle(size: 12, weight: 400, lineHeight: 16),
        "caption2": TextStyle(size: 11, weight: 400, lineHeight: 13),
    ]

    /// `Font.Weight` as CSS weights.
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// `Font.Design` as CSS font families (the page's fonts for each design).
    static let designs: [String: String] = [
        "default": "var(--sw-font)", "monospaced": "var(--sw-font-mono)",
        "rounded": "var(--sw-font-rounded)", "serif": "var(--sw-font-serif)",
    ]

    /// The declarations for a `.font(...)` argument, or `nil` when it is not a font this
    /// preview knows.
    static func declarations(_ value: Value?) -> [(String, String)]? {
        guard case .member(let chain) = value ?? .null else {
            if case .named(let chain) = value ?? .null, chain.segments.first?.name == "Font" {
                return declarations(.member(MemberChain(Array(chain.segments.dropFirst()))))
            }
            return nil
        }
        guard let first = chain.segments.first else { return nil }
        var result: [(String, String)] = []
        if let style = textStyles[first.name], first.arguments == nil {
            result = fontDeclarations(size: style.size, weight: style.weight, lineHeight: style.lineHeight)
        } else if first.name == "system", let arguments = first.arguments {
            let design = CSSValue.memberName(arguments.value(labeled: "design")).flatMap { designs[$0] }
            if let size = CSSValue.number(arguments.value(labeled: "size")) {
                let weight = CSSValue.memberName(arguments.value(labeled: "weight")).flatMap { weights[$0] } ?? 400
                result = fontDeclarations(size: size, weight: weight, lineHeight: nil)
            } else if let styleName = CSSValue.memberName(arguments.unlabeledValues.first), let style = textStyles[styleName] {
                let weight = CSSValue.memberName(arguments.value(labeled: "weight")).flatMap { weights[$0] } ?? style.weight
                result = fontDeclarations(size: style.size, weight: weight, lineHeight: style.lineHeight)
            } else {
                return nil
            }
            if let design { result.append(("font-family", design)) }
        } else if first.name == "custom", let arguments = first.arguments,
            let size = CSSValue.number(arguments.value(labeled: "size") ?? arguments.value(labeled: "fixedSize"))
        {
            result = fontDeclarations(size: size, weight: 400, lineHeight: nil)
            if let family = arguments.unlabeledValues.first?.stringValue.flatMap(safeFamily) {
                result.append(("font-family", "\"\(family)\", var(--sw-font)"))
            }
        } else {
            return nil
        }
        for segment in chain.segments.dropFirst() {
            switch segment.name {
            case "bold": result.append(("font-weight", "700"))
            case "italic": result.append(("font-style", "italic"))
            case "monospaced": result.append(("font-family", "var(--sw-font-mono)"))
            case "weight":
                guard let weight = CSSValue.memberName(segment.arguments?.first?.value).flatMap({ weights[$0] }) else { return nil }
                result.append(("font-weight", String(weight)))
            default: return nil
            }
        }
        return result
    }

    private static func fontDeclarations(size: Double, weight: Int, lineHeight: Double?) -> [(String, String)] {
        var result = [("font-size", CSSValue.pixels(size)), ("font-weight", String(weight))]
        if let lineHeight { result.append(("line-height", CSSValue.pixels(lineHeight))) }
        return result
    }

    /// A font family name made only of letters, digits, spaces and hyphens.
    private static func safeFamily(_ name: String) -> String? {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) else { return nil }
        return name
    }
}
