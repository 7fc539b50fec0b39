/// An HTML element under construction: the renderer builds a node's element, then wraps it
/// in one more element per layout modifier, so the element is kept as data until the whole
/// node is done and only then written out.
struct HTMLElement {
    /// The tag name: `div`, `span`, `button`.
    var tag: String
    /// The `class` attribute's names, in order.
    var classes: [String] = []
    /// Inline CSS declarations, in order. Values come from `CSSValue` and never from raw
    /// IR text, so nothing an author writes can escape the declaration.
    var style: [(property: String, value: String)] = []
    /// Other attributes, in order; values are escaped when written. A `nil` value writes
    /// a boolean attribute (`checked`).
    var attributes: [(name: String, value: String?)] = []
    /// The content.
    var children: [HTMLContent] = []
    /// The IR node this element stands for, written as `data-id`; set on the outermost
    /// element of each rendered node only.
    var nodeID: String?

    init(_ tag: String, classes: [String] = [], children: [HTMLContent] = []) {
        self.tag = tag
        self.classes = classes
        self.children = children
    }

    /// Adds a declaration.
    mutating func setStyle(_ property: String, _ value: String) {
        style.append((property, value))
    }

    /// Whether a declaration for `property` is already present.
    func hasStyle(_ property: String) -> Bool {
        style.contains { $0.property == property }
    }

    /// Adds an attribute.
    mutating func setAttribute(_ name: String, _ value: String?) {
        attributes.append((name, value))
    }

    /// Appends an element child.
    mutating func append(_ element: HTMLElement) {
        children.append(.element(element))
    }

    /// Appends escaped text.
    mutating func append(text: String) {
        children.append(.text(text))
    }

    /// The elements that are void in HTML: written without a closing tag.
    static let voidTags: Set<String> = ["input", "br", "hr", "img"]
}

/// A piece of an element's content.
enum HTMLContent {
    /// A child element.
    case element(HTMLElement)
    /// Text, escaped when written.
    case text(String)
    /// Markup the renderer itself wrote (the SVG of a system symbol), never author text.
    case trustedMarkup(String)
}

/// Escaping for HTML text and attribute values.
enum HTMLEscaping {
    /// Text content: `&`, `<` and `>` escaped.
    static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// A double-quoted attribute value: quotes escaped as well.
    static func attribute(_ string: String) -> String {
        escape(string, quotes: true)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in string.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
