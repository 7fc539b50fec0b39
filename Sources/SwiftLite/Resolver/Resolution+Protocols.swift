extension Resolution {
    /// The protocols a type conforms to, with those they inherit and those implied
    /// (`Hashable` and `Comparable` imply `Equatable`): what the resolver and the compiler
    /// both ask when they look for a protocol's members and default implementations.
    func allProtocols(of type: DeclaredType) -> [String] {
        var result: [String] = []
        var pending = type.allProtocols
        while let name = pending.popLast() {
            if result.contains(name) { continue }
            result.append(name)
            if let proto = protocols[name] { pending.append(contentsOf: proto.inherited) }
            if name == "Hashable" || name == "Comparable" { pending.append("Equatable") }
        }
        return result
    }
}
