import SwiftLite

/// How LSP names the kinds of declarations: `SymbolKind` for outlines and searches,
/// `CompletionItemKind` for completion (two numberings of the same kinds).
enum SymbolKinds {
    /// LSP's `SymbolKind` of a declaration.
    static func symbolKind(_ kind: SymbolDeclaration.Kind) -> Int { numbers(kind).symbol }

    /// LSP's `CompletionItemKind` of a declaration.
    static func completionKind(_ kind: SymbolDeclaration.Kind) -> Int { numbers(kind).completion }

    private static func numbers(_ kind: SymbolDeclaration.Kind) -> (symbol: Int, completion: Int) {
        switch kind {
        case .struct: return (23, 22)
        case .class: return (5, 7)
        case .enum: return (10, 13)
        case .protocol: return (11, 8)
        case .extension: return (3, 9)
        case .function: return (12, 3)
        case .method, .subscript: return (6, 2)
        case .initializer: return (9, 4)
        case .property: return (7, 10)
        case .enumCase: return (22, 20)
        case .typeAlias, .associatedType: return (26, 25)
        case .variable, .parameter: return (13, 6)
        case .constant: return (14, 21)
        case .preview: return (19, 15)
        }
    }
}
