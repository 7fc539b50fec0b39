// Members: names inside a type's methods that mean `self.name` or a static member, the
// type names in scope there, and the expressions that belong to a type rather than to one
// of its functions (properties' initial values, raw values).

extension Resolver {
    /// The declared type whose member is being resolved, if any.
    var currentType: DeclaredType? {
        guard let owner = contexts.last?.owner else { return nil }
        if case .type(let type) = owner { return type }
        return nil
    }

    /// The protocol whose default implementation is being resolved, if any.
    var currentProtocol: DeclaredProtocol? {
        guard let owner = contexts.last?.owner else { return nil }
        if case .protocol(let proto) = owner { return proto }
        return nil
    }

    /// `name` as a member of the enclosing type: `self.name` in an instance member, the
    /// type's static member in a static one.
    func lookupMember(_ name: String) -> Binding? {
        guard let context = contexts.last, let owner = context.owner else { return nil }
        if !context.isStatic, hasInstanceMember(name, of: owner), let selfDeclaration = lookupLocal("self") {
            return .selfMember(selfDeclaration: selfDeclaration.id, name: name)
        }
        if context.isStatic, case .protocol(let proto) = owner, protocolHasStaticMember(proto, name), let selfDeclaration = lookupLocal("self") {
            // `kind` in a static member of a protocol's extension: `self.kind` of the type
            // it runs for (its `self`).
            return .selfMember(selfDeclaration: selfDeclaration.id, name: name)
        }
        if case .type(let type) = owner {
            if context.isStatic, type.staticProperty(name) != nil || !type.staticMethods(named: name).isEmpty {
                return .staticMember(type, name: name)
            }
            if type.isEnum, name == "allCases" {
                return .staticMember(type, name: name)
            }
        }
        return nil
    }

    /// Whether `name` is a property or method of values of `owner`'s type.
    func hasInstanceMember(_ name: String, of owner: MemberOwner) -> Bool {
        switch owner {
        case .type(let type):
            if type.hasInstanceMember(name) { return true }
            if type.isEnum && (name == "rawValue" && type.rawType != nil || name == "hashValue") { return true }
            if name == "hashValue" || (name == "description" && type.kind == .builtin) { return true }
            for protocolName in resolution.allProtocols(of: type) {
                if let proto = resolution.protocols[protocolName], protocolHasMember(proto, name) { return true }
            }
            if type.kind == .builtin { return builtinHasMember(type.name, name) }
            // A type of the program that is a Sequence has the sequence methods.
            if resolution.allProtocols(of: type).contains(where: { $0 == "Sequence" || $0 == "Collection" }) { return builtinHasMember("Array", name) }
            return false
        case .protocol(let proto):
            return protocolHasMember(proto, name)
        }
    }

    private func protocolHasMember(_ proto: DeclaredProtocol, _ name: String) -> Bool {
        if proto.propertyRequirements.contains(where: { $0.name == name && !$0.isStatic }) { return true }
        if proto.methodRequirements.contains(where: { $0.name == name && !$0.isStatic }) { return true }
        if proto.extensionMethods.contains(where: { $0.name == name }) { return true }
        if proto.extensionProperties.contains(where: { $0.name == name && !$0.isStatic }) { return true }
        for inherited in proto.inherited {
            if let parent = resolution.protocols[inherited], protocolHasMember(parent, name) { return true }
        }
        if proto.inherited.contains("Identifiable") && name == "id" { return true }
        if proto.inherited.contains("CustomStringConvertible") && name == "description" { return true }
        return false
    }

    /// Members of the standard types an extension's methods may use without `self.`.
    /// Whether the standard library gives values of the standard type `typeName` the member.
    func builtinHasMember(_ typeName: String, _ name: String) -> Bool {
        (Self.builtinMembers[typeName] ?? Self.builtinMembers["Any"]!).contains(name)
    }

