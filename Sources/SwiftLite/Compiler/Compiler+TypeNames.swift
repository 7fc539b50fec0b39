// The type names `type(of:)` and a printed metatype (`Int.self`) show, where the compiler
// knows more than the value does: at run time an optional holding a value is that value,
// a Character or a Substring is a String, an ArraySlice is an array, and a closure does
// not carry its signature. Everywhere else `type(of:)` asks the value (a class instance,
// an `Any` or a protocol value has the dynamic type Swift prints).

extension Compiler {
    /// The name `type(of: expression)` prints, when the static type says what the value
    /// cannot; nil when the value's own type is the answer.
    func staticTypeName(of expression: Expr) -> String? {
        switch expression.kind {
        case .identifier, .dollar:
            // A variable or parameter declared with a function or optional type.
            guard let written = writtenType(of: expression), needsWrittenName(written) else { break }
            return typeName(written: written)
        case .forceUnwrap(let base):
            if isCharacterOfString(base) { return "Character" }
        case .member:
            if isCharacterOfString(expression) { return "Optional<Character>" }
        case .call(let callee, _):
            // `text.dropFirst()`, `items.prefix(2)`: a slice of what they are called on.
            if case .member(let base, let name) = callee.kind, ["dropFirst", "dropLast", "prefix", "suffix"].contains(name) {
                return sliceName(of: base)
            }
        case .subscripted(let base, let arguments):
            if arguments.count == 1, isRange(arguments[0].value) { return sliceName(of: base) }
        default:
            break
        }
        // An optional, or a collection of them, which hold their values unwrapped at run time.
        guard let type = staticType(of: expression), type.containsOptional else { return nil }
        return typeName(of: type)
    }

    /// A type's name as a value that prints as it (what the `type` native returns).
    static func typeNameValue(_ name: String) -> Value {
        .symbol(SymbolicValue(isImplicit: false, segments: [.init(name: name, arguments: nil)]))
    }

    /// `Int.self`, `[Point].self` printed: the type's name as Swift prints it.
    func typeName(written type: TypeExpr) -> String { type.sugarSpelledOut.description }

    /// The type a variable or parameter was declared with, as written.
    private func writtenType(of expression: Expr) -> TypeExpr? {
        switch resolution.bindings[expression.id] {
        case .local(let declaration)?: return writtenLocalTypes[declaration]
        case .global(let slot)?: return writtenGlobalTypes[slot]
        default: return nil
        }
    }

    /// Whether a written type holds what a value cannot tell (a function's signature, an
    /// optional, also as an element: `[Int?]`), while naming no generic parameter or
    /// protocol the value would resolve.
    private func needsWrittenName(_ type: TypeExpr) -> Bool {
        isConcrete(type) && holdsOptionalOrFunction(type)
    }

    private func holdsOptionalOrFunction(_ type: TypeExpr) -> Bool {
        switch type {
        case .function, .optional: return true
        case .named, .metatype: return false
        case .array(let element): return holdsOptionalOrFunction(element)
        case .dictionary(let key, let value): return holdsOptionalOrFunction(key) || holdsOptionalOrFunction(value)
        case .tuple(let elements, _), .generic(_, let elements): return elements.contains(where: holdsOptionalOrFunction)
        }
    }

    /// Whether a written type names only standard types and the program's structs and enums.
    private func isConcrete(_ type: TypeExpr) -> Bool {
        switch type {
        case .named(let name):
            if genericNames.contains(name) { return false }
            if let declared = declaredType(named: name) { return declared.kind == .struct || declared.kind == .enum }
            return HostEnvironment.builtinTypeNames.contains(name) || ["Int", "Double", "String", "Bool", "Character", "Float", "Void"].contains(name)
        case .array(let element), .optional(let element): return isConcrete(element)
        case .dictionary(let key, let value): return isConcrete(key) && isConcrete(value)
        case .tuple(let elements, _), .generic(_, let elements): return elements.allSatisfy(isConcrete)
        case .function(let parameters, let result): return (parameters + [result]).allSatisfy(isConcrete)
        case .metatype(let instance): return isConcrete(instance)
        }
    }

    /// The name of a statically known type, when the value of it would print the same one;
    /// nil for a class (its instance may be a subclass's), `Any`, a protocol, a function.
    private func typeName(of type: TypeDescriptor) -> String? {
        switch type {
        case .int, .double, .string, .bool: return type.description
        case .range: return "Range<Int>"
        case .array(let element): return typeName(of: element).map { "Array<\($0)>" }
        case .set(let element): return typeName(of: element).map { "Set<\($0)>" }
        case .optional(let wrapped): return typeName(of: wrapped).map { "Optional<\($0)>" }
        case .dictionary(let key, let value):
            guard let keyName = typeName(of: key), let valueName = typeName(of: value) else { return nil }
            return "Dictionary<\(keyName), \(valueName)>"
        case .tuple(let elements, let labels):
            let names = elements.compactMap { typeName(of: $0) }
            guard names.count == elements.count else { return nil }
            return "(" + zip(labels, names).map { ($0.map { "\($0): " } ?? "") + $1 }.joined(separator: ", ") + ")"
        case .instance(let info):
            return info.isClass || !info.genericParameterNames.isEmpty ? nil : info.name
        case .any, .function, .void, .host, .conforming:
            return nil
        }
    }

    /// `text.first` (and `last`) of a String: an optional Character.
    private func isCharacterOfString(_ expression: Expr) -> Bool {
        guard case .member(let base, let name) = expression.kind, name == "first" || name == "last" else { return false }
        if case .string? = staticType(of: base) { return true }
        return false
    }

    /// A slice of `base`: `Substring` of a String, `ArraySlice<Element>` of an array.
    private func sliceName(of base: Expr) -> String? {
        switch staticType(of: base) {
        case .string?: return "Substring"
        case .array(let element)?: return typeName(of: element).map { "ArraySlice<\($0)>" }
        default: return nil
        }
    }

    /// A range as a subscript's argument: `a..<b`, `a...b`, `i...`, `..<n`.
    private func isRange(_ expression: Expr) -> Bool {
        if case .range? = staticType(of: expression) { return true }
        switch expression.kind {
        case .binary("..<", _, _), .binary("...", _, _): return true
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind { return ["$from", "$upTo", "$through"].contains(name) }
            return false
        default: return false
        }
    }
}

extension TypeExpr {
    /// The type with its sugar spelled out, as Swift prints types: `[Int]` is
    /// `Array<Int>`, `Int?` is `Optional<Int>`, `[K: V]` is `Dictionary<K, V>`, a `Void`
    /// result is `()`.
    fileprivate var sugarSpelledOut: TypeExpr {
        switch self {
        case .named: return self
        case .array(let element): return .generic("Array", [element.sugarSpelledOut])
        case .dictionary(let key, let value): return .generic("Dictionary", [key.sugarSpelledOut, value.sugarSpelledOut])
        case .optional(let wrapped): return .generic("Optional", [wrapped.sugarSpelledOut])
        case .tuple(let elements, let labels): return .tuple(elements.map(\.sugarSpelledOut), labels: labels)
        case .function(let parameters, let result):
            return .function(parameters.map(\.sugarSpelledOut), Resolver.isVoid(result) ? .tuple([], labels: []) : result.sugarSpelledOut)
        case .generic(let name, let arguments): return .generic(name, arguments.map(\.sugarSpelledOut))
        case .metatype(let instance): return .metatype(instance.sugarSpelledOut)
        }
    }
}
