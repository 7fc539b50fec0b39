// What the host may ask of the values of a script's own types: their type, its
// conformances, their properties by name. The runtime uses it to run a view struct's
// `body`, read an element's `id`, and reach the property wrappers a view holds.

extension Value {
    /// The declared type (struct, class or enum) of an instance; nil for other values.
    public var declaredType: TypeInfo? {
        switch self {
        case .instance(let instance): return instance.type
        case .capture(let box): return box.value.declaredType
        default: return nil
        }
    }

    /// Whether the value's type conforms to the protocol `name` (a script type's declared
    /// conformances, a standard type's).
    public func conformsTo(_ name: String) -> Bool {
        conforms(to: name)
    }

    /// The stored properties of an instance, by name, in declaration order (a subclass's
    /// after its superclass's); empty for other values.
    public var storedProperties: [(name: String, value: Value)] {
        guard case .instance(let instance) = self, !instance.type.isEnum else { return [] }
        return instance.type.fields.enumerated().map { ($0.element.name, instance[$0.offset]) }
    }

    /// A copy of a struct's instance with some stored properties replaced (a class's
    /// instance is changed in place: it is a reference); the value itself for others.
    public func replacingStoredProperties(_ replacements: [String: Value]) -> Value {
        guard case .instance(let instance) = self, !instance.type.isEnum, !replacements.isEmpty else { return self }
        let target = instance.type.isClass ? instance : instance.copy()
        for (name, value) in replacements {
            if let slot = instance.type.fieldIndex[name] { target[slot] = value }
        }
        return .instance(target)
    }
}

extension TypeInfo {
    /// Whether the type conforms to the protocol `name` (or is, or inherits from, the class `name`).
    public func conformsTo(_ name: String) -> Bool {
        conforms(to: name)
    }

    /// Whether the type is a class (its instances are references).
    public var isReferenceType: Bool { isClass }

    /// Whether the type is an enum.
    public var isEnumeration: Bool { isEnum }
}

extension Interpreter {
    /// `value.name`: a stored or computed property (its getter runs), or a standard
    /// value's member.
    public func property(_ name: String, of value: Value) throws(ScriptError) -> Value {
        try readMember(value, named: name)
    }
}

extension Value {
    /// The implicit member `.name`, as a script writes it (`.light`).
    public static func implicitMember(_ name: String) -> Value {
        .symbol(SymbolicValue(isImplicit: true, segments: [SymbolicValue.Segment(name: name, arguments: nil)]))
    }

    /// The one argument of `.name(argument)` or `Root.name(argument)` (`.constant(true)`,
    /// `Binding.constant(true)`), when the value is that call.
    public func symbolicCallArgument(named name: String) -> Value? {
        guard case .symbol(let symbol) = self, let last = symbol.segments.last, last.name == name,
            let arguments = last.arguments, arguments.count == 1, symbol.segments.count <= 2
        else { return nil }
        return arguments[0].value
    }
}

extension NativeFunction {
    /// The property names of a key path (`\.name.count` → `["name", "count"]`, `\.self` →
    /// `[]`); nil when the function is not a key path, or its path has other links.
    public var keyPathNames: [String]? {
        guard let components = keyPathComponents else { return nil }
        var names: [String] = []
        for component in components {
            switch component {
            case .property(let name): names.append(name)
            case .identity: continue
            default: return nil
            }
        }
        return names
    }
}

extension ScriptError {
    /// Adds an outer frame: where the host was working for the script when the error came
    /// out (the view whose body it built, at the place the view is used). The first frame
    /// also gives the error its source line.
    public mutating func appendFrame(_ function: String, file: String, location: SourceLocation, sourceLine: String?) {
        if frames.isEmpty { self.sourceLine = sourceLine }
        frames.append(StackFrame(function: function, file: file, location: location))
    }
}

extension Value {
    /// A `Set<Int>`: what an `IndexSet` is to scripts (`.onDelete`'s offsets).
    public static func intSet(_ numbers: [Int]) -> Value {
        .set(SetStorage.make(numbers.map { .int($0) }) ?? SetStorage())
    }
}

extension Value {
    /// Whether the value can be called: a closure, a function, a method used as a value.
    public var isCallable: Bool {
        switch self {
        case .closure, .native: return true
        case .capture(let box): return box.value.isCallable
        default: return false
        }
    }
}

extension Value {
    /// The case's name, when the value is an enum's case without associated values.
    public var enumCaseName: String? {
        guard case .instance(let instance) = self, instance.type.isEnum, instance.type.cases[instance.tag].labels == nil else { return nil }
        return instance.type.cases[instance.tag].name
    }
}
