import SwiftParser
import SwiftSyntax

/// What editors need of a file's syntax that the lowered tree does not keep: each token's
/// extent (a reference covers the name it is), each
/// declaration's full extent and header (for outlines and hovers), its `///` comment, and
/// the names written as types (`Point` in `let p: Point`), which the lowered tree keeps
/// without positions.
///
/// The file is parsed again, as the front end parses it (same limits), which costs about
/// as much as the front end's own parse: a fraction of a millisecond for a few hundred lines.
struct SyntaxOutline {
    /// One token: its byte range and whether it is an identifier (or a keyword used as a
    /// name, such as `init` and `self`).
    struct Token {
        let start: Int
        let end: Int
        let isName: Bool
        /// Whether it names a type in a type position (an annotation, a conformance, an
        /// extended type).
        let isTypeName: Bool
    }

    /// A declaration's extent, keyed by where it starts (after its leading trivia, as the
    /// front end places declarations).
    struct Extent {
        /// Where the declaration ends.
        let end: Int
        /// Where its header ends: the `{` of its body or member block, or its end.
        let headerEnd: Int
        /// Its `///` or `/** */` comment, without the markers.
        let documentation: String?
    }

    private(set) var tokens: [Token] = []
    private(set) var extents: [Int: Extent] = [:]

    /// The outline of a file; empty when the file nests too deeply to parse (the front end
    /// reports that as an error of its own).
    init(_ file: SourceFile) {
        if BracketDepth.firstExcess(
            in: file.bytes, maximumDepth: SyntaxLowering.maximumDepth, maximumOpenBrackets: SyntaxFrontend.maximumOpenBrackets) != nil
        {
            return
        }
        self = LargeStack.run {
            let tree = file.bytes.withUnsafeBufferPointer { buffer in
                Parser.parse(source: buffer, maximumNestingLevel: SyntaxFrontend.maximumNestingLevel)
            }
            var outline = SyntaxOutline()
            outline.read(tree)
            return outline
        }
    }

    private init() {}

    /// The first name token at or after `offset` whose text is `name` (a declaration's
    /// name after its keyword and modifiers), within `limit` bytes.
    func nameToken(_ name: String, from offset: Int, in bytes: [UInt8], limit: Int = 512) -> Token? {
        let wanted = Array(name.utf8)
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < tokens.count, tokens[index].start <= offset + limit {
            let token = tokens[index]
            if token.isName, Self.text(of: token, in: bytes).elementsEqual(wanted) { return token }
            index += 1
        }
        return nil
    }

    /// The name tokens written as types.
    var typeNameTokens: [Token] { tokens.filter(\.isTypeName) }

    /// A token's text without the backticks of an escaped name.
    static func text(of token: Token, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        var text = bytes[token.start..<token.end]
        if text.first == UInt8(ascii: "`"), text.count >= 2 { text = text.dropFirst().dropLast() }
        return text
    }

    // MARK: - Reading the tree

    private mutating func read(_ tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            let isName: Bool
            switch token.tokenKind {
            case .identifier, .keyword(.`init`), .keyword(.self), .keyword(.Self), .dollarIdentifier: isName = true
            default: isName = false
            }
            let parentKind = token.parent?.kind
            tokens.append(Token(
                start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: token.endPositionBeforeTrailingTrivia.utf8Offset,
                isName: isName, isTypeName: isName && (parentKind == .identifierType || parentKind == .memberType)))
        }
        let visitor = ExtentVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        extents = visitor.extents
    }
}

/// Collects the extent of every declaration (and enum case element, pattern binding and
/// parameter, which the front end places on their own).
private final class ExtentVisitor: SyntaxAnyVisitor {
    var extents: [Int: SyntaxOutline.Extent] = [:]

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let declaration = node.asProtocol(DeclSyntaxProtocol.self) {
            record(node, headerEnd: Self.headerEnd(of: declaration), documentation: Self.documentation(of: node))
        } else if let element = node.as(EnumCaseElementSyntax.self) {
            let declaration = element.parent?.parent
            record(node, headerEnd: nil, documentation: declaration.flatMap { Self.documentation(of: $0) })
        } else if let binding = node.as(PatternBindingSyntax.self) {
            let declaration = binding.parent?.parent
            let headerEnd = binding.accessorBlock?.positionAfterSkippingLeadingTrivia.utf8Offset
            record(Syntax(binding.pattern), end: Syntax(binding), headerEnd: headerEnd, documentation: declaration.flatMap { Self.documentation(of: $0) })
        } else if node.is(FunctionParameterSyntax.self) || node.is(ClosureParameterSyntax.self) || node.is(ClosureShorthandParameterSyntax.self) {
            record(node, headerEnd: nil, documentation: nil)
        }
        return .visitChildren
    }

    private func record(_ node: Syntax, end: Syntax? = nil, headerEnd: Int?, documentation: String?) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let finish = (end ?? node).endPositionBeforeTrailingTrivia.utf8Offset
        // The outermost declaration starting at an offset wins (a variable over its pattern).
        guard extents[start] == nil else { return }
        extents[start] = SyntaxOutline.Extent(end: finish, headerEnd: headerEnd ?? finish, documentation: documentation)
    }

    /// Where the header of a declaration ends: at its body or member block.
    private static func headerEnd(of declaration: some DeclSyntaxProtocol) -> Int? {
        let syntax = Syntax(declaration)
        if let function = syntax.as(FunctionDeclSyntax.self) { return function.body?.positionAfterSkippingLeadingTrivia.utf8Offset }
        if let initializer = syntax.as(InitializerDeclSyntax.self) { return initializer.body?.positionAfterSkippingLeadingTrivia.utf8Offset }
        if let group = syntax.asProtocol(DeclGroupSyntax.self) { return group.memberBlock.positionAfterSkippingLeadingTrivia.utf8Offset }
        if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) { return subscriptDecl.accessorBlock?.positionAfterSkippingLeadingTrivia.utf8Offset }
        if let macro = syntax.as(MacroExpansionDeclSyntax.self) { return macro.trailingClosure?.positionAfterSkippingLeadingTrivia.utf8Offset }
        if let variable = syntax.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
            return variable.bindings.first?.accessorBlock?.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return nil
    }

    /// The doc comment in a node's leading trivia: the `///` lines (or `/** */` block) right
    /// before it, with no blank line or plain comment after them.
    private static func documentation(of node: Syntax) -> String? {
        var lines: [String] = []
        for piece in node.leadingTrivia {
            switch piece {
            case .docLineComment(let text):
                var line = Substring(text.dropFirst(3))
                if line.first == " " { line = line.dropFirst() }
                lines.append(String(line))
            case .docBlockComment(let text):
                let inner = text.dropFirst(3).dropLast(2)
                lines = inner.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    var trimmed = line.drop { $0 == " " || $0 == "\t" }
                    if trimmed.first == "*" { trimmed = trimmed.dropFirst() }
                    if trimmed.first == " " { trimmed = trimmed.dropFirst() }
                    return String(trimmed)
                }
            case .newlines(let count), .carriageReturnLineFeeds(let count), .carriageReturns(let count):
                if count > 1 { lines = [] }
            case .lineComment, .blockComment:
                lines = []
            default:
                break
            }
        }
        let text = lines.joined(separator: "\n").trimmingBlankLines
        return text.isEmpty ? nil : text
    }
}

extension String {
    /// The text without blank lines at its start and end.
    fileprivate var trimmingBlankLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == " " }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
