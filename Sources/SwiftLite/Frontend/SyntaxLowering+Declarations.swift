import SwiftSyntax

// Declarations: variables, functions, types and their members, imports, `#Preview`.

extension SyntaxLowering {
    /// The modules a script may import: they exist so that files written for Xcode's iOS
    /// template run unchanged (older `ObservableObject` code imports Combine, UIKit files
    /// often import it beside SwiftUI), and importing them does nothing: what a script can
    /// use is what docs/language.md and docs/swiftui.md list, whatever it imports.
    /// `#if canImport(X)` holds for exactly these.
    static let importableModules: Set<String> = ["SwiftUI", "Foundation", "Observation", "Combine", "UIKit", "Swift"]

    /// Declaration attributes that say nothing a script needs: accepted and ignored.
    static let ignoredAttributes: Set<String> = [
        "discardableResult", "available", "inlinable", "usableFromInline", "frozen", "objc", "nonobjc", "MainActor",
        "preconcurrency", "Sendable", "warn_unqualified_access", "inline", "dynamicMemberLookup", "unchecked",
    ]

    /// A declaration where a statement may stand: at the top level or in a function.
    mutating func lowerDeclarationStatement(_ declaration: DeclSyntax) -> [Stmt] {
        nested(declaration, fallback: []) { lowering in lowering.lowerDeclarationStatementKind(declaration) }
    }

    private mutating func lowerDeclarationStatementKind(_ declaration: DeclSyntax) -> [Stmt] {
        let at = location(declaration)
        switch declaration.as(DeclSyntaxEnum.self) {
        case .variableDecl(let variable):
            return lowerVariableStatement(variable)
        case .functionDecl(let function):
            checkAttributes(function.attributes, allowed: ["ViewBuilder"])
            guard let lowered = lowerFunction(function) else { return [] }
            if lowered.isStatic { error("static methods may only be declared on a type", at: lowered.location) }
            return [Stmt(kind: .function(lowered), location: at)]
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl:
            guard let type = lowerTypeDeclaration(declaration) else { return [] }
            return [Stmt(kind: .typeDeclaration(type), location: at)] + (mainAppStatement(for: type).map { [$0] } ?? [])
                + (previewProviderStatement(for: type).map { [$0] } ?? [])
        case .typeAliasDecl(let alias):
            if let generics = alias.genericParameterClause { unsupported("generic type aliases are", at: generics) }
            return [Stmt(kind: .typeAlias(name: SyntaxLowering.name(of: alias.name), type: lowerType(alias.initializer.value)), location: at)]
        case .importDecl(let importDecl):
            let module = importDecl.path.map(\.name.text).joined(separator: ".")
            let root = importDecl.path.first?.name.text ?? ""
            if !SyntaxLowering.importableModules.contains(root) {
                error(
                    "'import \(module)' is not supported in scripts; only SwiftUI, Foundation, Observation, Combine and UIKit may be imported (and import nothing)",
                    at: at)
            }
            return []
        case .macroExpansionDecl(let macro):
            if macro.macroName.text == "Preview" { return lowerPreview(macro) }
            unsupported("the macro '#\(macro.macroName.text)' is", at: macro, hint: "only '#Preview' is")
            return []
        case .actorDecl:
            unsupported("'actor' declarations are", at: declaration)
            return [Stmt(kind: .error, location: at)]
        case .ifConfigDecl(let directive):
            return lowerDirectiveStatements(directive)
        case .operatorDecl, .precedenceGroupDecl:
            unsupported("operator declarations are", at: declaration)
            return []
        case .initializerDecl:
            error("initializers may only be declared within a type", at: at)
            return []
        case .deinitializerDecl:
            error("deinitializers may only be declared within a class", at: at)
            return []
        case .subscriptDecl:
            error("subscripts may only be declared within a type", at: at)
            return []
        case .enumCaseDecl:
            error("enum 'case' is not allowed outside of an enum", at: at)
            return []
        case .macroDecl:
            unsupported("macro declarations are", at: declaration)
            return []
        case .associatedTypeDecl:
            error("associated types can only be defined in a protocol", at: at)
            return []
        default:
            if !declaration.hasError { unsupported("this declaration is", at: declaration) }
            return []
        }
    }