    /// The members `builtinHasMember` knows, by standard type (`Any`: any other), made
    /// once: the question is asked for every unqualified name inside an extension.
    private static let builtinMembers: [String: Set<String>] = {
        let sequence: Set<String> = [
            "count", "isEmpty", "first", "last", "map", "filter", "reduce", "contains", "sorted", "indices",
            "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "firstIndex", "min", "max",
            "enumerated", "compactMap", "flatMap", "forEach", "joined", "reversed", "startIndex", "endIndex",
            "allSatisfy", "prefix", "suffix", "dropFirst", "dropLast", "sort", "swapAt", "shuffled",
            "randomElement", "lastIndex", "index", "distance", "formUnion", "union", "intersection",
            "subtracting", "isSubset", "isSuperset", "isDisjoint", "split", "partition", "elementsEqual",
            "starts", "drop", "popFirst", "replaceSubrange", "makeIterator"]
        let string: Set<String> = [
            "count", "isEmpty", "first", "last", "uppercased", "lowercased", "hasPrefix", "hasSuffix", "split", "range", "replacingCharacters",
            "contains", "reversed", "map", "filter", "prefix", "suffix", "dropFirst", "dropLast",
            "trimmingCharacters", "components", "replacingOccurrences", "append", "utf8", "unicodeScalars",
            "characters", "description", "isLetter", "isNumber", "index", "startIndex", "endIndex", "indices",
            "firstIndex", "lastIndex", "distance", "enumerated", "sorted", "reduce", "allSatisfy", "forEach",
            "compactMap", "flatMap", "joined", "min", "max", "capitalized", "insert", "remove", "removeFirst",
            "removeLast", "removeAll", "starts", "padding", "trimmingPrefix", "utf16", "drop", "popFirst",
            "localizedCaseInsensitiveContains", "localizedStandardContains"]
        let dictionary: Set<String> = [
            "count", "isEmpty", "keys", "values", "map", "filter", "mapValues", "compactMapValues", "removeValue",
            "updateValue", "merge", "merging", "sorted", "contains", "first", "forEach", "reduce"]
        let number: Set<String> = [
            "description", "magnitude", "isMultiple", "squareRoot", "rounded", "truncatingRemainder", "isNaN",
            "signum", "quotientAndRemainder", "advanced", "distance", "isZero", "isFinite", "isInfinite",
            "nonzeroBitCount", "leadingZeroBitCount", "trailingZeroBitCount", "bitWidth", "remainder"]
        return ["Array": sequence, "Set": sequence, "String": string, "Dictionary": dictionary, "Int": number, "Double": number, "Any": ["description"]]
    }()

    /// Whether a name written as a type is one: a declared type, protocol, generic
    /// parameter, associated type or type alias in scope.
    func isTypeName(_ name: String) -> Bool {
        if lookupType(name, from: currentType) != nil { return true }
        if resolution.protocols[name] != nil || Resolver.standardProtocols.contains(name) { return true }
        if contexts.contains(where: { $0.genericNames.contains(name) }) { return true }
        if typeAliases[name] != nil { return true }
        if let type = currentType {
            var current: DeclaredType? = type
            while let candidate = current {
                if candidate.typeAliases[name] != nil || candidate.genericParameters.contains(where: { $0.name == name }) { return true }
                current = candidate.parent
            }
        }
        if let proto = currentProtocol, proto.associatedTypes.contains(name) { return true }
        // `Element` of the standard collections, in their extensions; `Key` and `Value` of dictionaries.
        if let type = currentType, type.kind == .builtin, ["Element", "Key", "Value", "Wrapped", "Index"].contains(name) { return true }
        if name.contains(".") {
            let parts = name.split(separator: ".").map(String.init)
            if let first = parts.first, isTypeName(first) { return true }
        }
        return false
    }

    /// The generic parameters of a member's type, which its methods name as types.
    func genericNames(of owner: MemberOwner) -> Set<String> {
        switch owner {
        case .type(let type):
            var names = Set(type.genericParameters.map(\.name))
            var parent = type.parent
            while let outer = parent {
                names.formUnion(outer.genericParameters.map(\.name))
                parent = outer.parent
            }
            if type.kind == .builtin { names.formUnion(["Element", "Key", "Value", "Wrapped"]) }
            for protocolName in resolution.allProtocols(of: type) {
                if let proto = resolution.protocols[protocolName] { names.formUnion(proto.associatedTypes) }
            }
            return names
        case .protocol(let proto):
            return Set(proto.associatedTypes).union(["Self"])
        }
    }

    /// Whether `self` may change in a member: a struct's or enum's initializer, mutating
    /// method, setter or observer. (A class's `self` is a reference: its properties change,
    /// `self` does not.)
    func selfIsMutable(in function: FunctionDecl, owner: MemberOwner) -> Bool {
        if case .type(let type) = owner, type.isClass { return false }
        switch function.kind {
        case .initializer: return true
        case .setter, .willSet, .didSet: return !function.modifiers.contains(.nonmutating)
        case .getter: return function.modifiers.contains(.mutating)
        case .function: return function.isMutating
        }
    }

    /// `Point.move(by:)`, `Shape.area`, `Point.init`: a member's name in traces.
    func displayName(of function: FunctionDecl, owner: MemberOwner?) -> String {
        let typeName: String
        switch owner {
        case .type(let type)?: typeName = type.qualifiedName
        case .protocol(let proto)?: typeName = proto.name
        case nil: return function.name
        }
        switch function.kind {
        case .initializer: return "\(typeName).init"
        case .getter: return "\(typeName).\(function.name).getter"
        case .setter: return "\(typeName).\(function.name).setter"
        case .willSet: return "\(typeName).\(function.name).willSet"
        case .didSet: return "\(typeName).\(function.name).didSet"
        case .function: return "\(typeName).\(function.name)"
        }
    }

    // MARK: - Type-level expressions

