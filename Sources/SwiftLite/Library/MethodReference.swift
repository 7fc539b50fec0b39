/// A standard method named without being called: `mines.contains` in
/// `cells.filter(mines.contains)`, `text.hasPrefix` in `prefixes.map(text.hasPrefix)`. It
/// is a function that calls the method on the value it was read from (Swift's partial
/// application of a method).
enum MethodReference {
    /// The base names of the methods that can be referred to this way.
    private static let names: Set<String> = Set((BuiltinMethod.allCases.map(\.rawValue) + SetMethods.selectors).map(baseName))

    /// The methods of Ints and Doubles.
    private static let numberMethodNames: Set<String> = [
        "isMultiple", "signum", "rounded", "squareRoot", "truncatingRemainder", "remainder", "quotientAndRemainder",
        "advanced", "distance", "formatted",
    ]

    /// The method `name` of `receiver` as a function; nil when there is no such method.
    static func make(_ receiver: Value, name: String) -> Value? {
        switch receiver {
        case .array, .string, .set, .dictionary, .range, .int, .double:
            break
        default:
            return nil
        }
        guard names.contains(name) else { return nil }
        switch receiver {
        case .int, .double:
            // A number has only the numeric methods (`5.count` is no method of an Int).
            guard numberMethodNames.contains(name) else { return nil }
        default:
            break
        }
        let function = NativeFunction(name: name, signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            let arguments = call.arguments.map { $0 ?? .null }
            let selector = MethodSelector(name: name, labels: labels(of: name, on: receiver, count: arguments.count), builtin: nil)
            let resolved = MethodSelector(name: name, labels: selector.labels, builtin: BuiltinMethod(selector: selector.description))
            return try Methods.call(resolved, on: receiver, arguments: arguments, interpreter: call.interpreter)
        }
        return .native(function)
    }

    /// The labels of the method called `name` that takes `count` arguments (unlabeled
    /// ones preferred): a reference is called without labels, the method has its own.
    private static func labels(of name: String, on receiver: Value, count: Int) -> [String?] {
        let unlabeled = [String?](repeating: nil, count: count)
        var candidates = BuiltinMethod.allCases.map(\.rawValue)
        if case .set = receiver { candidates = SetMethods.selectors + candidates }
        let matching = candidates.filter { baseName($0) == name }.map(labels(in:)).filter { $0.count == count }
        if matching.contains(where: { $0 == unlabeled }) { return unlabeled }
        return matching.first ?? unlabeled
    }

    /// "contains" of "contains(_:)".
    private static func baseName(_ selector: String) -> String {
        String(selector.prefix { $0 != "(" })
    }

    /// [nil, "at"] of "insert(_:at:)".
    private static func labels(in selector: String) -> [String?] {
        guard let open = selector.firstIndex(of: "(") else { return [] }
        let inside = selector[selector.index(after: open)...].dropLast()
        return inside.split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }
}
