/// A lexical token: its kind, where it is, and whether whitespace surrounds it (Swift
/// decides between prefix, postfix and binary operators by that whitespace).
struct Token {
    /// The token's kind and payload.
    var kind: TokenKind
    /// The byte offset of its first character.
    var offset: Int
    /// Its length in bytes.
    var length: Int
    /// Whether whitespace, a comment or the start of the file comes right before it.
    var spaceBefore: Bool
    /// Whether a newline comes between the previous token and this one.
    var newlineBefore: Bool
    /// Whether whitespace or a comment comes right after it (filled in by the lexer).
    var spaceAfter: Bool = false
    /// The line and column of its first character (filled in by the lexer).
    var location = SourceLocation(line: 1, column: 1)
}

/// One part of a string literal: literal text, or an interpolated expression given as
/// the byte range of its source (the parser lexes and parses it in place, so positions
/// inside it are real file positions).
enum StringSegment: Equatable {
    case text(String)
    case interpolation(start: Int, end: Int)
}

/// What a token is.
enum TokenKind: Equatable {
    case identifier(String)
    /// `$0`, `$1`.
    case dollarIdentifier(Int)
    case keyword(Keyword)
    case integer(Int)
    case float(Double)
    /// A string literal, already unescaped, split at interpolations.
    case string([StringSegment])
    /// An operator made of operator characters: `+`, `..<`, `&&`, `??`, `==`, `!`, `?`.
    case `operator`(String)
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, dot, arrow, equal, at, hash, backslash
    case endOfFile
    /// Something that is not Swift: an unexpected character or an unterminated literal.
    case invalid(String)
}

/// Swift's keywords, including those scripts may not use (they get a clear
/// "not supported in scripts" error instead of a confusing syntax error).
enum Keyword: String, CaseIterable {
    case `let`, `var`, `func`, `if`, `else`, `guard`, `return`, `for`, `in`, `while`, `repeat`
    case `break`, `continue`, `switch`, `case`, `default`, `where`, `fallthrough`
    case `true`, `false`, `nil`, `as`, `is`
    // Out of scope for v1: recognised so they can be reported clearly.
    case `import`, `struct`, `class`, `enum`, `protocol`, `extension`, `throws`, `throw`, `try`
    case `init`, `deinit`, `subscript`, `operator`, `typealias`, `associatedtype`, `precedencegroup`
    case `static`, `private`, `public`, `fileprivate`, `internal`, `inout`, `defer`, `do`, `catch`
    case `rethrows`, `self`, `Self`, `super`
}
