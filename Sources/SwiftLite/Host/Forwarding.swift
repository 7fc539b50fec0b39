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
