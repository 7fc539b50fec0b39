/// One item of an element's content, or of a document's top level.
public enum VMLNode: Hashable, Sendable {
    /// A child element.
    case element(VMLElement)
    /// A run of text between tags, entities decoded, whitespace as written.
    case text(VMLText)
    /// A comment, `<!-- ... -->`.
    case comment(VMLComment)

    /// The byte offset where the item starts in its file.
    public var offset: Int {
        switch self {
        case .element(let element): element.offset
        case .text(let text): text.offset
        case .comment(let comment): comment.offset
        }
    }
}

/// A run of text between two tags.
public struct VMLText: Hashable, Sendable {
    /// The text with character references decoded and whitespace as written; a
    /// `<![CDATA[...]]>` section is text too.
    public var text: String
    /// The byte offset of its first character.
    public var offset: Int

    /// Creates a text run.
    public init(_ text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }

    /// Whether it is only spaces, tabs and line breaks: layout, not content.
    public var isWhitespace: Bool {
        text.utf8.allSatisfy(VMLText.isWhitespaceByte)
    }

    /// The whitespace of markup: space, tab, line feed, carriage return.
    static func isWhitespaceByte(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

/// A comment.
public struct VMLComment: Hashable, Sendable {
    /// What is between `<!--` and `-->`, as written.
    public var text: String
    /// The byte offset of its `<`.
    public var offset: Int

    /// Creates a comment.
    public init(_ text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }
}
