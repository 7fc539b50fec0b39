// Static members of a protocol's extension read the static members of the type they run
// for (`static func describe() -> String { "kind: \(kind)" }`): that type is their `self`
// (see `Compiler+ProtocolStaticMembers.swift`). Those the extension gives and does not
// require are chosen before the program runs, as Swift chooses them, so that a call of one
// through `Self` (`Self.summary()`) takes its default arguments.

extension Resolver {
    /// Whether the protocol (or one it inherits) requires or gives its conforming types the
    /// static member `name`.
    func protocolHasStaticMember(_ proto: DeclaredProtocol, _ name: String) -> Bool {
        if proto.propertyRequirements.contains(where: { $0.name == name && $0.isStatic }) { return true }
        if proto.methodRequirements.contains(where: { $0.name == name && $0.isStatic }) { return true }
        if proto.extensionStaticMethods.contains(where: { $0.name == name }) { return true }
        if proto.extensionProperties.contains(where: { $0.name == name && $0.isStatic }) { return true }
        return proto.inherited.contains { resolution.protocols[$0].map { protocolHasStaticMember($0, name) } ?? false }
    }

    /// The static methods named `name` that the extensions of the protocol (or of one it
    /// inherits) give, unless the protocol requires one by that name (then the type's own
    /// runs, found when the program runs).
    func protocolExtensionStaticMethods(named name: String, of proto: DeclaredProtocol) -> [FunctionDecl] {
        if proto.methodRequirements.contains(where: { $0.name == name && $0.isStatic }) { return [] }
        var found = proto.extensionStaticMethods.filter { $0.name == name }
        for inherited in proto.inherited {
            if let parent = resolution.protocols[inherited] { found += protocolExtensionStaticMethods(named: name, of: parent) }
        }
        return found
    }

    /// Whether `base` names the type a member of a protocol's extension runs for: `Self`,
    /// or `self` in a static member.
    func namesProtocolSelfType(_ base: Expr) -> Bool {
        guard currentProtocol != nil, case .identifier(let name) = base.kind else { return false }
        return name == "Self" || (name == "self" && contexts.last?.isStatic == true)
    }
}