    // MARK: - Variables

    /// `let a = 1, b = 2`: one statement per binding. A variable with accessors (computed,
    /// or observed) becomes a `computedVariable`.
    private mutating func lowerVariableStatement(_ variable: VariableDeclSyntax) -> [Stmt] {
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let attributes = lowerAttributes(variable.attributes)
        if let bindable = localBindable(variable, attributes: attributes) { return bindable }
        if let first = attributes.first {
            error("property wrappers such as '@\(first.name)' can only be used on a type's properties", at: first.location)
        }
        let modifiers = lowerModifiers(variable.modifiers)
        if modifiers.contains(.static) || modifiers.contains(.class) {
            error("static properties may only be declared on a type", at: location(variable))
        }
        // `var a, b: Int` gives both names the type written after the last: types are
        // read from the last binding to the first.
        var types: [TypeExpr?] = []
        var pendingType: TypeExpr?
        for binding in variable.bindings.reversed() {
            if let annotation = binding.typeAnnotation { pendingType = lowerType(annotation.type) }
            types.append(binding.typeAnnotation != nil || binding.initializer == nil ? pendingType : nil)
        }
        types.reverse()
        var statements: [Stmt] = []
        for (binding, type) in zip(variable.bindings, types) {
            let at = statements.isEmpty ? location(variable) : location(binding)
            if let accessors = binding.accessorBlock {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    error("a computed variable needs a name", at: at)
                    continue
                }
                let property = PropertyDecl(
                    name: SyntaxLowering.name(of: identifier.identifier), isVariable: isVariable, type: type,
                    initialValue: binding.initializer.map { lowerExpr($0.value) }, location: location(identifier), id: ids.make(), file: fileIndex)
                lowerAccessors(accessors, into: property)
                statements.append(Stmt(kind: .computedVariable(property), location: at))
                continue
            }
            let pattern = lowerBindingPattern(binding.pattern, isVariable: isVariable)
            let value = binding.initializer.map { lowerExpr($0.value) }
            statements.append(Stmt(kind: .variable(isVariable: isVariable, pattern: pattern, type: type, value: value), location: at))
        }
        return statements
    }

    /// `get`, `set`, `willSet`, `didSet` (or a bare getter body) of a property.
    mutating func lowerAccessors(_ block: AccessorBlockSyntax, into property: PropertyDecl) {
        switch block.accessors {
        case .getter(let statements):
            property.getter = makeAccessor(property, kind: .getter, body: lowerBlock(statements), at: location(block))
        case .accessors(let accessors):
            for accessor in accessors {
                let at = location(accessor)
                let body = accessor.body.map { lowerCodeBlock($0) }
                if let effects = accessor.effectSpecifiers {
                    if let asyncSpecifier = effects.asyncSpecifier { unsupported("'async' accessors are", at: asyncSpecifier) }
                    if let throwsClause = effects.throwsClause { unsupported("throwing accessors are", at: throwsClause) }
                }
                let parameterName = accessor.parameters.map { SyntaxLowering.name(of: $0.name) }
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                    if body == nil { continue }
                    property.getter = makeAccessor(property, kind: .getter, body: body ?? [], at: at)
                    // `mutating get`: reading the property changes the struct.
                    if accessor.modifier?.name.tokenKind == .keyword(.mutating) { property.getter?.modifiers.insert(.mutating) }
                case .keyword(.set):
                    if body == nil {
                        property.requiresSetter = true
                        continue
                    }
                    property.setter = makeAccessor(property, kind: .setter, body: body ?? [], at: at, parameter: parameterName ?? "newValue")
                case .keyword(.willSet):
                    property.willSet = makeAccessor(property, kind: .willSet, body: body ?? [], at: at, parameter: parameterName ?? "newValue")
                case .keyword(.didSet):
                    property.didSet = makeAccessor(property, kind: .didSet, body: body ?? [], at: at, parameter: parameterName ?? "oldValue")
                default:
                    unsupported("the accessor '\(accessor.accessorSpecifier.text)' is", at: accessor.accessorSpecifier)
                }
            }
            // A protocol requirement `{ get }` or `{ get set }` has no bodies.
            if accessors.allSatisfy({ $0.body == nil }) { property.getter = nil }
        }
    }

    private func makeAccessor(_ property: PropertyDecl, kind: FunctionDecl.Kind, body: [Stmt], at: SourceLocation, parameter: String? = nil) -> FunctionDecl {
        var parameters: [Parameter] = []
        if let parameter {
            parameters.append(Parameter(label: nil, name: parameter, type: property.type, defaultValue: nil, location: at, id: ids.make()))
        }
        let accessor = FunctionDecl(
            name: property.name, parameters: parameters, result: kind == .getter ? property.type : nil, body: body, location: at,
            id: ids.make(), file: fileIndex)
        accessor.kind = kind
        return accessor
    }

    // MARK: - Functions

    mutating func lowerFunction(_ function: FunctionDeclSyntax) -> FunctionDecl? {
        let at = location(function)
        let name: String
        switch function.name.tokenKind {
        case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
            name = op
        default:
            name = SyntaxLowering.name(of: function.name)
        }
        let generics = lowerGenericParameters(function.genericParameterClause)
        let parameters = lowerParameters(function.signature.parameterClause.parameters, labeledByDefault: true)
        checkEffects(function.signature.effectSpecifiers, what: "functions")
        let result = function.signature.returnClause.map { lowerType($0.type) }
        let body = function.body.map { lowerCodeBlock($0) }
        let lowered = FunctionDecl(name: name, parameters: parameters, result: result, body: body ?? [], location: at, id: ids.make(), file: fileIndex)
        lowered.hasBody = body != nil
        lowered.modifiers = lowerModifiers(function.modifiers)
        lowered.attributes = lowerAttributes(function.attributes).map(\.name)
        lowered.genericParameters = generics.parameters
        lowered.requirements = generics.requirements + lowerRequirements(function.genericWhereClause)
        return lowered
    }

    private mutating func lowerInitializer(_ initializer: InitializerDeclSyntax) -> FunctionDecl {
        let at = location(initializer)
        let generics = lowerGenericParameters(initializer.genericParameterClause)
        let parameters = lowerParameters(initializer.signature.parameterClause.parameters, labeledByDefault: true)
        checkEffects(initializer.signature.effectSpecifiers, what: "initializers")
        let body = initializer.body.map { lowerCodeBlock($0) }
        let lowered = FunctionDecl(name: "init", parameters: parameters, result: nil, body: body ?? [], location: at, id: ids.make(), file: fileIndex)
        lowered.kind = .initializer(isFailable: initializer.optionalMark?.text == "?")
        if initializer.optionalMark?.text == "!" { lowered.kind = .initializer(isFailable: true) }
        lowered.hasBody = body != nil
        lowered.modifiers = lowerModifiers(initializer.modifiers)
        lowered.attributes = lowerAttributes(initializer.attributes).map(\.name)
        lowered.genericParameters = generics.parameters
        lowered.requirements = generics.requirements + lowerRequirements(initializer.genericWhereClause)
        return lowered
    }

    private mutating func checkEffects(_ effects: FunctionEffectSpecifiersSyntax?, what: String) {
        guard let effects else { return }
        if let asyncSpecifier = effects.asyncSpecifier {
            error("'async' \(what) are not supported in scripts", at: location(asyncSpecifier))
        }
        if let throwsClause = effects.throwsClause {
            error("throwing \(what) are not supported in scripts", at: location(throwsClause))
        }
    }

    /// `(label name: Type = default, _ other: inout Type, values: Int...)`. Functions and
    /// initializers label their parameters by default; subscripts do not.
    mutating func lowerParameters(_ list: FunctionParameterListSyntax, labeledByDefault: Bool) -> [Parameter] {
        list.map { parameter in
            let first = SyntaxLowering.name(of: parameter.firstName)
            let name: String
            let label: String?
            if let second = parameter.secondName {
                name = SyntaxLowering.name(of: second)
                label = first == "_" ? nil : first
            } else {
                name = first
                label = labeledByDefault && first != "_" ? first : nil
            }
            var typeSyntax = parameter.type
            var isInout = false
            if let attributed = typeSyntax.as(AttributedTypeSyntax.self) {
                for specifier in attributed.specifiers {
                    let text = specifier.trimmedDescription
                    if text == "inout" {
                        isInout = true
                    } else if !["borrowing", "consuming", "__owned", "__shared", "sending"].contains(text) {
                        unsupported("the '\(text)' parameter modifier is", at: specifier)
                    }
                }
                if attributed.specifiers.isEmpty == false && attributed.attributes.isEmpty { typeSyntax = attributed.baseType }
            }
            let type = lowerType(typeSyntax)
            var isViewBuilder = false
            for attribute in parameter.attributes {
                if case .attribute(let attribute) = attribute {
                    let attributeName = attribute.attributeName.trimmedDescription
                    if attributeName == "ViewBuilder" { isViewBuilder = true }
                    if attributeName != "ViewBuilder" && !SyntaxLowering.ignoredTypeAttributes.contains(attributeName) {
                        unsupported("the attribute '@\(attributeName)' is", at: attribute)
                    }
                }
            }
            var lowered = Parameter(
                label: label, name: name, type: type, defaultValue: parameter.defaultValue.map { lowerExpr($0.value) },
                location: location(parameter), id: ids.make())
            lowered.isInout = isInout
            lowered.inoutClosureParameters = SyntaxLowering.inoutParameterIndexes(of: typeSyntax)
            lowered.isVariadic = parameter.ellipsis != nil
            lowered.isViewBuilder = isViewBuilder
            return lowered
        }
    }

    // MARK: - Generics

    mutating func lowerGenericParameters(_ clause: GenericParameterClauseSyntax?) -> (parameters: [GenericParameter], requirements: [GenericRequirement]) {
        guard let clause else { return ([], []) }
        var parameters: [GenericParameter] = []
        for parameter in clause.parameters {
            if let specifier = parameter.specifier { unsupported("'\(specifier.text)' generic parameters are", at: specifier) }
            var constraints: [TypeExpr] = []
            if let inherited = parameter.inheritedType {
                if let composition = inherited.as(CompositionTypeSyntax.self) {
                    constraints = composition.elements.map { lowerType($0.type) }
                } else {
                    constraints = [lowerType(inherited)]
                }
            }
            parameters.append(GenericParameter(name: SyntaxLowering.name(of: parameter.name), constraints: constraints, location: location(parameter)))
        }
        return (parameters, lowerRequirements(clause.genericWhereClause))
    }

    mutating func lowerRequirements(_ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        guard let clause else { return [] }
        var requirements: [GenericRequirement] = []
        for requirement in clause.requirements {
            let at = location(requirement)
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                let subject = lowerType(conformance.leftType)
                if let composition = conformance.rightType.as(CompositionTypeSyntax.self) {
                    for element in composition.elements {
                        requirements.append(GenericRequirement(subject: subject, kind: .conformance, constraint: lowerType(element.type), location: at))
                    }
                } else {
                    requirements.append(GenericRequirement(subject: subject, kind: .conformance, constraint: lowerType(conformance.rightType), location: at))
                }
            case .sameTypeRequirement(let sameType):
                guard case .type(let left) = sameType.leftType, case .type(let right) = sameType.rightType else { continue }
                requirements.append(GenericRequirement(subject: lowerType(left), kind: .sameType, constraint: lowerType(right), location: at))
            case .layoutRequirement:
                unsupported("layout requirements are", at: requirement)
            }
        }
        return requirements
    }

    // MARK: - Types

    /// A `struct`, `class`, `enum`, `protocol` or `extension`, with its members.
    mutating func lowerTypeDeclaration(_ declaration: DeclSyntax) -> TypeDecl? {
        let at = location(declaration)
        let kind: TypeDecl.Kind
        let name: String
        let attributes: AttributeListSyntax
        let modifiers: DeclModifierListSyntax
        let genericClause: GenericParameterClauseSyntax?
        let inheritance: InheritanceClauseSyntax?
        let whereClause: GenericWhereClauseSyntax?
        let members: MemberBlockSyntax
        switch declaration.as(DeclSyntaxEnum.self) {
        case .structDecl(let node):
            (kind, name, attributes, modifiers, genericClause, inheritance, whereClause, members) =
                (.struct, SyntaxLowering.name(of: node.name), node.attributes, node.modifiers, node.genericParameterClause, node.inheritanceClause,
                 node.genericWhereClause, node.memberBlock)
        case .classDecl(let node):
            (kind, name, attributes, modifiers, genericClause, inheritance, whereClause, members) =
                (.class, SyntaxLowering.name(of: node.name), node.attributes, node.modifiers, node.genericParameterClause, node.inheritanceClause,
                 node.genericWhereClause, node.memberBlock)
        case .enumDecl(let node):
            (kind, name, attributes, modifiers, genericClause, inheritance, whereClause, members) =
                (.enum, SyntaxLowering.name(of: node.name), node.attributes, node.modifiers, node.genericParameterClause, node.inheritanceClause,
                 node.genericWhereClause, node.memberBlock)
        case .protocolDecl(let node):
            if let primary = node.primaryAssociatedTypeClause { unsupported("primary associated types are", at: primary) }
            (kind, name, attributes, modifiers, genericClause, inheritance, whereClause, members) =
                (.protocol, SyntaxLowering.name(of: node.name), node.attributes, node.modifiers, nil, node.inheritanceClause,
                 node.genericWhereClause, node.memberBlock)
        case .extensionDecl(let node):
            let extended = lowerType(node.extendedType)
            let extendedName: String
            switch extended {
            case .array: extendedName = "Array"
            case .dictionary: extendedName = "Dictionary"
            case .optional: extendedName = "Optional"
            default: extendedName = extended.baseName ?? extended.description
            }
            (kind, name, attributes, modifiers, genericClause, inheritance, whereClause, members) =
                (.extension, extendedName, node.attributes, node.modifiers, nil, node.inheritanceClause, node.genericWhereClause, node.memberBlock)
        default:
            return nil
        }
        let type = TypeDecl(kind: kind, name: name, location: at, id: ids.make(), file: fileIndex)
        type.parent = enclosingTypes.last
        type.attributes = lowerAttributes(attributes).map(\.name)
        type.modifiers = lowerModifiers(modifiers)
        let generics = lowerGenericParameters(genericClause)
        type.genericParameters = generics.parameters
        type.requirements = generics.requirements + lowerRequirements(whereClause)
        type.inheritedTypes = inheritance?.inheritedTypes.map { lowerType($0.type) } ?? []
        enclosingTypes.append(type)
        defer { enclosingTypes.removeLast() }
        for item in members.members {
            type.members.append(contentsOf: lowerMember(item.decl, in: type))
        }
        return type
    }

    /// One member declaration (several for `case a, b` or `var x = 1, y = 2`).
    private mutating func lowerMember(_ declaration: DeclSyntax, in type: TypeDecl) -> [MemberDecl] {
        nested(declaration, fallback: []) { lowering in lowering.lowerMemberKind(declaration, in: type) }
    }

    private mutating func lowerMemberKind(_ declaration: DeclSyntax, in type: TypeDecl) -> [MemberDecl] {
        let at = location(declaration)
        switch declaration.as(DeclSyntaxEnum.self) {
        case .variableDecl(let variable):
            return lowerProperties(variable, in: type)
        case .functionDecl(let function):
            guard let lowered = lowerFunction(function) else { return [] }
            lowered.owner = type
            return [.function(lowered)]
        case .initializerDecl(let initializer):
            let lowered = lowerInitializer(initializer)
            lowered.owner = type
            return [.function(lowered)]
        case .enumCaseDecl(let caseDecl):
            let isIndirect = lowerModifiers(caseDecl.modifiers).contains(.indirect)
            return caseDecl.elements.map { element in
                let values: [EnumCaseDecl.AssociatedValue]? = element.parameterClause.map { clause in
                    clause.parameters.map { parameter in
                        let label = parameter.firstName.flatMap { $0.text == "_" ? nil : SyntaxLowering.name(of: $0) }
                        return EnumCaseDecl.AssociatedValue(
                            label: label, type: lowerType(parameter.type), defaultValue: parameter.defaultValue.map { lowerExpr($0.value) })
                    }
                }
                return .enumCase(
                    EnumCaseDecl(
                        name: SyntaxLowering.name(of: element.name), associatedValues: values, rawValue: element.rawValue.map { lowerExpr($0.value) },
                        isIndirect: isIndirect, location: location(element), id: ids.make()))
            }
        case .structDecl, .classDecl, .enumDecl, .protocolDecl:
            guard let nestedType = lowerTypeDeclaration(declaration) else { return [] }
            return [.type(nestedType)]
        case .extensionDecl:
            error("declaration is only valid at file scope", at: at)
            return []
        case .typeAliasDecl(let alias):
            return [.typeAlias(name: SyntaxLowering.name(of: alias.name), type: lowerType(alias.initializer.value), location: at)]
        case .associatedTypeDecl(let associated):
            return [.associatedType(name: SyntaxLowering.name(of: associated.name), location: at)]
        case .subscriptDecl(let subscriptDecl):
            let parameters = lowerParameters(subscriptDecl.parameterClause.parameters, labeledByDefault: false)
            let result = lowerType(subscriptDecl.returnClause.type)
            let lowered = SubscriptDecl(parameters: parameters, result: result, location: at, id: ids.make())
            lowered.modifiers = lowerModifiers(subscriptDecl.modifiers)
            if let block = subscriptDecl.accessorBlock {
                let property = PropertyDecl(name: "subscript", isVariable: true, type: result, initialValue: nil, location: at, id: ids.make(), file: fileIndex)
                lowerAccessors(block, into: property)
                for accessor in [property.getter, property.setter].compactMap({ $0 }) {
                    accessor.parameters = parameters + accessor.parameters
                    accessor.owner = type
                    accessor.modifiers = lowered.modifiers
                }
                lowered.getter = property.getter
                lowered.setter = property.setter
                // Methods of the type, called for `x[i]` and `x[i] = v` (the setter changes
                // a struct, as a mutating method does).
                property.setter?.name = SubscriptDecl.setterName
                if let setter = property.setter, !setter.modifiers.contains(.nonmutating) { setter.modifiers.insert(.mutating) }
            }
            return [.subscript(lowered)]
        case .deinitializerDecl:
            // A script's objects are released when no longer used, at no set moment: a
            // `deinit` would run at a different time than in an app, so it never runs.
            sink.warning("'deinit' never runs in scripts", at: at)
            return []
        case .actorDecl:
            unsupported("'actor' declarations are", at: declaration)
            return []
        case .macroExpansionDecl(let macro):
            unsupported("the macro '#\(macro.macroName.text)' is", at: macro)
            return []
        case .ifConfigDecl(let directive):
            guard let clause = activeClause(of: directive), let elements = clause.elements else { return [] }
            guard case .decls(let members) = elements else {
                error("this '#if' clause holds no declarations", at: location(clause))
                return []
            }
            return members.flatMap { lowerMember($0.decl, in: type) }
        case .operatorDecl, .precedenceGroupDecl:
            unsupported("operator declarations are", at: declaration)
            return []
        case .importDecl:
            error("declaration is only valid at file scope", at: at)
            return []
        case .macroDecl:
            unsupported("macro declarations are", at: declaration)
            return []
        default:
            if !declaration.hasError { unsupported("this declaration is", at: declaration) }
            return []
        }
    }

    /// The properties of one `var`/`let` in a type: one per binding.
    private mutating func lowerProperties(_ variable: VariableDeclSyntax, in type: TypeDecl) -> [MemberDecl] {
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let attributes = lowerAttributes(variable.attributes)
        let modifiers = lowerModifiers(variable.modifiers)
        var properties: [PropertyDecl] = []
        var pendingType: TypeExpr?
        for binding in variable.bindings.reversed() {
            if let annotation = binding.typeAnnotation { pendingType = lowerType(annotation.type) }
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                unsupported("properties declared with a tuple pattern are", at: binding.pattern)
                continue
            }
            let propertyType = binding.typeAnnotation != nil || binding.initializer == nil ? pendingType : nil
            let property = PropertyDecl(
                name: SyntaxLowering.name(of: identifier.identifier), isVariable: isVariable, type: propertyType,
                initialValue: binding.initializer.map { lowerExpr($0.value) }, location: location(identifier), id: ids.make(), file: fileIndex)
            property.modifiers = modifiers
            property.attributes = attributes
            if let accessors = binding.accessorBlock { lowerAccessors(accessors, into: property) }
            for accessor in [property.getter, property.setter, property.willSet, property.didSet].compactMap({ $0 }) {
                accessor.owner = type
                accessor.modifiers.formUnion(modifiers.intersection([.static, .class, .override, .nonmutating, .mutating]))
                if accessor.kind == .setter && !type.isReferenceType && !modifiers.contains(.nonmutating) && !accessor.isStatic {
                    // A struct's setter changes `self`.
                    accessor.modifiers.insert(.mutating)
                }
            }
            properties.append(property)
        }
        return properties.reversed().map { .property($0) }
    }

    // MARK: - Attributes and modifiers

    func lowerModifiers(_ list: DeclModifierListSyntax) -> DeclarationModifiers {
        var modifiers: DeclarationModifiers = []
        for modifier in list {
            switch modifier.name.text {
            case "static": modifiers.insert(.static)
            case "class": modifiers.insert(.class)
            case "mutating": modifiers.insert(.mutating)
            case "nonmutating": modifiers.insert(.nonmutating)
            case "override": modifiers.insert(.override)
            case "final": modifiers.insert(.final)
            case "private", "fileprivate":
                // `private(set)` limits only the setter; scripts are one module, so both read alike.
                if modifier.detail == nil { modifiers.insert(.private) }
            case "lazy": modifiers.insert(.lazy)
            case "convenience": modifiers.insert(.convenience)
            case "required": modifiers.insert(.required)
            case "weak", "unowned": modifiers.insert(.weak)
            case "indirect": modifiers.insert(.indirect)
            default: break  // internal, public, open, dynamic, nonisolated, optional...
            }
        }
        return modifiers
    }

    /// The attributes of a declaration, by name with their arguments. Those that say nothing
    /// a script needs are dropped here.
    mutating func lowerAttributes(_ list: AttributeListSyntax) -> [AttributeUse] {
        var attributes: [AttributeUse] = []
        for element in list {
            if case .ifConfigDecl(let directive) = element {
                // `#if os(iOS) @MainActor #endif`: the active clause's attributes.
                if case .attributes(let active)? = activeClause(of: directive)?.elements { attributes += lowerAttributes(active) }
                continue
            }
            switch element {
            case .attribute(let attribute):
                let name = attribute.attributeName.trimmedDescription
                if SyntaxLowering.ignoredAttributes.contains(name) { continue }
                var arguments: [CallArgument] = []
                if case .argumentList(let list)? = attribute.arguments { arguments = lowerArguments(list) }
                attributes.append(AttributeUse(name: name, arguments: arguments, location: location(attribute)))
            case .ifConfigDecl:
                break
            }
        }
        return attributes
    }

    /// Reports the attributes of a declaration that scripts do not support.
    mutating func checkAttributes(_ list: AttributeListSyntax, allowed: Set<String>) {
        for attribute in lowerAttributes(list) where !allowed.contains(attribute.name) {
            error("the attribute '@\(attribute.name)' is not supported in scripts", at: attribute.location)
        }
    }

    // MARK: - Previews

    /// `#Preview { ... }`, `#Preview("Name") { ... }`; with `@Previewable` variables, the
    /// view that holds them first (see `previewableView`).
    mutating func lowerPreview(_ macro: some FreestandingMacroExpansionSyntax) -> [Stmt] {
        let at = location(macro)
        var title: String?
        for argument in macro.arguments {
            if argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                if case .string(let text) = lowerString(literal).kind { title = text }
            }
        }
        guard let trailing = macro.trailingClosure else {
            error("'#Preview' needs its content in braces: #Preview { ContentView() }", at: at)
            return []
        }
        if let wrapper = previewableView(trailing, at: at) {
            let content = makeExpr(.call(makeExpr(.identifier(wrapper.name), at: at), []), at: at)
            let body = ClosureExpr(parameters: [], usesDollarParameters: false, body: [Stmt(kind: .expression(content), location: at)], location: at)
            return [Stmt(kind: .typeDeclaration(wrapper), location: at), Stmt(kind: .preview(PreviewDecl(title: title, body: body, location: at)), location: at)]
        }
        guard case .closure(let body) = lowerClosure(trailing).kind else { return [] }
        return [Stmt(kind: .preview(PreviewDecl(title: title, body: body, location: at)), location: at)]
    }

    /// `#Preview { @Previewable @State var on = false; Toggle("On", isOn: $on) }` is, as
    /// Xcode expands it, a view whose properties are the `@Previewable` variables and whose
    /// body is the rest: the preview's own state. The view is named `Preview-LINE` (a name
    /// no script can write; `Preview-FILE-LINE` in a program's later files), which its
    /// state paths show: `local["0"].Preview-12.on`.
    private mutating func previewableView(_ closure: ClosureExprSyntax, at: SourceLocation) -> TypeDecl? {
        func isPreviewable(_ item: CodeBlockItemSyntax) -> VariableDeclSyntax? {
            guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) else { return nil }
            return lowerAttributes(variable.attributes).contains { $0.name == "Previewable" } ? variable : nil
        }
        guard closure.statements.contains(where: { isPreviewable($0) != nil }) else { return nil }
        let name = fileIndex == 0 ? "Preview-\(at.line)" : "Preview-\(fileIndex)-\(at.line)"
        let type = TypeDecl(kind: .struct, name: name, location: at, id: ids.make(), file: fileIndex)
        type.inheritedTypes = [.named("View")]
        enclosingTypes.append(type)
        defer { enclosingTypes.removeLast() }
        var rest: [CodeBlockItemSyntax] = []
        for item in closure.statements {
            guard let variable = isPreviewable(item) else {
                rest.append(item)
                continue
            }
            for member in lowerProperties(variable, in: type) {
                if case .property(let property) = member { property.attributes.removeAll { $0.name == "Previewable" } }
                type.members.append(member)
            }
        }
        let body = PropertyDecl(name: "body", isVariable: true, type: .named("View"), initialValue: nil, location: at, id: ids.make(), file: fileIndex)
        let getter = makeAccessor(body, kind: .getter, body: lowerBlock(CodeBlockItemListSyntax(rest)), at: location(closure))
        getter.owner = type
        body.getter = getter
        type.members.append(.property(body))
        return type
    }
}

