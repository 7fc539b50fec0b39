import ViewTree

/// SwiftUI's colors as CSS colors.
///
/// Reads the forms real code writes: `.red`, `Color.red`, `.red.opacity(0.3)`,
/// `Color(red: 1, green: 0.5, blue: 0)`, `Color(white: 0.9)`, `Color(hue:saturation:brightness:)`,
/// VML's CSS literals (`#ff0000`, `rgb(...)`), and the semantic colors (`.primary`,
/// `.secondary`, `.accentColor`, `.tint`), which become CSS variables so a `.tint(...)`
/// above them takes effect.
enum SwiftUIColor {
    /// The system colors in light mode, as iOS 17 draws them.
    static let named: [String: (red: Int, green: Int, blue: Int, alpha: Double)] = [
        "red": (255, 59, 48, 1), "orange": (255, 149, 0, 1), "yellow": (255, 204, 0, 1),
        "green": (52, 199, 89, 1), "mint": (0, 199, 190, 1), "teal": (48, 176, 199, 1),
        "cyan": (50, 173, 230, 1), "blue": (0, 122, 255, 1), "indigo": (88, 86, 214, 1),
        "purple": (175, 82, 222, 1), "pink": (255, 45, 85, 1), "brown": (162, 132, 94, 1),
        "gray": (142, 142, 147, 1), "black": (0, 0, 0, 1), "white": (255, 255, 255, 1),
        "clear": (0, 0, 0, 0),
    ]

    /// The colors that depend on the environment, as the page's CSS variables.
    static let semantic: [String: String] = [
        "primary": "var(--sw-primary)", "secondary": "var(--sw-secondary)",
        "accentColor": "var(--sw-tint)", "accent": "var(--sw-tint)", "tint": "var(--sw-tint)",
    ]

    /// The CSS color for a value, or `nil` when it is not a color this preview knows.
    static func css(_ value: Value?) -> String? {
        switch value {
        case .cssColor(let text): return sanitizedLiteral(text)
        case .string(let text):
            // VML attributes may spell a color as text: `red`, `#ff0000`.
            if let color = named[text] { return rgb(color.red, color.green, color.blue, color.alpha) }
            if let color = semantic[text] { return color }
            return sanitizedLiteral(text)
        case .member(let chain): return css(chain.segments[...])
        case .named(let chain):
            // `Color.red...` reads like `.red...`; `Color(red:...)` is a constructor.
            var segments = chain.segments[...]
            if segments.first?.name == "Color", segments.first?.arguments == nil { segments = segments.dropFirst() }
            return css(segments)
        default: return nil
        }
    }

    private static func css(_ segments: ArraySlice<MemberChain.Segment>) -> String? {
        guard let first = segments.first else { return nil }
        var base: String?
        if first.arguments == nil {
            if let color = named[first.name] {
                base = rgb(color.red, color.green, color.blue, color.alpha)
            } else {
                base = semantic[first.name]
            }
        } else if first.name == "Color", let arguments = first.arguments {
            base = constructed(arguments)
        }
        guard var color = base else { return nil }
        for segment in segments.dropFirst() {
            guard segment.name == "opacity", let opacity = CSSValue.number(segment.arguments?.first?.value) else { return nil }
            color = withOpacity(color, opacity)
        }
        return color
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
    /// `Color(hue:saturation:brightness:opacity:)`, with or without a leading `.sRGB`.
    private static func constructed(_ arguments: [Argument]) -> String? {
        let opacity = CSSValue.number(arguments.value(labeled: "opacity")) ?? 1
        func channel(_ label: String) -> Double? {
            CSSValue.number(arguments.value(labeled: label)).map { min(max($0, 0), 1) }
        }
        if let red = channel("red"), let green = channel("green"), let blue = channel("blue") {
            return rgb(Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()), opacity)
        }
        if let white = channel("white") {
            let level = Int((white * 255).rounded())
            return rgb(level, level, level, opacity)
        }
        if let hue = channel("hue"), let saturation = channel("saturation"), let brightness = channel("brightness") {
            let (red, green, blue) = hsbToRGB(hue: hue, saturation: saturation, brightness: brightness)
            return rgb(Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()), opacity)
        }
        return nil
    }

    private static func hsbToRGB(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - chroma
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        return (r + m, g + m, b + m)
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double) -> String {
        if alpha >= 1 { return "rgb(\(red) \(green) \(blue))" }
        return "rgb(\(red) \(green) \(blue) / \(CSSValue.text(max(alpha, 0))))"
    }

    private static func withOpacity(_ color: String, _ opacity: Double) -> String {
        let percent = CSSValue.text(min(max(opacity, 0), 1) * 100)
        return "color-mix(in srgb, \(color) \(percent)%, transparent)"
    }

    /// A CSS color literal from VML, kept only when it is a hex color or an
    /// `rgb()`/`rgba()`/`hsl()`/`hsla()` call of numbers: nothing else reaches a style.
    static func sanitizedLiteral(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("#") {
            let digits = trimmed.dropFirst()
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            return trimmed
        }
        for function in ["rgb(", "rgba(", "hsl(", "hsla("] where trimmed.lowercased().hasPrefix(function) {
            guard trimmed.hasSuffix(")") else { return nil }
            let inner = trimmed.dropFirst(function.count).dropLast()
            let allowed = Set("0123456789.,% /degturnad-")
            guard inner.allSatisfy({ allowed.contains($0) }) else { return nil }
            return trimmed.lowercased()
        }
        return nil
    }
}
