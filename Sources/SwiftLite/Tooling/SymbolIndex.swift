/// What the indexer found in a program: its declarations and the references to them.
struct SymbolIndex {
    var declarations: [SymbolDeclaration] = []
    var declarationsByID: [Int: SymbolDeclaration] = [:]
    var references: [SymbolReference] = []
    /// The member declarations of each type, by the type's name (a declared type's
    /// extensions included), and each type's superclass and protocols.
    var membersByType: [String: [Int]] = [:]
    var supertypes: [String: [String]] = [:]

    /// The members of a type, its own first, then its supertypes' (each name once).
    func members(ofType name: String) -> [SymbolDeclaration] {
        var found: [SymbolDeclaration] = []
        var names: Set<String> = []
        var visited: Set<String> = []
        var queue = [name]
        while let type = queue.first {
            queue.removeFirst()
            guard visited.insert(type).inserted else { continue }
            for id in membersByType[type] ?? [] {
                guard let member = declarationsByID[id], names.insert(member.name + "/" + member.kind.rawValue).inserted else { continue }
                found.append(member)
            }
            queue.append(contentsOf: supertypes[type] ?? [])
        }
        return found
    }
}