extension SyntaxLowering {
    /// `struct ContentView_Previews: PreviewProvider { static var previews: some View { ... } }`,
    /// the previews of files written before `#Preview`: a document like
    /// `#Preview("ContentView_Previews") { ContentView_Previews.previews }` after the
    /// declaration (its `previews` is a view builder, see `markViewBuilderGetters`).
    mutating func previewProviderStatement(for type: TypeDecl) -> Stmt? {
        guard type.parent == nil, type.kind != .extension, type.inheritedTypes.contains(where: { $0.baseName == "PreviewProvider" }) else { return nil }
        let at = type.location
        let previews = makeExpr(.member(makeExpr(.identifier(type.name), at: at), "previews"), at: at)
        let body = ClosureExpr(parameters: [], usesDollarParameters: false, body: [Stmt(kind: .expression(previews), location: at)], location: at)
        return Stmt(kind: .preview(PreviewDecl(title: type.name, body: body, location: at)), location: at)
    }
}

extension TypeDecl {
    /// Whether values of the type are references (a class), as far as its declaration
    /// says (an extension cannot tell).
    var isReferenceType: Bool { kind == .class }
}

extension SyntaxLowering {
    /// `(inout T) -> Void`, `@escaping (Int, inout [T]) -> Void`: the indexes of the
    /// function type's `inout` parameters (none when the type is not a function type).
    static func inoutParameterIndexes(of type: TypeSyntax) -> [Int] {
        var type = type
        while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type.as(FunctionTypeSyntax.self) else { return [] }
        return function.parameters.enumerated().compactMap { index, parameter in
            let specifiers = parameter.type.as(AttributedTypeSyntax.self)?.specifiers
            return specifiers?.contains(where: { $0.trimmedDescription == "inout" }) == true ? index : nil
        }
    }
}
