// A variable declared with a type keeps that type in everything stored into it, not only
// in whole assignments: `prices["tea"] = 3` stores 3.0 in a `[String: Double]` (the literal
// takes the element's type, as in Swift), `points.append((1, 2))` stores a
// `(x: Int, y: Int)`, and appending a String to an `[Int]` is a runtime error naming both
// types. The compiler follows the lvalue from the declared variable down to the element
// it changes.

extension Compiler {
    /// The declared type of what an lvalue names: a variable declared with a type, or an
    /// element, value or member of one; nil when nothing declares it.
    func declaredType(ofStorage lvalue: Expr) -> TypeDescriptor? {
        switch lvalue.kind {
        case .identifier, .dollar:
            return declaredType(of: lvalue)
        case .subscripted(let base, let arguments):
            switch declaredType(ofStorage: base)?.unwrapped {
            case .array(let element)? where arguments.count == 1:
                return element
            case .dictionary(_, let value)?:
                // `d[k] = nil` removes the key; `d[k, default: v]` always has a value.
                return arguments.count == 2 ? value : .optional(value)
            default:
                return nil
            }
        case .member(let base, let name):
            guard case .tuple(let types, let labels)? = declaredType(ofStorage: base)?.unwrapped,
                let index = labels.firstIndex(of: name)
            else { return nil }
            return types[index]
        case .tupleIndex(let base, let index):
            guard case .tuple(let types, _)? = declaredType(ofStorage: base)?.unwrapped, index < types.count else { return nil }
            return types[index]
        case .forceUnwrap(let base), .bindOptional(let base):
            return declaredType(ofStorage: base)?.unwrapped
        case .optionalChain(let inner):
            return declaredType(ofStorage: inner)
        default:
            return nil
        }
    }

    /// The types the arguments of a mutating method must have when its receiver's type is
    /// declared (`append(_:)` on an `[Int]` takes an `Int`); nil for an argument that is
    /// not stored.
    func storedArgumentTypes(ofMutating name: String, labels: [String?], receiver: Expr, usingStaticTypes: Bool = false) -> [TypeDescriptor?] {
        var types = [TypeDescriptor?](repeating: nil, count: labels.count)
        let receiverType = declaredType(ofStorage: receiver) ?? (usingStaticTypes ? staticType(of: receiver) : nil)
        switch (receiverType?.unwrapped, name, labels) {
        case (.array(let element)?, "append", [nil]), (.array(let element)?, "insert", [nil, "at"]):
            types[0] = element
        case (.set(let element)?, "insert", [nil]), (.set(let element)?, "update", ["with"]), (.set(let element)?, "remove", [nil]):
            // `flavors.insert(.vanilla)` on a `Set<Flavor>`.
            types[0] = element
        case (.array(let element)?, "append", ["contentsOf"]):
            types[0] = .array(element)
        case (.dictionary(_, let value)?, "updateValue", [nil, "forKey"]):
            types[0] = value
        default:
            break
        }
        return types
    }

    /// Checks (and converts) the value in `register`, a temporary, against `type`.
    func emitStoreCheck(_ register: Int32, against type: TypeDescriptor?, at location: SourceLocation) {
        guard let type else { return }
        emitTypeCheck(register, type, at: location)
    }
}

extension TypeDescriptor {
    /// The type without its optional wrappers.
    var unwrapped: TypeDescriptor {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }
}
