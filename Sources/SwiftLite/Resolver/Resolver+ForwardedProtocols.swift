// Extensions of a protocol the host forwards (SwiftUI's `View`: see
// `HostEnvironment.defineForwarding`): `extension View { func cardStyle() -> some View {
// padding().background(.white) } }`. The protocol becomes one of the program's, with
// `var body` as its requirement; its extensions' methods are every conforming type's, and
// the host's values (view nodes) run them too (`CompiledProgram.forwardedMethods`). In such a
// method a name found nowhere else is a member of `self`: a modifier the host applies.

extension Resolver {
    /// Declares the forwarded protocols the program extends, before extensions are registered.
    func declareForwardedProtocols(extending declarations: [TypeDecl]) {
        for declaration in declarations where declaration.kind == .extension {
            let name = declaration.name
            guard environment.forwardings[name] != nil, resolution.protocols[name] == nil else { continue }
            let synthetic = TypeDecl(kind: .protocol, name: name, location: declaration.location, id: newID(), file: declaration.file)
            let proto = DeclaredProtocol(name: name, declaration: synthetic)
            if Resolver.builderBodyProtocols.contains(name) {
                let body = PropertyDecl(name: "body", isVariable: true, type: .named(name), initialValue: nil, location: declaration.location, id: newID(), file: declaration.file)
                proto.propertyRequirements.append(body)
            }
            resolution.protocols[name] = proto
        }
    }

    /// `padding()` in a method of `extension View`: `self.padding()`, when the name means
    /// nothing else there.
    func forwardedSelfMember(_ name: String) -> Binding? {
        guard let context = contexts.last, !context.isStatic, case .protocol(let proto)? = context.owner,
            environment.forwardings[proto.name] != nil, let selfDeclaration = lookupLocal("self")
        else { return nil }
        return .selfMember(selfDeclaration: selfDeclaration.id, name: name)
    }
}

extension Compiler {
    /// The methods of the forwarded protocols' extensions, by selector (`cardStyle()`), as
    /// the host finds them for its own values.
    func forwardedMethods() -> [String: Int] {
        var methods: [String: Int] = [:]
        for proto in resolution.protocols.values where environment.forwardings[proto.name] != nil {
            for method in proto.extensionMethods {
                if let function = index(of: method) { methods[method.signature] = function }
            }
        }
        return methods
    }
}

extension Interpreter {
    /// Runs the method `selector` (`cardStyle()`, `badge(_:)`) of an extension of a forwarded
    /// protocol on a host value (a view node); nil when no extension declares it.
    public func callForwardedMethod(_ selector: String, on receiver: Value, _ arguments: [Value]) throws(ScriptError) -> Value? {
        guard let function = program.forwardedMethods[selector] else { return nil }
        return try callMember(function, on: receiver, arguments)
    }

    /// Runs the method `selector` (`body(content:)`) of a value of a declared type; nil when
    /// its type has none.
    public func callDeclaredMethod(_ selector: String, on receiver: Value, _ arguments: [Value]) throws(ScriptError) -> Value? {
        guard let function = receiver.declaredType?.method(selector) else { return nil }
        return try callMember(function, on: receiver, arguments)
    }
}
