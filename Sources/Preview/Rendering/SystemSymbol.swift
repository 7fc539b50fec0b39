/// SF Symbols drawn as small inline SVGs, so `Image(systemName:)` shows a recognisable
/// glyph in any browser without Apple's font.
///
/// A name is read as a base glyph followed by SF Symbols' usual variants: `.circle` or
/// `.square` (the glyph inside that shape) and `.fill` (filled). `checkmark.circle.fill`
/// is a white checkmark on a filled circle. A name whose base is not drawn here gives
/// `nil`, and the renderer shows a labelled placeholder instead.
enum SystemSymbol {
    /// Base glyphs on a 24-unit grid: SVG shapes stroked (and, for `.fill`, filled) with
    /// the current color. Paths that make no sense filled (a checkmark) are marked open.
    static let glyphs: [String: (shapes: String, closed: Bool)] = [
        "checkmark": (#"<path d="M5 12.5l4.5 4.5L19 7.5"/>"#, false),
        "xmark": (#"<path d="M6 6l12 12M18 6L6 18"/>"#, false),
        "plus": (#"<path d="M12 5v14M5 12h14"/>"#, false),
        "minus": (#"<path d="M5 12h14"/>"#, false),
        "chevron.right": (#"<path d="M9 5l7 7-7 7"/>"#, false),
        "chevron.left": (#"<path d="M15 5l-7 7 7 7"/>"#, false),
        "chevron.up": (#"<path d="M5 15l7-7 7 7"/>"#, false),
        "chevron.down": (#"<path d="M5 9l7 7 7-7"/>"#, false),
        "arrow.right": (#"<path d="M4 12h16M13 5l7 7-7 7"/>"#, false),
        "arrow.left": (#"<path d="M20 12H4M11 5l-7 7 7 7"/>"#, false),
        "arrow.up": (#"<path d="M12 20V4M5 11l7-7 7 7"/>"#, false),
        "arrow.down": (#"<path d="M12 4v16M5 13l7 7 7-7"/>"#, false),
        "star": (#"<path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z"/>"#, true),
        "heart": (#"<path d="M12 20.3s-7.6-4.6-9.3-9.3C1.5 7.6 3.7 4.4 7 4.4c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.3 0 5.5 3.2 4.3 6.6-1.7 4.7-9.3 9.3-9.3 9.3z"/>"#, true),
        "circle": (#"<circle cx="12" cy="12" r="9"/>"#, true),
        "square": (#"<rect x="3.5" y="3.5" width="17" height="17" rx="3"/>"#, true),
        "magnifyingglass": (#"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/>"#, false),
        "trash": (#"<path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13h10l1-13M10 11v6M14 11v6"/>"#, false),
        "gear": (#"<circle cx="12" cy="12" r="3"/><circle cx="12" cy="12" r="7"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"/>"#, false),
        "house": (#"<path d="M3 11.5L12 4l9 7.5M5.5 9.5V20h4.5v-6h4v6h4.5V9.5"/>"#, false),
        "person": (#"<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z"/>"#, true),
        "bell": (#"<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l2 2H4zM10 21a2 2 0 0 0 4 0"/>"#, true),
        "info": (#"<path d="M12 10.5v7M12 6.5v.5"/>"#, false),
        "exclamationmark": (#"<path d="M12 5.5v9M12 18v.5"/>"#, false),
        "exclamationmark.triangle": (#"<path d="M12 3.5L2.5 20.5h19zM12 10v5M12 17.5v.5"/>"#, true),
        "questionmark": (#"<path d="M9 9a3 3 0 1 1 4.5 2.6c-1 .6-1.5 1.2-1.5 2.4v.5M12 18v.5"/>"#, false),
        "hammer": (#"<path d="M13.5 4.5l6 6-2 2-2-2-8.5 8.5-3-3L12.5 7.5l-1.5-1.5z"/>"#, true),
        "pencil": (#"<path d="M4 20l1.2-4.8L16 4.4l3.6 3.6L8.8 18.8zM14 6.4l3.6 3.6"/>"#, false),
        "square.and.arrow.up": (#"<path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"/>"#, false),
        "calendar": (#"<rect x="3.5" y="5" width="17" height="15" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/>"#, false),
        "clock": (#"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 3.5"/>"#, false),
        "envelope": (#"<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3.5 7l8.5 6.5L20.5 7"/>"#, false),
        "folder": (#"<path d="M3 6.5h6l2 2h10V19H3z"/>"#, true),
        "doc": (#"<path d="M6 3h8l4 4v14H6zM14 3v4h4"/>"#, true),
        "doc.text": (#"<path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6"/>"#, false),
        "cart": (#"<path d="M3 4h2.5l2.3 11h10.7L21 7.5H6.6"/><circle cx="9" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/>"#, false),
        "bookmark": (#"<path d="M6.5 3h11v18L12 17l-5.5 4z"/>"#, true),
        "paperplane": (#"<path d="M3 11L21 3l-8 18-2-8z"/>"#, true),
        "line.3.horizontal": (#"<path d="M4 7h16M4 12h16M4 17h16"/>"#, false),
        "list.bullet": (#"<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.5M4.5 12h.5M4.5 18h.5"/>"#, false),
        "ellipsis": (#"<path d="M5.5 12h.5M12 12h.5M18 12h.5"/>"#, false),
        "lock": (#"<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/>"#, true),
        "globe": (#"<circle cx="12" cy="12" r="9"/><ellipse cx="12" cy="12" rx="4" ry="9"/><path d="M3 12h18"/>"#, false),
        "play": (#"<path d="M7 4.5l12 7.5-12 7.5z"/>"#, true),
        "pause": (#"<path d="M8 5v14M16 5v14"/>"#, false),
        "stop": (#"<rect x="6" y="6" width="12" height="12" rx="1.5"/>"#, true),
        "sun.max": (#"<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"/>"#, false),
        "moon": (#"<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"/>"#, true),
        "bolt": (#"<path d="M13 2.5L4.5 13.5H11L10 21.5l8.5-11H12z"/>"#, true),
        "flag": (#"<path d="M5 21V4M5 4.5h12l-2.5 4 2.5 4H5"/>"#, false),
        "photo": (#"<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 17l5-5 4 4 3-3 5 5"/><circle cx="15.5" cy="9.5" r="1.5"/>"#, false),
        "cloud": (#"<path d="M7 18.5a4.5 4.5 0 0 1-.4-9A6 6 0 0 1 18 10a4.3 4.3 0 0 1-.5 8.5z"/>"#, true),
        "tag": (#"<path d="M3.5 3.5h8l9 9-8 8-9-9zM8 8h.5"/>"#, false),
        "mappin": (#"<circle cx="12" cy="7.5" r="3.5"/><path d="M12 11v10"/>"#, false),
        "hand.thumbsup": (#"<path d="M7 10.5v10H4v-10zM7 10.5l4-7.5c1.5 0 2.5 1 2.2 2.6L12.6 9H19a2 2 0 0 1 2 2.3l-1.2 7.2a2.3 2.3 0 0 1-2.3 2H7"/>"#, false),
    ]

    /// Names SF Symbols spells differently for glyphs drawn here.
    static let aliases: [String: String] = [
        "gearshape": "gear", "person.crop": "person", "checkmark.seal": "checkmark",
        "square.and.pencil": "pencil", "bell.badge": "bell", "sun.min": "sun.max",
    ]

    /// The inline SVG for a symbol name, or `nil` when it is not drawn here.
    static func svg(_ name: String) -> String? {
        var components = name.split(separator: ".").map(String.init)
        var filled = false
        var container: String?
        // Peel the variants off the end: `.fill`, then `.circle` or `.square`.
        if components.last == "fill" {
            filled = true
            components.removeLast()
        }
        if components.count > 1, let last = components.last, last == "circle" || last == "square" {
            container = last
            components.removeLast()
        }
        var base = components.joined(separator: ".")
        if let alias = aliases[base] { base = alias }
        guard let glyph = glyphs[base] else { return nil }

        var body = ""
        if let container {
            let shape = glyphs[container]!.shapes
            if filled {
                body += "<g fill=\"currentColor\" stroke=\"none\">\(shape)</g>"
                body += "<g stroke=\"#fff\" transform=\"translate(12 12) scale(.55) translate(-12 -12)\">\(glyph.shapes)</g>"
            } else {
                body += shape
                body += "<g transform=\"translate(12 12) scale(.55) translate(-12 -12)\">\(glyph.shapes)</g>"
            }
        } else if filled && glyph.closed {
            body += "<g fill=\"currentColor\">\(glyph.shapes)</g>"
        } else {
            body += glyph.shapes
        }
        return "<svg viewBox=\"0 0 24 24\" width=\"1em\" height=\"1em\" fill=\"none\" stroke=\"currentColor\" "
            + "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\">\(body)</svg>"
    }
}
