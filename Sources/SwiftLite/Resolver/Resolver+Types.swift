// Types: every struct, class, enum, protocol and extension of the program gathered into
// the type table before any body is resolved, so that a type can be used before (or in
// another file than) its declaration, as in Swift. Their members become functions of the
// program; protocol conformances are checked here.

extension Resolver {
    /// The standard types an extension may extend, with the names values of each report
    /// (an extension of a protocol extends every standard type that conforms to it).
    static let extensibleStandardTypes: [String: [String]] = [
        "Int": ["Int"], "Double": ["Double"], "Float": ["Double"], "CGFloat": ["Double"], "String": ["String"], "Substring": ["String"],
        "Character": ["String"], "Bool": ["Bool"], "Array": ["Array"], "Dictionary": ["Dictionary"], "Set": ["Set"],
        "Optional": ["Optional"], "Collection": collections, "Sequence": collections, "BidirectionalCollection": ["Array", "String"],
        "RandomAccessCollection": ["Array"], "Numeric": ["Int", "Double"], "BinaryInteger": ["Int"], "FloatingPoint": ["Double"],
        "StringProtocol": ["String"],
    ]

    private static let collections = ["Array", "String", "Set", "Dictionary"]

    /// The standard protocols a type may conform to. Those with requirements a script
    /// writes are checked; the others say what Swift synthesizes or nothing a script needs.
    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Codable", "Encodable", "Decodable", "Sendable", "Error", "RawRepresentable",
        "AnyObject", "View", "App", "Scene", "ObservableObject", "Observable", "Hashable & Equatable", "Numeric",
        "AdditiveArithmetic", "Strideable", "LocalizedError", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ViewModifier", "PreviewProvider", "Shape", "ButtonStyle", "ToggleStyle", "LabelStyle", "Animatable", "Transferable", "Sequence", "Collection",
        "IteratorProtocol", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "SignedNumeric", "BinaryInteger", "FloatingPoint", "SignedInteger", "FixedWidthInteger", "BinaryFloatingPoint", "StringProtocol",
        "ExpressibleByArrayLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByDictionaryLiteral", "TextOutputStream", "OptionSet", "SetAlgebra",
    ]

    /// The raw types an enum may declare.
    static let rawValueTypes: Set<String> = ["String", "Int", "Double", "Float", "Character", "Bool"]

    // MARK: - Collecting

    /// Gathers every type declaration, registers types, extensions, members, synthesized
    /// initializers and static properties, and checks conformances.
    func collectTypes() {
        var declarations: [TypeDecl] = []
        for (index, statements) in files.enumerated() {
            fileIndex = index
            gatherTypeDeclarations(statements, into: &declarations)
        }
        if let globalProperties = globalPropertiesDeclaration() { declarations.append(globalProperties) }
        indexStaticProperties(declarations)
        expandPropertyWrappers(declarations)
        expandLazyProperties(declarations)
        markViewBuilderGetters(declarations)
        for declaration in declarations where declaration.kind != .extension {
            fileIndex = declaration.file
            registerType(declaration)
        }
        declareForwardedProtocols(extending: declarations)
        for declaration in declarations where declaration.kind == .extension {
            fileIndex = declaration.file
            registerExtension(declaration)
        }
        for type in resolution.types {
            resolveInheritance(of: type)
        }
        for proto in resolution.protocols.values.sorted(by: { $0.name < $1.name }) {
            collectProtocolMembers(proto)
        }
        for type in resolution.types {
            collectMembers(of: type)
        }
        // Superclasses first: a subclass inherits initializers and checks overrides against them.
        for type in resolution.types.sorted(by: { depth(of: $0) < depth(of: $1) }) {
            addProtocolDefaults(to: type)
            synthesizeInitializers(for: type)
            checkOverrides(of: type)
        }
        for type in resolution.types {
            checkConformances(of: type)
            registerMemberFunctions(of: type)
        }
    }

    private func depth(of type: DeclaredType) -> Int {
        var depth = 0
        var current = type.superclass
        while let next = current, depth < 64 {
            depth += 1
            current = next.superclass
        }
        return depth
    }

    /// Type declarations anywhere: at the top level, nested in types, in function bodies.
    private func gatherTypeDeclarations(_ statements: [Stmt], into declarations: inout [TypeDecl]) {
        for statement in statements {
            switch statement.kind {
            case .typeDeclaration(let type):
                gatherNested(type, into: &declarations)
            case .function(let function):
                gatherTypeDeclarations(function.body, into: &declarations)
            case .ifStatement(_, let then, let otherwise):
                gatherTypeDeclarations(then, into: &declarations)
                gatherTypeDeclarations(otherwise ?? [], into: &declarations)
            case .block(let body), .whileLoop(_, _, let body), .repeatWhile(_, let body, _), .forIn(_, _, _, _, let body),
                .guardStatement(_, let body), .deferStatement(let body):
                gatherTypeDeclarations(body, into: &declarations)
            case .switchStatement(_, _, let cases):
                for switchCase in cases { gatherTypeDeclarations(switchCase.body, into: &declarations) }
            default:
                break
            }
        }
    }

    private func gatherNested(_ type: TypeDecl, into declarations: inout [TypeDecl]) {
        declarations.append(type)
        for member in type.members {
            switch member {
            case .type(let nested): gatherNested(nested, into: &declarations)
            case .function(let function): gatherTypeDeclarations(function.body, into: &declarations)
            default: break
            }
        }
    }

    /// The attributes a type declaration may carry (SwiftUI's and Observation's).
    static let typeAttributes: Set<String> = ["Observable", "main", "MainActor", "frozen", "dynamicMemberLookup"]

    private func registerType(_ declaration: TypeDecl) {
        for attribute in declaration.attributes where !Resolver.typeAttributes.contains(attribute) {
            switch attribute {
            case "propertyWrapper": error("user-declared property wrappers are not supported in scripts", at: declaration.location)
            case "resultBuilder": error("user-declared result builders are not supported in scripts", at: declaration.location)
            default: error("the attribute '@\(attribute)' is not supported in scripts", at: declaration.location)
            }
        }
        let fullName = qualifiedName(of: declaration)
        if resolution.typesByName[fullName] != nil || resolution.protocols[fullName] != nil {
            error("invalid redeclaration of '\(declaration.name)'", at: declaration.location)
            return
        }
        if declaration.kind == .protocol {
            let proto = DeclaredProtocol(name: fullName, declaration: declaration)
            resolution.protocols[fullName] = proto
            return
        }
        let kind: DeclaredType.Kind
        switch declaration.kind {
        case .class: kind = .class
        case .enum: kind = .enum
        default: kind = .struct
        }
        let type = DeclaredType(
            name: declaration.name, qualifiedName: fullName, kind: kind, declaration: declaration, index: resolution.types.count)
        type.genericParameters = declaration.genericParameters
        resolution.types.append(type)
        resolution.typesByName[fullName] = type
        if let parent = declaration.parent, let parentType = resolution.typesByName[qualifiedName(of: parent)] {
            type.parent = parentType
            parentType.nestedTypes[declaration.name] = type
        }
        for member in declaration.members {
            if case .typeAlias(let name, let aliased, _) = member { type.typeAliases[name] = aliased }
        }
    }

    /// `Outer.Inner` for a type nested in another (an extension's name is as written).
    func qualifiedName(of declaration: TypeDecl) -> String {
        guard let parent = declaration.parent else { return declaration.name }
        return qualifiedName(of: parent) + "." + declaration.name
    }

    private func registerExtension(_ declaration: TypeDecl) {
        if let type = resolution.typesByName[declaration.name] {
            type.extensions.append(declaration)
            return
        }
        if let proto = resolution.protocols[declaration.name] {
            for member in declaration.members {
                switch member {
                case .function(let function):
                    if case .initializer = function.kind {
                        proto.extensionInitializers.append(function)
                    } else if function.isStatic {
                        proto.extensionStaticMethods.append(function)
                    } else {
                        proto.extensionMethods.append(function)
                    }
                case .property(let property):
                    if property.isStored {
                        error("extensions must not contain stored properties", at: property.location)
                    } else {
                        proto.extensionProperties.append(property)
                    }
                default:
                    break
                }
            }
            return
        }
        if let standards = Resolver.extensibleStandardTypes[declaration.name] {
            for standard in standards { builtinType(named: standard).extensions.append(declaration) }
            return
        }
        if Resolver.standardProtocols.contains(declaration.name) {
            // `extension Equatable { ... }`: members every such type would get; scripts
            // read them as extensions of nothing they can name.
            error("extensions of the standard protocol '\(declaration.name)' are not supported in scripts", at: declaration.location)
            return
        }
        reportUnknownType(declaration.name, at: declaration.location)
    }

    /// The declared type that holds the extensions of a standard type.
    func builtinType(named name: String) -> DeclaredType {
        if let existing = resolution.typesByName[name] { return existing }
        let type = DeclaredType(name: name, qualifiedName: name, kind: .builtin, declaration: nil, index: resolution.types.count)
        resolution.types.append(type)
        resolution.typesByName[name] = type
        return type
    }

    // MARK: - Inheritance

    private func resolveInheritance(of type: DeclaredType) {
        for declaration in type.allDeclarations {
            fileIndex = declaration.file
            for (position, inherited) in declaration.inheritedTypes.enumerated() {
                guard let name = inherited.baseName else { continue }
                if let superclass = lookupType(name, from: type), superclass.isClass, declaration === type.declaration, type.isClass {
                    if position != 0 {
                        error("superclass '\(name)' must appear first in the inheritance clause", at: declaration.location)
                    }
                    if superclass.isSubtype(of: type) {
                        error("'\(type.name)' inherits from itself", at: declaration.location)
                    } else {
                        type.superclass = superclass
                    }
                } else if resolution.protocols[name] != nil || Resolver.standardProtocols.contains(name) {
                    type.protocols.append(name)
                } else if type.isEnum, declaration === type.declaration, position == 0, Resolver.rawValueTypes.contains(name) {
                    type.rawType = inherited
                    type.protocols.append("RawRepresentable")
                } else if let other = lookupType(name, from: type) {
                    if other.isClass {
                        error("'\(type.name)' cannot inherit from class '\(name)': only a class can", at: declaration.location)
                    } else {
                        error("inheritance from non-protocol type '\(name)'", at: declaration.location)
                    }
                } else {
                    reportUnknownType(name, at: declaration.location)
                }
            }
        }
    }

    private func reportUnknownType(_ name: String, at location: SourceLocation) {
        var notes: [String] = []
        let candidates = Array(resolution.typesByName.keys) + Array(resolution.protocols.keys) + Array(Resolver.knownTypeNames)
        if let suggestion = Suggestions.closest(to: name, among: candidates) { notes.append("did you mean '\(suggestion)'?") }
        error("cannot find type '\(name)' in scope", at: location, notes: notes)
    }

    /// A type named from inside `scope`: its nested types, its parents' nested types, then the
    /// program's types (and `Self`).
    func lookupType(_ name: String, from scope: DeclaredType?) -> DeclaredType? {
        if name == "Self", let scope { return scope }
        var current = scope
        while let type = current {
            if let nested = type.nestedTypes[name] { return nested }
            current = type.parent
        }
        if let type = resolution.typesByName[name], type.kind != .builtin { return type }
        if name.contains(".") {
            // `Outer.Inner` written in full.
            var parts = name.split(separator: ".").map(String.init)
            guard !parts.isEmpty, var type = lookupType(parts.removeFirst(), from: scope) else { return nil }
            for part in parts {
                guard let nested = type.nestedTypes[part] else { return nil }
                type = nested
            }
            return type
        }
        return nil
    }

    // MARK: - Members

    private func collectProtocolMembers(_ proto: DeclaredProtocol) {
        fileIndex = proto.declaration.file
        proto.inherited = proto.declaration.inheritedTypes.compactMap(\.baseName)
        for name in proto.inherited where resolution.protocols[name] == nil && !Resolver.standardProtocols.contains(name) {
            reportUnknownType(name, at: proto.declaration.location)
        }
        for member in proto.declaration.members {
            switch member {
            case .property(let property):
                proto.propertyRequirements.append(property)
            case .function(let function):
                if case .initializer = function.kind {
                    proto.initializerRequirements.append(function)
                } else if function.hasBody {
                    error("protocol methods must not have bodies; give default implementations in an extension", at: function.location)
                } else {
                    proto.methodRequirements.append(function)
                }
            case .associatedType(let name, _):
                proto.associatedTypes.append(name)
            case .enumCase(let enumCase):
                error("enum 'case' is not allowed outside of an enum", at: enumCase.location)
            default:
                break
            }
        }
    }

    private func collectMembers(of type: DeclaredType) {
        for declaration in type.allDeclarations {
            fileIndex = declaration.file
            let isExtension = declaration.kind == .extension
            for member in declaration.members {
                switch member {
                case .property(let property):
                    addProperty(property, to: type, inExtension: isExtension)
                case .function(let function):
                    function.owner = declaration
                    if case .initializer = function.kind {
                        if type.kind == .builtin {
                            error("initializers in extensions of standard types are not supported in scripts", at: function.location)
                            continue
                        }
                        addMember(function, to: &type.initializers, in: type)
                    } else if function.isStatic {
                        addMember(function, to: &type.staticMethods, in: type)
                    } else {
                        if function.isMutating && type.isClass {
                            error("'mutating' is not valid on instance methods in classes", at: function.location)
                        }
                        addMember(function, to: &type.methods, in: type)
                    }
                case .enumCase(let enumCase):
                    guard type.isEnum else {
                        error("enum 'case' is not allowed outside of an enum", at: enumCase.location)
                        continue
                    }
                    if type.cases.contains(where: { $0.name == enumCase.name }) {
                        error("invalid redeclaration of '\(enumCase.name)'", at: enumCase.location)
                        continue
                    }
                    type.cases.append(enumCase)
                case .subscript(let subscriptDecl):
                    type.subscripts.append(subscriptDecl)
                    for accessor in [subscriptDecl.getter, subscriptDecl.setter].compactMap({ $0 }) {
                        accessor.owner = declaration
                        addMember(accessor, to: &type.methods, in: type)
                    }
                case .typeAlias(let name, let aliased, _):
                    type.typeAliases[name] = aliased
                case .type, .associatedType:
                    break
                }
            }
            if isExtension {
                type.protocols.append(contentsOf: [])  // added by resolveInheritance
            }
        }
        if type.isEnum, let rawType = type.rawType, type.cases.contains(where: { $0.associatedValues != nil }) {
            _ = rawType
            error("enum with raw type cannot have cases with arguments", at: type.declaration?.location ?? SourceLocation(line: 1, column: 1))
        }
    }

    private func addProperty(_ property: PropertyDecl, to type: DeclaredType, inExtension: Bool) {
        for accessor in [property.getter, property.setter, property.willSet, property.didSet].compactMap({ $0 }) where accessor.owner == nil {
            accessor.owner = type.declaration
        }
        if property.isStatic {
            if type.staticProperties[property.name] != nil {
                error("invalid redeclaration of '\(property.name)'", at: property.location)
                return
            }
            type.staticProperties[property.name] = property
            if property.isStored {
                let slot = resolution.globalNames.count
                resolution.globalNames.append("\(type.name).\(property.name)")
                resolution.staticPropertySlots[property.id] = slot
                if property.initialValue == nil {
                    error("'static var' declaration requires an initializer expression", at: property.location)
                }
            }
            return
        }
        if type.properties[property.name] != nil || type.methods.contains(where: { $0.name == property.name && $0.parameters.isEmpty }) {
            error("invalid redeclaration of '\(property.name)'", at: property.location)
            return
        }
        if property.isStored {
            if inExtension {
                error("extensions must not contain stored properties", at: property.location)
                return
            }
            if type.isEnum {
                error("enums must not contain stored properties", at: property.location)
                return
            }
            if property.type == nil && property.initialValue == nil {
                error("type annotation missing in pattern", at: property.location)
            }
            type.storedProperties.append(property)
        } else if property.type == nil {
            error("computed property must have an explicit type", at: property.location)
        }
        type.properties[property.name] = property
    }

    private func addMember(_ function: FunctionDecl, to list: inout [FunctionDecl], in type: DeclaredType) {
        if let previous = list.first(where: { $0.signature == function.signature && sameParameterTypes($0, function) }) {
            error(
                "invalid redeclaration of '\(function.signature)'", at: function.location,
                notes: ["'\(previous.signature)' was declared at \(previous.location.line):\(previous.location.column)"])
            return
        }
        list.append(function)
    }

    /// Whether two functions with the same labels also have the same parameter types (then
    /// they cannot both exist; otherwise they are overloads by type).
    func sameParameterTypes(_ first: FunctionDecl, _ second: FunctionDecl) -> Bool {
        zip(first.parameters, second.parameters).allSatisfy { $0.type?.description == $1.type?.description }
    }

    /// Default implementations: what the extensions of its protocols give a type that does
    /// not implement it itself.
    private func addProtocolDefaults(to type: DeclaredType) {
        for name in resolution.allProtocols(of: type) {
            guard let proto = resolution.protocols[name] else { continue }
            for method in proto.extensionMethods where !type.methods.contains(where: { $0.signature == method.signature }) {
                if type.superclass?.methods(named: method.name).contains(where: { $0.signature == method.signature }) == true { continue }
                type.methods.append(method)
            }
            for method in proto.extensionStaticMethods where !type.staticMethods.contains(where: { $0.signature == method.signature }) {
                type.staticMethods.append(method)
            }
            if !type.isEnum {
                // An enum has no instance to run them on before `self` is assigned.
                for initializer in proto.extensionInitializers where !type.initializers.contains(where: { $0.signature == initializer.signature }) {
                    type.initializers.append(initializer)
                }
            }
            for property in proto.extensionProperties where type.property(property.name) == nil {
                if property.isStatic {
                    if type.staticProperties[property.name] == nil { type.staticProperties[property.name] = property }
                } else {
                    type.properties[property.name] = property
                }
            }
        }
    }

    // MARK: - Initializers

    /// The memberwise initializer of a struct without initializers of its own, the default
    /// `init()` of a class whose properties all have values, and the initializers a subclass
    /// inherits when it declares none.
    private func synthesizeInitializers(for type: DeclaredType) {
        guard let declaration = type.declaration else { return }
        let ownInitializers = type.initializers.filter { initializer in
            declaration.members.contains { if case .function(let function) = $0 { return function === initializer }; return false }
        }
        switch type.kind {
        case .struct where ownInitializers.isEmpty:
            var parameters: [Parameter] = []
            var body: [Stmt] = []
            for property in type.storedProperties {
                if let wrapper = property.wrapperStorage {
                    if let (parameter, assignment) = memberwiseParameter(for: property, wrapper) {
                        parameters.append(parameter)
                        body.append(assignment)
                    }
                    continue
                }
                if !property.isVariable && property.initialValue != nil { continue }
                let at = property.location
                var defaultValue = property.initialValue
                if defaultValue == nil, case .optional? = property.type, property.isVariable {
                    defaultValue = Expr(kind: .nilLiteral, location: at, id: newID())
                }
                // A lazy property's storage is set through a parameter named as the property.
                let parameterName = property.lazyPropertyName ?? property.name
                var parameter = Parameter(label: parameterName, name: parameterName, type: property.type, defaultValue: defaultValue, location: at, id: newID())
                var assignment = selfAssignment(property.name, value: Expr(kind: .identifier(parameterName), location: at, id: newID()), at: at)
                switch viewBuilderStorage(property, in: declaration) {
                case .closure:
                    // `@ViewBuilder let content: (Int) -> Content`: the closure passed is a view builder.
                    parameter.isViewBuilder = true
                case .content:
                    // `@ViewBuilder var content: Content`: Swift's initializer takes
                    // `@ViewBuilder content: () -> Content` and stores what it builds.
                    parameter.type = .function([], property.type ?? .named("Any"))
                    parameter.isViewBuilder = true
                    assignment = selfAssignment(
                        property.name, value: Expr(kind: .call(Expr(kind: .identifier(property.name), location: at, id: newID()), []), location: at, id: newID()),
                        at: at)
                case nil:
                    break
                }
                parameters.append(parameter)
                body.append(assignment)
            }
            let initializer = FunctionDecl(name: "init", parameters: parameters, result: nil, body: body, location: declaration.location, id: newID(), file: declaration.file)
            initializer.kind = .initializer(isFailable: false)
            initializer.owner = declaration
            type.initializers.append(initializer)
            let wrapped = type.storedProperties.contains { $0.wrapperStorage != nil }
            if !parameters.isEmpty, !wrapped, parameters.allSatisfy({ $0.defaultValue != nil }) {
                // Its body is empty: the prologue gives every stored property its initial value.
                let defaultInitializer = FunctionDecl(name: "init", parameters: [], result: nil, body: [], location: declaration.location, id: newID(), file: declaration.file)
                defaultInitializer.kind = .initializer(isFailable: false)
                defaultInitializer.owner = declaration
                type.defaultInitializer = defaultInitializer
            }
        case .class where ownInitializers.isEmpty:
            if let superclass = type.superclass, !superclass.initializers.isEmpty {
                // Inherited: the subclass's own properties take their default values, then the
                // superclass's initializer runs.
                for inherited in superclass.initializers {
                    let call = Expr(
                        kind: .call(
                            Expr(kind: .superMember("init"), location: declaration.location, id: newID()),
                            inherited.parameters.map { parameter in
                                CallArgument(
                                    label: parameter.label, value: Expr(kind: .identifier(parameter.name), location: declaration.location, id: newID()),
                                    location: declaration.location, isTrailingClosure: false)
                            }), location: declaration.location, id: newID())
                    let parameters = inherited.parameters.map { parameter -> Parameter in
                        var copy = parameter
                        copy.id = newID()
                        return copy
                    }
                    let initializer = FunctionDecl(
                        name: "init", parameters: parameters, result: nil, body: [Stmt(kind: .expression(call), location: declaration.location)],
                        location: declaration.location, id: newID(), file: declaration.file)
                    initializer.kind = inherited.kind
                    initializer.owner = declaration
                    type.initializers.append(initializer)
                }
            } else {
                let initializer = FunctionDecl(name: "init", parameters: [], result: nil, body: [], location: declaration.location, id: newID(), file: declaration.file)
                initializer.kind = .initializer(isFailable: false)
                initializer.owner = declaration
                type.initializers.append(initializer)
                for property in type.storedProperties where property.initialValue == nil {
                    if case .optional? = property.type, property.isVariable { continue }
                    error("class '\(type.name)' has no initializers", at: declaration.location, notes: ["stored property '\(property.name)' without initial value prevents synthesized initializers"])
                    break
                }
            }
        default:
            break
        }
    }

    /// `self.name = name`.
    private func selfAssignment(_ name: String, value: Expr? = nil, at location: SourceLocation) -> Stmt {
        let target = Expr(kind: .member(Expr(kind: .identifier("self"), location: location, id: newID()), name), location: location, id: newID())
        let value = value ?? Expr(kind: .identifier(name), location: location, id: newID())
        return Stmt(kind: .expression(Expr(kind: .assign(target, value), location: location, id: newID())), location: location)
    }

    /// How a stored property of a view holds views made by a view builder.
    private enum ViewBuilderStorage {
        /// A closure the view calls: `@ViewBuilder let content: () -> Content`, or
        /// `let content: () -> Content` with `Content: View` (a closure of one view).
        case closure
        /// The views themselves: `@ViewBuilder var content: Content`.
        case content
    }

    private func viewBuilderStorage(_ property: PropertyDecl, in declaration: TypeDecl) -> ViewBuilderStorage? {
        let isMarked = property.attributes.contains { $0.name == "ViewBuilder" }
        switch property.type {
        case .function(_, let result)?:
            if isMarked { return .closure }
            // Without `@ViewBuilder` Swift passes a closure of one view: as a view builder it
            // makes the same view.
            guard case .named(let name) = result else { return nil }
            let isView = declaration.genericParameters.contains { $0.name == name && $0.constraints.contains { $0.baseName == "View" } }
            return isView ? .closure : nil
        default:
            return isMarked ? .content : nil
        }
    }

    // MARK: - Checks

    private func checkOverrides(of type: DeclaredType) {
        guard type.isClass else { return }
        for method in type.methods where method.owner?.kind != .protocol {
            fileIndex = method.file
            let overridden = type.superclass?.methods(named: method.name).first { $0.signature == method.signature }
            if method.modifiers.contains(.override) {
                if overridden == nil {
                    error("method does not override any method from its superclass", at: method.location)
                } else if overridden?.modifiers.contains(.final) == true {
                    error("instance method overrides a 'final' instance method", at: method.location)
                }
            } else if overridden != nil {
                error("overriding declaration requires an 'override' keyword", at: method.location)
            }
        }
        if let superclass = type.superclass, superclass.declaration?.modifiers.contains(.final) == true {
            error("inheritance from a final class '\(superclass.name)'", at: type.declaration!.location)
        }
    }

    /// Every requirement of every protocol the type conforms to is met: by the type, its
    /// superclass, or a default implementation.
    private func checkConformances(of type: DeclaredType) {
        guard let declaration = type.declaration else { return }
        fileIndex = declaration.file
        for name in resolution.allProtocols(of: type) {
            var missing: [String] = []
            if let proto = resolution.protocols[name] {
                for requirement in proto.propertyRequirements {
                    let found = requirement.isStatic ? type.staticProperty(requirement.name) != nil : type.property(requirement.name) != nil
                    if !found { missing.append("property '\(requirement.name)'") }
                }
                for requirement in proto.methodRequirements {
                    let candidates = requirement.isStatic ? type.staticMethods(named: requirement.name) : type.methods(named: requirement.name)
                    if !candidates.contains(where: { $0.signature == requirement.signature }) {
                        missing.append("\(requirement.isStatic ? "static " : "")function '\(requirement.signature)'")
                    }
                }
                let initializers = type.initializers + [type.defaultInitializer].compactMap { $0 }
                for requirement in proto.initializerRequirements where !initializers.contains(where: { $0.signature == requirement.signature }) {
                    missing.append("initializer '\(requirement.signature)'")
                }
            } else {
                switch name {
                case "Identifiable" where type.property("id") == nil:
                    missing.append("property 'id'")
                case "CustomStringConvertible" where type.property("description") == nil:
                    missing.append("property 'description'")
                case _ where Resolver.builderBodyProtocols.contains(name) && type.property("body") == nil:
                    missing.append("property 'body'")
                case "Comparable" where !type.isEnum && type.staticMethods(named: "<").isEmpty && !hasGlobalOperator("<", for: type):
                    missing.append("operator function '<'")
                case "CaseIterable" where !type.isEnum || type.cases.contains { $0.associatedValues != nil }:
                    error("type '\(type.name)' does not conform to protocol 'CaseIterable'", at: declaration.location,
                          notes: ["only an enum whose cases have no associated values gets 'allCases'"])
                default:
                    break
                }
            }
            if !missing.isEmpty {
                error(
                    "type '\(type.name)' does not conform to protocol '\(name)'", at: declaration.location,
                    notes: missing.map { "protocol requires \($0)" })
            }
        }
    }

    private func hasGlobalOperator(_ op: String, for type: DeclaredType) -> Bool {
        functionsByName[op]?.contains { $0.parameters.first?.type?.baseName == type.name } ?? false
    }

    // MARK: - Functions

    /// Methods, initializers and accessors become functions of the program: they are
    /// resolved and compiled as functions whose first parameter is `self`.
    private func registerMemberFunctions(of type: DeclaredType) {
        var functions: [FunctionDecl] = type.methods + type.staticMethods + type.initializers + [type.defaultInitializer].compactMap { $0 }
        for property in type.properties.values.sorted(by: { $0.id < $1.id }) + type.staticProperties.values.sorted(by: { $0.id < $1.id }) {
            functions.append(contentsOf: [property.getter, property.setter, property.willSet, property.didSet].compactMap { $0 })
        }
        for subscriptDecl in type.subscripts {
            functions.append(contentsOf: [subscriptDecl.getter, subscriptDecl.setter].compactMap { $0 })
        }
        for function in functions where !registeredMemberFunctions.contains(ObjectIdentifier(function)) {
            registeredMemberFunctions.insert(ObjectIdentifier(function))
            let isProtocolDefault = function.owner.map { owner in
                owner.kind == .extension && resolution.protocols[owner.name] != nil
            } ?? false
            if isProtocolDefault, let owner = function.owner, let proto = resolution.protocols[owner.name] {
                memberOwners[ObjectIdentifier(function)] = .protocol(proto)
                resolution.protocolMemberFunctions.insert(function.id)
            } else {
                memberOwners[ObjectIdentifier(function)] = .type(type)
                resolution.functionOwners[function.id] = type
            }
            resolution.functions.append(function)
        }
    }
}
