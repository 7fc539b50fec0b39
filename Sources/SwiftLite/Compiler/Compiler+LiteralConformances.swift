// A literal where a value of the program's type is expected makes one through the
// type's literal initializer, when the type conforms to the matching protocol: `let tags:
// Tags = ["a", "b"]` is `Tags(arrayLiteral: "a", "b")`, a `JSON` written `["page": 1]`
// is `JSON(dictionaryLiteral: ("page", 1))`, each element in turn a literal of the
// parameter's type, as Swift builds them.

extension Compiler {
    /// The protocol a literal of this kind asks of the type it makes, with the label of
    /// its initializer's parameter.
    private static func literalProtocol(of expression: Expr) -> (protocol: String, label: String)? {
        switch expression.kind {
        case .string: return ("ExpressibleByStringLiteral", "stringLiteral")
        case .integer: return ("ExpressibleByIntegerLiteral", "integerLiteral")
        case .float: return ("ExpressibleByFloatLiteral", "floatLiteral")
        case .boolean: return ("ExpressibleByBooleanLiteral", "booleanLiteral")
        case .nilLiteral: return ("ExpressibleByNilLiteral", "nilLiteral")
        case .array: return ("ExpressibleByArrayLiteral", "arrayLiteral")
        case .dictionary: return ("ExpressibleByDictionaryLiteral", "dictionaryLiteral")
        default: return nil
        }
    }

    /// The call of `type`'s literal initializer that `expression` stands for, or nil when
    /// it is no literal or the type does not conform to that literal's protocol.
    func literalInitialization(_ expression: Expr, of type: DeclaredType) -> Expr? {
        guard let (name, label) = Compiler.literalProtocol(of: expression), resolution.allProtocols(of: type).contains(name),
            let initializer = typeMember(type, "init", at: expression) else { return nil }
        let location = expression.location
        func argument(_ value: Expr, labeled: Bool) -> CallArgument {
            CallArgument(label: labeled ? label : nil, value: value, location: value.location, isTrailingClosure: false)
        }
        var arguments: [CallArgument]
        switch expression.kind {
        case .array(let elements):
            // The variadic parameter gathers the elements; written `Self...` (an
            // `OptionSet`'s `[.read, .write]`) they are the type's own values.
            let takesSelf = type.initializers.contains { $0.parameters.first?.label == label && $0.parameters.first?.type?.baseName == "Self" }
            let typed = takesSelf ? elements.map { contextualized($0, as: .instance(type.info)) } : elements
            arguments = typed.enumerated().map { argument($1, labeled: $0 == 0) }
        case .dictionary(let entries):
            arguments = entries.enumerated().map { index, entry in
                argument(Expr(kind: .tuple([(nil, entry.key), (nil, entry.value)]), location: entry.key.location, id: nextSyntheticID()), labeled: index == 0)
            }
        case .nilLiteral:
            arguments = [argument(Expr(kind: .tuple([]), location: location, id: nextSyntheticID()), labeled: true)]
        default:
            arguments = [argument(expression, labeled: true)]
        }
        if arguments.isEmpty {
            // `[]` or `[:]`: the initializer with no elements for its variadic parameter.
            let call = Expr(kind: .call(initializer, []), location: location, id: nextSyntheticID())
            planLiteralCall(call, type: type, label: label)
            return call
        }
        let call = Expr(kind: .call(initializer, arguments), location: location, id: nextSyntheticID())
        planContextualCall(call, type: type, name: "init", arguments: arguments)
        return call
    }

    /// Plans `Type.init(arrayLiteral:)` called with no elements (`let tags: Tags = []`).
    private func planLiteralCall(_ call: Expr, type: DeclaredType, label: String) {
        guard let initializer = type.initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == label }) else {
            error("type '\(type.name)' has no initializer 'init(\(label):)'", at: call.location)
            return
        }
        resolution.callPlans[call.id] = CallPlan(target: .initializer(initializer, type), argumentForParameter: [nil])
    }
}
