import SwiftSyntax

/// Hands out node ids unique within one program, across all its files.
final class NodeIDGenerator {
    private(set) var next = 0

    func make() -> Int {
        next += 1
        return next
    }
}

/// Turns one file's swift-syntax tree into the tree the resolver and compiler read.
///
/// swift-syntax has already reported what is not Swift; the lowering reports what is
/// Swift but not part of the language of scripts, once per construct, and reads the rest.
/// The statement, expression, pattern, type and declaration lowerings live in
/// extensions, one per file.
struct SyntaxLowering {
    let file: SourceFile
    let fileIndex: Int
    let ids: NodeIDGenerator
    var sink: DiagnosticSink
    /// The highest `$N` used in each closure being lowered, innermost last.
    var dollarParameterCounts: [Int] = []
    /// How deeply the tree being built nests. The resolver and compiler walk it
    /// recursively, so deep nesting is an error, not a crash (see `maximumDepth`).
    var depth = 0
    /// Set once the nesting limit is exceeded: the rest of the file is not lowered.
    var nestingExceeded = false
    /// The types being lowered, innermost last (for members' owners).
    var enclosingTypes: [TypeDecl] = []

    /// The deepest nesting of expressions, statements and types. It keeps the passes over
    /// the tree well within a thread's stack even in debug builds, far beyond what scripts
    /// need.
    static let maximumDepth = 128

    init(file: SourceFile, fileIndex: Int, ids: NodeIDGenerator) {
        self.file = file
        self.fileIndex = fileIndex
        self.ids = ids
        self.sink = DiagnosticSink(file: file)
    }

    // MARK: - Positions

    func location(ofOffset offset: Int) -> SourceLocation {
        file.location(ofOffset: offset)
    }

    /// Where a node starts, after its leading comments and whitespace.
    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        file.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where a node ends, before its trailing trivia.
    func endLocation(_ node: some SyntaxProtocol) -> SourceLocation {
        file.location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    func makeExpr(_ kind: ExprKind, at location: SourceLocation) -> Expr {
        Expr(kind: kind, location: location, id: ids.make())
    }

    // MARK: - Reports

    mutating func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        if nestingExceeded { return }
        sink.error(message, at: location, notes: notes)
    }

    /// Reports a construct scripts may not use: `what` names it with its verb
    /// ("'async' functions are").
    mutating func unsupported(_ what: String, at node: some SyntaxProtocol, hint: String? = nil) {
        unsupported(what, at: location(node), hint: hint)
    }

    mutating func unsupported(_ what: String, at location: SourceLocation, hint: String? = nil) {
        error("\(what) not supported in scripts" + (hint.map { "; \($0)" } ?? ""), at: location)
    }

    // MARK: - Nesting

    /// Enters one level of nesting; false (after one report) when the limit is exceeded.
    mutating func enterNesting(at node: some SyntaxProtocol) -> Bool {
        depth += 1
        if depth > SyntaxLowering.maximumDepth {
            if !nestingExceeded {
                error("the code is nested too deeply (more than \(SyntaxLowering.maximumDepth) levels)", at: location(node))
                nestingExceeded = true
            }
            return false
        }
        return !nestingExceeded
    }

    mutating func exitNesting() {
        depth -= 1
    }

    /// Lowers `body` one level deeper, or gives `fallback` when that is too deep.
    mutating func nested<T>(_ node: some SyntaxProtocol, fallback: T, _ body: (inout SyntaxLowering) -> T) -> T {
        defer { exitNesting() }
        guard enterNesting(at: node) else { return fallback }
        return body(&self)
    }

    // MARK: - Tokens

    /// A token's name as the program uses it: without backticks.
    static func name(of token: TokenSyntax) -> String {
        let text = token.text
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// Whether the node or anything in it failed to parse (already reported).
    static func isBroken(_ node: some SyntaxProtocol) -> Bool {
        node.hasError
    }
}
