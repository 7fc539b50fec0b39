/// Hands out node ids unique within one program, across all its files.
final class NodeIDGenerator {
    private(set) var next = 0

    func make() -> Int {
        next += 1
        return next
    }
}

/// A recursive-descent parser for SwiftLite with error recovery: every error in a file
/// is reported, each with the position and what was expected, and parsing resumes at
/// the next statement.
///
/// The statement, expression and type grammars live in extensions, one per file.
struct Parser {
    let file: SourceFile
    let fileIndex: Int
    var tokens: [Token]
    var position = 0
    var sink: DiagnosticSink
    let ids: NodeIDGenerator
    /// Inside `if`/`while`/`guard`/`for`/`switch` heads a `{` starts the body, never a
    /// trailing closure (as in Swift).
    var trailingClosuresAllowed = true
    /// The highest `$N` seen in the closure being parsed, per nesting level.
    var dollarParameterCounts: [Int] = []
    /// How deeply the syntax tree being built nests (blocks, expressions, operator chains,
    /// types, patterns). The resolver and compiler walk the tree recursively, so deep
    /// nesting is an error, not a crash; the limit keeps the three passes well within a
    /// thread's stack even in debug builds, far beyond what scripts need.
    var depth = 0
    static let maximumDepth = 128
    /// Set once the nesting limit is exceeded: the rest of the file is skipped without
    /// more reports, which would only repeat the first.
    var nestingExceeded = false

    init(file: SourceFile, fileIndex: Int, ids: NodeIDGenerator) {
        self.file = file
        self.fileIndex = fileIndex
        var lexer = Lexer(file: file)
        self.tokens = lexer.tokenize()
        self.sink = DiagnosticSink(file: file)
        self.ids = ids
    }

    /// A parser over an interpolation's byte range inside `file`.
    init(file: SourceFile, fileIndex: Int, ids: NodeIDGenerator, start: Int, end: Int) {
        self.file = file
        self.fileIndex = fileIndex
        var lexer = Lexer(file: file, start: start, end: end)
        self.tokens = lexer.tokenize()
        self.sink = DiagnosticSink(file: file)
        self.ids = ids
    }

    /// Parses the whole file.
    mutating func parseFile() -> [Stmt] {
        var statements: [Stmt] = []
        while !check(.endOfFile) {
            let before = position
            if let statement = parseStatement() { statements.append(statement) }
            expectStatementEnd()
            if position == before { advance() }
        }
        return statements
    }

    var diagnostics: [Diagnostic] { sink.diagnostics }

    // MARK: - Tokens

    var current: Token { tokens[position] }
    var previous: Token { tokens[max(0, position - 1)] }

    func peek(_ ahead: Int = 1) -> Token {
        tokens[min(position + ahead, tokens.count - 1)]
    }

    func location(of token: Token) -> SourceLocation {
        token.location
    }

    var currentLocation: SourceLocation { location(of: current) }

    /// Where a token ends: just after its last character.
    func endLocation(of token: Token) -> SourceLocation {
        var location = token.location
        for byte in file.bytes[min(token.offset, file.bytes.count)..<min(token.offset + token.length, file.bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                location.line += 1
                location.column = 1
            } else if byte & 0xC0 != 0x80 {
                location.column += 1
            }
        }
        return location
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func check(_ kind: TokenKind) -> Bool {
        current.kind == kind
    }

    func checkKeyword(_ keyword: Keyword) -> Bool {
        current.kind == .keyword(keyword)
    }

    func checkOperator(_ text: String) -> Bool {
        current.kind == .operator(text)
    }

    func checkIdentifier(_ name: String) -> Bool {
        current.kind == .identifier(name)
    }

    mutating func match(_ kind: TokenKind) -> Bool {
        guard check(kind) else { return false }
        advance()
        return true
    }

    mutating func matchKeyword(_ keyword: Keyword) -> Bool {
        match(.keyword(keyword))
    }

    /// The identifier at the cursor, consumed (`_` is not an identifier).
    mutating func matchIdentifier() -> String? {
        if case .identifier(let name) = current.kind, name != "_" {
            advance()
            return name
        }
        return nil
    }

    /// Consumes `_`.
    mutating func matchUnderscore() -> Bool {
        match(.identifier("_"))
    }

    /// Reports `message` at the current token unless it is an invalid token (whose own
    /// message is reported instead, once).
    mutating func error(_ message: String, notes: [String] = []) {
        if nestingExceeded { return }
        if case .invalid(let problem) = current.kind {
            sink.error(problem, at: currentLocation)
            advance()
            return
        }
        sink.error(message, at: currentLocation, notes: notes)
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        if nestingExceeded { return }
        sink.error(message, at: location, notes: notes)
    }

    /// Consumes `kind` or reports "expected ...".
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String) -> Bool {
        if match(kind) { return true }
        error("expected \(what)\(foundDescription)")
        return false
    }

