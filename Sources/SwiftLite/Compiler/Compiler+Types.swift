// The program's types at run time: the `TypeInfo` of each struct, class and enum (fields,
// methods by selector, cases, conformances), and the written types that name them.

extension Compiler {
    /// Makes the run-time description of every declared type. Function indexes must exist.
    func buildTypeTable() {
        for type in resolution.types {
            let kind: TypeInfo.Kind
            switch type.kind {
            case .class: kind = .class
            case .enum: kind = .enum
            default: kind = .struct
            }
            // `Result` is the standard library's, printed `Swift.Result` where Swift qualifies names.
            let isStandard = (type.declaration?.file ?? 0) >= userFileCount
            type.info = TypeInfo(
                name: type.name, qualifiedName: type.qualifiedName, kind: kind, index: type.index, moduleName: isStandard ? "Swift" : environment.moduleName)
        }
        for type in resolution.types {
            let info = type.info!
            let saved = typeScope
            typeScope = type
            defer { typeScope = saved }
            info.superclass = type.superclass?.info
            for property in type.allStoredProperties {
                if let slot = info.fieldIndex[property.name] {
                    // `override var value: Int { didSet { ... } }`: observers added to the
                    // inherited property, not a new one.
                    var field = info.fields[slot]
                    let willSets = [property.willSet.flatMap(index(of:)), field.willSet].compactMap { $0 } + field.inheritedWillSets
                    let didSets = field.inheritedDidSets + [field.didSet, property.didSet.flatMap(index(of:))].compactMap { $0 }
                    field.willSet = willSets.first
                    field.inheritedWillSets = Array(willSets.dropFirst())
                    field.didSet = didSets.last
                    field.inheritedDidSets = Array(didSets.dropLast())
                    info.fields[slot] = field
                    continue
                }
                info.fieldIndex[property.name] = info.fields.count
                info.fields.append(
                    TypeInfo.Field(
                        name: property.name, type: property.type.map(describe) ?? .any, isVariable: property.isVariable,
                        willSet: property.willSet.flatMap(index(of:)), didSet: property.didSet.flatMap(index(of:))))
            }
            if type.kind != .enum {
                let names = type.genericParameters.map(\.name)
                info.genericParameterNames = names
                if !names.isEmpty { info.fieldGenericShapes = type.allStoredProperties.map { $0.type.flatMap { genericShape($0, names) } } }
            }
            for method in type.methods {
                if let function = index(of: method) { info.methods[method.signature] = function }
            }
            for (name, property) in type.properties where !property.isStored {
                if let getter = property.getter.flatMap(index(of:)) { info.getters[name] = getter }
                if let setter = property.setter.flatMap(index(of:)) { info.setters[name] = setter }
            }
            buildCases(of: type, into: info)
            recordReflection(of: type, into: info)
            info.conformances = Set(resolution.allProtocols(of: type))
            if type.isEnum {
                info.conformances.formUnion(["Equatable", "Hashable"])
                if type.cases.allSatisfy({ $0.associatedValues == nil }) { info.conformances.insert("CaseIterable") }
            }
            info.equalsFunction = operatorFunction("==", of: type)
            info.lessFunction = operatorFunction("<", of: type)
            for op in ["+", "-", "*", "/", "%"] { info.binaryOperators[op] = operatorFunction(op, of: type) }
            if info.conformances.contains("CustomStringConvertible") || info.conformances.contains("CustomDebugStringConvertible") {
                let description = type.property("description")?.getter.flatMap(index(of:))
                let debugDescription = type.property("debugDescription")?.getter.flatMap(index(of:))
                info.descriptionGetter = description ?? debugDescription
                info.debugDescriptionGetter = debugDescription ?? description
            }
        }
    }

    /// Where a property written with the type's generic parameters (`[Element]`) holds
    /// values of them; nil when it holds none.
    private func genericShape(_ type: TypeExpr, _ names: [String]) -> TypeInfo.GenericShape? {
        switch type {
        case .named(let name): return names.firstIndex(of: name).map { .parameter($0) }
        case .array(let element): return genericShape(element, names).map { .array($0) }
        case .optional(let wrapped): return genericShape(wrapped, names).map { .optional($0) }
        case .dictionary(let key, let value):
            let (keyShape, valueShape) = (genericShape(key, names), genericShape(value, names))
            return keyShape == nil && valueShape == nil ? nil : .dictionary(key: keyShape, value: valueShape)
        default: return nil
        }
    }

