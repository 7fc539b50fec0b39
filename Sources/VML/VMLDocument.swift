import ViewTree

/// A parsed VML file: its elements, text and comments as written, each with its byte
/// offset, every `style` parsed, and the syntax errors found.
///
/// This is the syntax tree: it keeps what the author wrote, layout hints included, so
/// that `VMLFormatter` can rewrite it canonically. `VMLConverter` turns it into the IR.
///
/// ```swift
/// let document = VMLDocument.parse(text: text, file: "about.vml")
/// for diagnostic in document.diagnostics { print(diagnostic.rendered()) }
/// ```
public struct VMLDocument: Sendable {
    /// The file's bytes and the mapping of offsets to lines and columns.
    public let source: VMLSource
    /// The `<?xml ...?>` declaration that opens the file, as written, if any.
    public var declaration: String?
    /// The top level: elements and comments (and the whitespace between them). A document
    /// that becomes IR has exactly one element here.
    public var nodes: [VMLNode]
    /// Syntax errors, in the order found. Empty when the file is well formed.
    public var diagnostics: [Diagnostic]

    /// Creates a document from its parts.
    public init(source: VMLSource, declaration: String? = nil, nodes: [VMLNode], diagnostics: [Diagnostic] = []) {
        self.source = source
        self.declaration = declaration
        self.nodes = nodes
        self.diagnostics = diagnostics
    }

    /// Parses a VML text. Never fails: what is wrong is in `diagnostics`.
    public static func parse(text: String, file: String) -> VMLDocument {
        MarkupParser.parse(VMLSource(text: text, file: file))
    }

    /// Parses a VML file's bytes (UTF-8).
    public static func parse(bytes: [UInt8], file: String) -> VMLDocument {
        MarkupParser.parse(VMLSource(bytes: bytes, file: file))
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The top-level elements, in order.
    public var rootElements: [VMLElement] {
        nodes.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }
}