    /// Consumes the closer of a bracket pair, or reports which opener it should close.
    mutating func expectCloser(_ closer: TokenKind, _ closerText: String, opener: String, openedAt: SourceLocation) {
        if match(closer) || nestingExceeded { return }
        let message = "expected '\(closerText)' to close '\(opener)' opened at \(openedAt.line):\(openedAt.column)"
        if current.newlineBefore || current.kind == .endOfFile, position > 0 {
            // Point where the closer was due: right after the last token of the line.
            error(message, at: endLocation(of: previous))
        } else {
            error(message + foundDescription)
            // `(1, 2]`: the other bracket was meant as this closer; a `}` is left to close its block.
            if check(.rightParen) || check(.rightBracket) { advance() }
        }
    }

    /// `, found 'x'` for error messages.
    var foundDescription: String {
        switch current.kind {
        case .endOfFile: return ", found the end of the file"
        case .invalid: return ""
        default: return ", found '\(text(of: current))'"
        }
    }

    /// A token's source text as messages quote it (long ones shortened).
    func text(of token: Token) -> String {
        let text = String(decoding: file.bytes[token.offset..<min(token.offset + token.length, file.bytes.count)], as: UTF8.self)
        return text.count > 20 ? String(text.prefix(20)) + "…" : text
    }

    // MARK: - Recovery

    /// Statements end at a newline, a `;`, a `}` or the end of the file.
    mutating func expectStatementEnd() {
        if match(.semicolon) { return }
        if check(.rightBrace) || check(.endOfFile) || current.newlineBefore { return }
        error("consecutive statements on a line must be separated by ';'")
        synchronize()
    }

    /// Skips to where a new statement can start: the next line, a `;`, or a `}` that
    /// closes the current block. Brackets opened while skipping are skipped whole.
    mutating func synchronize() {
        var nesting = 0
        while !check(.endOfFile) {
            if nesting == 0 && (current.newlineBefore || check(.semicolon) || check(.rightBrace)) {
                if check(.semicolon) { advance() }
                return
            }
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket: nesting += 1
            case .rightBrace, .rightParen, .rightBracket: nesting = max(0, nesting - 1)
            default: break
            }
            advance()
        }
    }

    /// Skips a balanced `{ ... }` starting at the cursor (used for constructs that are
    /// reported as unsupported and then ignored).
    mutating func skipBracedBlock() {
        guard check(.leftBrace) else { return }
        var nesting = 0
        repeat {
            if check(.leftBrace) { nesting += 1 }
            if check(.rightBrace) { nesting -= 1 }
            advance()
        } while nesting > 0 && !check(.endOfFile)
    }

    mutating func enterNesting() -> Bool {
        depth += 1
        if depth > Parser.maximumDepth {
            if !nestingExceeded {
                error("the code is nested too deeply (more than \(Parser.maximumDepth) levels)")
                nestingExceeded = true
                // Nothing after this point is read: unwinding ends at the end of the file.
                position = tokens.count - 1
            }
            return false
        }
        return true
    }

    mutating func exitNesting() {
        depth -= 1
    }

    /// Counts one more level of nesting for the rest of the enclosing parse (a link of an
    /// operator or postfix chain, which nests the tree without nesting the parser's calls).
    /// Returns false when the limit is exceeded.
    mutating func deepen(_ levels: inout Int) -> Bool {
        levels += 1
        return enterNesting()
    }
}