    /// A `static func` operator of the type taking two of its values.
    private func operatorFunction(_ op: String, of type: DeclaredType) -> Int? {
        let candidates = type.staticMethods(named: op).filter { $0.parameters.count == 2 }
        return candidates.first.flatMap(index(of:))
    }

    /// Cases and their raw values: as written, or Swift's implicit ones (the name for a
    /// `String` raw type, counting up from the previous for an `Int`).
    private func buildCases(of type: DeclaredType, into info: TypeInfo) {
        // Its errors belong to the file that declares the type, whichever file is being compiled.
        let compiling = fileIndex
        fileIndex = type.declaration?.file ?? compiling
        defer { fileIndex = compiling }
        let rawTypeName = type.rawType?.baseName
        var nextInteger = 0
        for (index, enumCase) in type.cases.enumerated() {
            var raw: Value?
            if let written = enumCase.rawValue {
                raw = constantValue(of: written)
                if raw == nil { error("raw value for enum case must be a literal", at: written.location) }
                if rawTypeName == "Double" || rawTypeName == "Float", case .int(let number)? = raw { raw = .double(Double(number)) }
            } else if let rawTypeName {
                switch rawTypeName {
                case "String": raw = .string(enumCase.name)
                case "Int": raw = .int(nextInteger)
                case "Double", "Float": raw = .double(Double(nextInteger))
                default:
                    error("enum case must declare a raw value when the preceding raw value is not an integer", at: enumCase.location)
                }
            }
            if case .int(let number)? = raw { nextInteger = number &+ 1 }
            if case .double(let number)? = raw, let whole = Int(exactly: number) { nextInteger = whole &+ 1 }
            if let raw, info.cases.contains(where: { $0.rawValue.map { Operations.equal($0, raw) } ?? false }) {
                error("raw value for enum case is not unique", at: enumCase.location)
            }
            info.caseIndex[enumCase.name] = index
            info.cases.append(
                TypeInfo.Case(
                    name: enumCase.name, labels: enumCase.associatedValues?.map(\.label), rawValue: raw,
                    payloadTypes: enumCase.associatedValues?.map { describe($0.type) } ?? []))
            info.caseValues.append(nil)
        }
    }

    /// The value of a literal expression (a raw value), or nil when it is not one.
    func constantValue(of expression: Expr) -> Value? {
        switch expression.kind {
        case .integer(let value): return .int(value)
        case .float(let value): return .double(value)
        case .string(let text): return .string(text)
        case .boolean(let flag): return .bool(flag)
        case .prefix("-", let operand):
            switch constantValue(of: operand) {
            case .int(let value)?: return .int(-value)
            case .double(let value)?: return .double(-value)
            default: return nil
            }
        default: return nil
        }
    }

    // MARK: - Written types

    /// The declared type a name written in the current scope names: a nested type of the
    /// enclosing types, then the program's.
    func declaredType(named name: String) -> DeclaredType? {
        if name == "Self", let typeScope { return typeScope.kind == .builtin ? nil : typeScope }  // a standard type's Self is checked as Any
        if genericNames.contains(name) { return nil }
        var current = typeScope
        while let type = current {
            if let nested = type.nestedTypes[name] { return nested }
            if let aliased = type.typeAliases[name]?.baseName { return declaredType(named: aliased) }
            current = type.parent
        }
        if let type = resolution.typesByName[name], type.kind != .builtin { return type }
        if name.contains(".") {
            var parts = name.split(separator: ".").map(String.init)
            guard !parts.isEmpty, var type = declaredType(named: parts.removeFirst()) else { return nil }
            for part in parts {
                guard let nested = type.nestedTypes[part] else { return nil }
                type = nested
            }
            return type
        }
        return nil
    }

    /// A protocol named in a type: the program's or a standard one, with the standard types
    /// the program's extensions make conform to it.
    func protocolDescriptor(_ name: String) -> TypeDescriptor? {
        guard resolution.protocols[name] != nil || Resolver.standardProtocols.contains(name) || Value.isStandardProtocol(name) else { return nil }
        var extended: Set<String> = []
        for type in resolution.types where type.kind == .builtin {
            if resolution.allProtocols(of: type).contains(name) { extended.insert(type.name) }
        }
        return .conforming(name, extendedStandardTypes: extended)
    }
}

extension Value {
    /// Whether a name is one of the standard protocols the standard types conform to.
    static func isStandardProtocol(_ name: String) -> Bool {
        standardConformances.values.contains { $0.contains(name) }
    }
}
