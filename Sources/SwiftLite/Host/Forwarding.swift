/// How a value of a script type hands a method it lacks to the host: the value, turned
/// into the host value the call goes to (see `HostEnvironment.defineForwarding`).
public typealias Forwarding = (Value, Interpreter) throws(ScriptError) -> Value

extension HostEnvironment {
    /// The conversion for a value of `type`, when the type conforms to a protocol the host
    /// forwards.
    func forwarding(for type: TypeInfo) -> Forwarding? {
        guard !forwardings.isEmpty else { return nil }
        for (name, convert) in forwardings where type.conforms(to: name) { return convert }
        return nil
    }

    /// Whether a type's missing methods go to the host, as far as the compiler can tell
    /// from its declared conformances.
    func forwards(_ type: TypeInfo) -> Bool {
        forwarding(for: type) != nil
    }
}

/// Symbolic values that stand for views (`Color.red` is a view in SwiftUI): the methods that
/// are view modifiers rather than members of the value, and how the host makes the view.
struct SymbolicView {
    let modifiers: Set<String>
    let convert: Forwarding
}

extension HostEnvironment {
    /// Makes chains rooted at `root` (`Color.blue`, `Color(red: 1, green: 0, blue: 0)`) views
    /// when one of `modifiers` is called on them: `Color.blue.frame(width: 8)` is the view
    /// `convert` makes of `Color.blue`, framed, while `Color.blue.opacity(0.5)` stays a color.
    public func defineSymbolicView(root: String, modifiers: Set<String>, _ convert: @escaping Forwarding) {
        symbolicViews[root] = SymbolicView(modifiers: modifiers, convert: convert)
    }

    /// The conversion of `symbol` to a view when `method` is a view modifier of it.
    func symbolicViewConversion(_ symbol: SymbolicValue, method: String) -> Forwarding? {
        guard !symbol.isImplicit, let root = symbol.segments.first?.name, let view = symbolicViews[root], view.modifiers.contains(method) else { return nil }
        return view.convert
    }
}