    /// Properties' initial values and enum cases' raw values: resolved in the type's
    /// static context (they cannot use `self`).
    func resolveTypeLevelExpressions() {
        for type in resolution.types {
            for declaration in type.allDeclarations {
                fileIndex = declaration.file
                let context = Context(isTopLevel: false, isClosure: false, isViewBuilder: false, resultType: nil, functionName: type.name)
                context.owner = .type(type)
                context.isStatic = true
                context.genericNames = genericNames(of: .type(type))
                contexts = [context]
                for member in declaration.members {
                    switch member {
                    case .property(let property):
                        if let type = property.type { checkType(type, at: property.location) }
                        if let value = property.initialValue { resolveExpression(value) }
                        checkPropertyAttributes(property)
                    case .enumCase(let enumCase):
                        if let rawValue = enumCase.rawValue { resolveExpression(rawValue) }
                        for value in enumCase.associatedValues ?? [] {
                            checkType(value.type, at: enumCase.location)
                            if let defaultValue = value.defaultValue { resolveExpression(defaultValue) }
                        }
                    default:
                        break
                    }
                }
                contexts = []
            }
        }
    }

    /// Property wrappers are SwiftUI's (docs/swiftui.md); any other attribute on a property
    /// is reported.
    func checkPropertyAttributes(_ property: PropertyDecl) {
        for attribute in property.attributes where !Resolver.propertyWrappers.contains(attribute.name) {
            error("the attribute '@\(attribute.name)' is not supported in scripts", at: attribute.location)
        }
    }

    /// The property wrappers of SwiftUI and Observation that scripts may use.
    static let propertyWrappers: Set<String> = [
        "State", "Binding", "Environment", "Bindable", "ObservationIgnored", "Published", "StateObject", "ObservedObject",
        "EnvironmentObject", "FocusState", "AppStorage", "SceneStorage", "Namespace", "ViewBuilder",
    ]
}

extension Resolver {
    /// The declared type an expression names, when it names one (`Point`, `Self`,
    /// `Shape.Kind`, `Stack<Int>`); its binding is recorded.
    func typeReferenced(by expression: Expr) -> DeclaredType? {
        switch expression.kind {
        case .identifier(let name):
            guard lookupLocal(name) == nil, lookupMember(name) == nil, globalsByName[name] == nil else { return nil }
            guard case .type(let type)? = lookup(name) else { return nil }
            resolution.bindings[expression.id] = .type(type)
            return type
        case .member(let base, let name):
            guard let outer = typeReferenced(by: base), let nested = outer.nestedTypes[name] else { return nil }
            resolution.bindings[expression.id] = .type(nested)
            return nested
        case .typeReference(let type):
            guard let name = type.baseName, let declared = lookupType(name, from: currentType) else { return nil }
            resolution.bindings[expression.id] = .type(declared)
            return declared
        default:
            return nil
        }
    }

    /// `Type.name`: a static property or method, an enum case, a nested type, `init`.
    func checkStaticMember(_ name: String, of type: DeclaredType, at location: SourceLocation) {
        if name == "init" || name == "self" || type.hasStaticMember(name) { return }
        if type.isEnum && (name == "allCases" || name == "init") { return }
        for protocolName in resolution.allProtocols(of: type) {
            if let proto = resolution.protocols[protocolName],
                proto.extensionStaticMethods.contains(where: { $0.name == name })
                    || proto.extensionProperties.contains(where: { $0.name == name && $0.isStatic })
            {
                return
            }
        }
        var candidates = type.cases.map(\.name) + Array(type.staticProperties.keys) + type.staticMethods.map(\.name)
        candidates += Array(type.nestedTypes.keys)
        var notes: [String] = []
        if let suggestion = Suggestions.closest(to: name, among: candidates) { notes.append("did you mean '\(suggestion)'?") }
        if type.hasInstanceMember(name) {
            error("instance member '\(name)' cannot be used on type '\(type.name)'", at: location, notes: notes)
        } else {
            error("type '\(type.name)' has no member '\(name)'", at: location, notes: notes)
        }
    }

    /// `super.name` in a class's member: the superclass must have it.
    func resolveSuper(_ name: String, at location: SourceLocation) {
        guard let type = currentType, type.isClass, !(contexts.last?.isStatic ?? true) else {
            error("'super' cannot be used outside of class members", at: location)
            return
        }
        _ = lookupLocal("self")
        guard let superclass = type.superclass else {
            error("'super' members cannot be referenced in a root class", at: location)
            return
        }
        if name == "init" { return }
        if !superclass.hasInstanceMember(name) {
            error("value of type '\(superclass.name)' has no member '\(name)'", at: location)
        }
    }

    /// Whether statements leave a `defer` block (`return`, or `break`/`continue` to
    /// something outside it).
    func containsJumpOut(_ statements: [Stmt]) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .returnStatement: return true
            case .ifStatement(_, let then, let otherwise):
                if containsJumpOut(then) || containsJumpOut(otherwise ?? []) { return true }
            case .block(let body), .guardStatement(_, let body):
                if containsJumpOut(body) { return true }
            default: break
            }
        }
        return false
    }
}
